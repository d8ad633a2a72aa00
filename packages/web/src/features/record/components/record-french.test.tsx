import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '@bm/domain';
import { setLocale } from '../../../i18n/locale-store.ts';
import {
  applicationId,
  makeApplication,
  makeQuote,
  makeTransaction,
  makeTransferSummary,
} from '../../../test/crm-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TransactionEntry } from './transaction-entry.tsx';
import { mockApi, type ApiReply } from '../../../test/mock-api.ts';
import { renderRecord } from '../test/render-record.tsx';
import { commissionSplit } from '../lib/quote-figures.ts';
import { totalsLine } from './invoices-card.tsx';

afterEach(() => {
  cleanup();
  setLocale('en-CA');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ID = applicationId(1);
const INVOICES = { invoices: [], totals: { billed: 0, paid: 0, owing: 0 } };

function recordApi(reply: ApiReply) {
  return mockApi(async (url) => {
    if (url.pathname === `/api/applications/${ID}`) return reply;
    if (url.pathname === `/api/applications/${ID}/documents`) return { body: [] };
    if (url.pathname === `/api/applications/${ID}/notes`) return { body: [] };
    if (url.pathname === `/api/applications/${ID}/invoices`) return { body: INVOICES };
    return url.pathname === `/api/applications/${ID}/transactions` ? { body: [] } : undefined;
  });
}

/** Text as it is, no-break spaces included (the default normalizer makes them plain spaces). */
const exact = (text: string) => text;

const card = (heading: string) =>
  screen.getByRole('heading', { name: heading }).closest('.MuiCard-root') as HTMLElement;

/** Decision 0079: the record page's summary, quote and invoices in French. */
describe('the policy record in French', () => {
  it('shows the header and the summary in French', async () => {
    setLocale('fr-CA');
    recordApi({ body: makeApplication({ province: 'BC' }) });
    renderRecord(`/crm/applications/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Insured 1' })).toBeInTheDocument();
    expect(screen.getByText('Police TEN-2025-100001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GRC' })).toBeInTheDocument();
    const summary = card('Résumé');
    const term = (label: string) =>
      within(summary).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('Produit')).toBe('Assurance des locataires');
    expect(term('Province')).toBe('Colombie-Britannique (BC)');
    expect(term('Cabinet de courtage')).toBe('Maple Leaf Brokers');
    expect(term('Mode de paiement')).toBe('Mensuel');
    expect(term('Type de transaction')).toBe('Affaire nouvelle');
    expect(term('Date d’effet')).toBe('2025-03-01');
    expect(term('Date d’expiration')).toBe('2026-03-01');
    expect(within(summary).queryByText('Payment period')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Réponses au questionnaire' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Historique' })).toBeInTheDocument();
  });

  it('shows the quote, its commission split and its schedule in French, money as 1 234,56 $', async () => {
    setLocale('fr-CA');
    const quote = makeQuote();
    recordApi({ body: makeApplication({ quote: { ...quote } }) });
    renderRecord(`/crm/applications/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Insured 1' });

    const figures = card('Soumission');
    expect(within(figures).getByText('Mode de paiement\u00a0: Mensuel', { normalizer: exact })).toBeInTheDocument();
    expect(within(figures).getByText('Tarifée')).toBeInTheDocument();
    const split = within(figures).getByRole('table', { name: 'Répartition des commissions' });
    expect(within(split).getByText('Prime de l’assureur').nextElementSibling?.textContent).toBe(
      formatMoney(quote.insurerPremium, 'fr-CA'),
    );
    expect(within(split).getByText('Somme des primes').nextElementSibling?.textContent).toBe(
      formatMoney(commissionSplit(quote).total, 'fr-CA'),
    );
    expect(within(split).getByText('Somme des primes').nextElementSibling?.textContent).toMatch(
      /^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0\$$/,
    );
    const schedule = within(figures).getByRole('table', { name: 'Calendrier des paiements' });
    expect(within(schedule).getByText('Total des paiements')).toBeInTheDocument();
    expect(within(figures).queryByText(/\$\d/)).not.toBeInTheDocument();
  });

  it('shows the quote breakdown of an Ontario policy in French: sections, HST as TVH, the premium tax', async () => {
    setLocale('fr-CA');
    const quote = makeQuote({ province: 'ON', customFee: 5_000 });
    recordApi({ body: makeApplication({ province: 'ON', quote: { ...quote } }) });
    renderRecord(`/crm/applications/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Insured 1' });

    const figures = card('Soumission');
    for (const title of ['Primes', 'Taxes', 'Frais', 'Supplément pour carte de crédit', 'Financement'])
      expect(within(figures).getByRole('table', { name: title })).toBeInTheDocument();
    const taxes = within(figures).getByRole('table', { name: 'Taxes' });
    expect(
      within(taxes).getByText(
        'Taxe de vente au détail de l’Ontario sur les primes d’assurance (8\u00a0%), Ministère des Finances de l’Ontario',
        { normalizer: exact },
      ),
    ).toBeInTheDocument();
    const fees = within(figures).getByRole('table', { name: 'Frais' });
    expect(within(fees).getByText('Frais de transaction')).toBeInTheDocument();
    const hst = within(fees).getByText('TVH (13\u00a0%) sur les frais de transaction', { normalizer: exact });
    expect(hst.nextElementSibling?.textContent).toBe(formatMoney(quote.transactionFeeGST, 'fr-CA'));
    expect(within(fees).getByText('Taxes sur les frais de courtage (TVH 13\u00a0%)', { normalizer: exact })).toBeInTheDocument();
    const surcharge = within(figures).getByRole('table', { name: 'Supplément pour carte de crédit' });
    expect(within(surcharge).getByText('Supplément pour carte de crédit (12 paiements)')).toBeInTheDocument();
    expect(within(figures).queryByText(/transaction fee|Premiums|HST|Ontario Ministry/)).not.toBeInTheDocument();
  });

  it('names a Quebec policy’s taxes in French: TPS, TVQ and the Quebec tax on insurance premiums', async () => {
    setLocale('fr-CA');
    const quote = makeQuote({ province: 'QC' });
    recordApi({ body: makeApplication({ province: 'QC', quote: { ...quote } }) });
    renderRecord(`/crm/applications/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Insured 1' });

    const figures = card('Soumission');
    const taxes = within(figures).getByRole('table', { name: 'Taxes' });
    expect(
      within(taxes).getByText(/^Taxe sur les primes d’assurance du Québec \(9\u00a0%.*\), Revenu Québec$/, {
        normalizer: exact,
      }),
    ).toBeInTheDocument();
    const fees = within(figures).getByRole('table', { name: 'Frais' });
    expect(within(fees).getByText('TPS (5\u00a0%) sur les frais de transaction', { normalizer: exact })).toBeInTheDocument();
    expect(within(fees).getByText('TVQ (9,975\u00a0%) sur les frais de transaction', { normalizer: exact })).toBeInTheDocument();
  });

  it('says in French why the quote is not priced, the reasons stored in English', async () => {
    setLocale('fr-CA');
    const unpricedReasons = ['Answer "Contents limit" to get a price.', 'Nunavut cannot be priced online for this product.'];
    const quote = { ...makeQuote(), priced: false, unpricedReasons };
    recordApi({ body: makeApplication({ quote, status: 'referred' }) });
    renderRecord(`/crm/applications/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Insured 1' });

    const figures = card('Soumission');
    expect(within(figures).getByText('Non tarifée')).toBeInTheDocument();
    expect(within(figures).getByText('Répondez à « Limite des biens » pour obtenir un prix.')).toBeInTheDocument();
    expect(
      within(figures).getByText('Nunavut\u00a0: tarification en ligne impossible pour ce produit.', { normalizer: exact }),
    ).toBeInTheDocument();
    expect(within(figures).queryByText(/get a price|cannot be priced/)).not.toBeInTheDocument();
  });

  it('shows the commission transfers in French', async () => {
    setLocale('fr-CA');
    const quote = makeQuote();
    recordApi({ body: makeApplication({ commissionTransferSummary: makeTransferSummary(quote) }) });
    renderRecord(`/crm/applications/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Insured 1' });
    const table = screen.getByRole('table', { name: 'Virements de commissions' });
    const row = within(table).getByRole('rowheader', { name: 'Assureur' }).closest('tr')!;
    expect(row.textContent).toBe(`Assureur${formatMoney(quote.insurerPremium, 'fr-CA')}En attente`);
  });

  it('totals the invoices in French', async () => {
    setLocale('fr-CA');
    recordApi({ body: makeApplication() });
    renderRecord(`/crm/applications/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Insured 1' });
    expect(await within(card('Factures')).findByText('Aucune facture.')).toBeInTheDocument();
    expect(totalsLine({ billed: 123_456, paid: 23_456, owing: 100_000 }, 'fr-CA')).toBe(
      'Facturé 1\u00a0234,56\u00a0$ · Payé 234,56\u00a0$ · Solde dû 1\u00a0000,00\u00a0$',
    );
    expect(totalsLine({ billed: 0, paid: 5_000, owing: -5_000 }, 'fr-CA')).toBe(
      'Facturé 0,00\u00a0$ · Payé 50,00\u00a0$ · Remboursement dû 50,00\u00a0$',
    );
  });

  it('says in French that the application does not exist', async () => {
    setLocale('fr-CA');
    recordApi({ status: 404, body: { message: 'Application not found' } });
    renderRecord(`/crm/applications/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Proposition introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la GRC' })).toHaveAttribute('href', '/crm');
    await waitFor(() => expect(document.title).toBe('Proposition | Apollo Broker Marketplace'));
  });

  it('tells a history entry in French: its changes, amounts and settlement', () => {
    setLocale('fr-CA');
    const transaction = makeTransaction(1, {
      type: 'cancellation',
      before: { status: 'bound', paymentPeriod: 'monthly', nonRenewable: false },
      after: { status: 'bound', paymentPeriod: 'annual', nonRenewable: true },
      premiumDelta: -123_456,
      totalDelta: -123_456,
      refund: { amount: 123_456, status: 'succeeded' },
    });
    renderWithProviders(<TransactionEntry transaction={transaction} />);
    expect(screen.getByText('2025-02-22 · En vigueur le 2025-03-01 · par Système')).toBeInTheDocument();
    const changes = screen.getByRole('table', { name: 'Modifications' });
    expect(within(changes).getByRole('columnheader', { name: 'Avant' })).toBeInTheDocument();
    expect(within(changes).getByText('Mensuel')).toBeInTheDocument();
    expect(within(changes).getByText('Annuel')).toBeInTheDocument();
    expect(within(changes).getByText('Non')).toBeInTheDocument();
    expect(within(changes).getByText('Oui')).toBeInTheDocument();
    const amounts = screen.getByRole('table', { name: 'Montants' });
    expect(within(amounts).getByText('Prime').nextElementSibling?.textContent).toBe('\u22121\u00a0234,56\u00a0$');
    expect(screen.getByText('Remboursement 1\u00a0234,56\u00a0$', { normalizer: exact })).toBeInTheDocument();
  });
});
