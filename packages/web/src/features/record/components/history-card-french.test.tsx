import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PolicyTransaction } from '@bm/contracts';
import { setLocale } from '../../../i18n/locale-store.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, renderApp, renderWithProviders } from '../../../test/render.tsx';
import { applicationId, makeApplication, makeTransaction } from '../../../test/crm-fixtures.ts';
import { TransactionEntry } from './transaction-entry.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLocale('en-CA');
});

const ID = applicationId(1);

/** As the server writes them (English, as stored), oldest first. */
const TRANSACTIONS: PolicyTransaction[] = [
  makeTransaction(1, {
    reason: 'Bound online with card payment',
    after: { status: 'bound', policyNumber: 'TEN-2025-100001', total: 123_456 },
    premiumDelta: 100_000,
    totalDelta: 100_000,
    paymentId: 'pay_1',
    payment: { amount: 100_000, status: 'succeeded' },
  }),
  makeTransaction(2, {
    type: 'Correspondence Language',
    createdAt: '2025-04-01T17:00:00.000Z',
    effectiveDate: null,
    user: { id: 'u1', name: 'Bea Broker', email: 'bea@mapleleaf.example' },
    before: { correspondenceLanguage: 'en-CA' },
    after: { correspondenceLanguage: 'fr-CA' },
  }),
  makeTransaction(3, {
    type: 'Cancellation',
    createdAt: '2025-09-01T16:00:00.000Z',
    reason: 'Tenant Moved',
    description: 'Le locataire part à Gatineau',
    before: { status: 'bound' },
    after: { status: 'cancelled', cancOption: 'mrp' },
  }),
  makeTransaction(4, {
    type: 'Renewal Offered',
    createdAt: '2025-12-01T16:00:00.000Z',
    description: 'Renewal of policy TEN-2025-100001 from 2026-03-01.',
  }),
];

function show(locale: 'en-CA' | 'fr-CA') {
  mockFetch(({ method, url }) => {
    if (method === 'GET' && url.pathname === `/api/applications/${ID}`) return { body: makeApplication() };
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/transactions`)
      return { body: TRANSACTIONS };
    if (method === 'POST' && url.pathname === '/api/analytics/events') return { body: { ok: true } };
    return undefined;
  });
  setLocale(locale);
  renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard'], { language: locale }) });
}

/** The cells of an entry's changes table, row by row. */
function changes(entry: HTMLElement): string[][] {
  return within(within(entry).getByRole('table', { name: /Changes|Modifications/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

async function entries(timelineName: string) {
  const timeline = await screen.findByRole('list', { name: timelineName });
  return within(timeline).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
}

const headings = (items: HTMLElement[]) =>
  items.map((entry) => within(entry).getByRole('heading', { level: 3 }).textContent);

/** Decision 0079: what the server wrote in English into the history is shown in the screens' language. */
describe('the record history in French', () => {
  it('names the transaction types, fields and values in French', async () => {
    show('fr-CA');
    const timelineName = 'Historique des transactions';
    const [renewal, cancellation, language, bound] = await entries(timelineName);
    expect(headings([renewal, cancellation, language, bound])).toEqual([
      'Renouvellement offert',
      'Résiliation',
      'Langue de correspondance',
      'Affaire nouvelle',
    ]);
    expect(changes(language)).toEqual([['Langue de correspondance', 'Anglais', 'Français']]);
    expect(changes(cancellation)).toEqual([
      ['Statut', 'Liée', 'Résiliée'],
      ['Mode de résiliation', '—', 'PMC'],
    ]);
    // A reason picked from the list is its label; what the user typed stays as typed.
    expect(cancellation).toHaveTextContent('Locataire – déménagement — Le locataire part à Gatineau');
    expect(renewal).toHaveTextContent('Renouvellement de la police TEN-2025-100001 à compter du 2026-03-01.');
    expect(bound).toHaveTextContent('Liée en ligne avec paiement par carte');
    expect(changes(bound)).toContainEqual(['Numéro de police', '—', 'TEN-2025-100001']);
    expect(changes(bound)).toContainEqual(['Total', '—', '1\u00a0234,56\u00a0$']);
    expect(within(bound).getByText('Réussi')).toBeInTheDocument();
  });

  it('reads a text the server composed in French by the history’s own catalogue: « Déplacé vers Tenants »', () => {
    setLocale('fr-CA');
    renderWithProviders(
      <TransactionEntry
        transaction={makeTransaction(5, { type: 'Lead Transfer', reason: 'Moved to Tenants' })}
      />,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Transfert de prospect');
    expect(screen.getByText('Déplacé vers Tenants')).toBeInTheDocument();
    expect(screen.queryByText('Moved to Tenants')).not.toBeInTheDocument();
  });

  it('says an amount the server composed a description around as a French reader writes it', async () => {
    mockFetch(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/api/applications/${ID}`) return { body: makeApplication() };
      if (method === 'GET' && url.pathname === `/api/applications/${ID}/documents`) return { body: [] };
      if (method === 'GET' && url.pathname === `/api/applications/${ID}/transactions`)
        return {
          body: [
            // Written before the parts were kept: its stored English.
            makeTransaction(1, {
              type: 'Void Invoice',
              reason: null,
              description: 'Invoice OLD-1 voided: $2,000.00 no longer owed',
            }),
            makeTransaction(2, {
              type: 'Void Invoice',
              createdAt: '2025-05-01T16:00:00.000Z',
              reason: null,
              description: 'Invoice TEN-1-MPF01 voided: $1,234.56 no longer owed',
              descriptionText: [
                { key: 'invoiceVoided', values: { number: 'TEN-1-MPF01', amount: { cents: 123_456 } } },
              ],
            }),
          ] satisfies PolicyTransaction[],
        };
      if (method === 'POST' && url.pathname === '/api/analytics/events') return { body: { ok: true } };
      return undefined;
    });
    setLocale('fr-CA');
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard'], { language: 'fr-CA' }) });
    const timeline = await screen.findByRole('list', { name: 'Historique des transactions' });
    const [voided, old] = within(timeline).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(voided.textContent).toContain(
      'Facture TEN-1-MPF01 annulée\u00a0: le montant de 1\u00a0234,56\u00a0$ n’est plus dû',
    );
    expect(old).toHaveTextContent('Invoice OLD-1 voided: $2,000.00 no longer owed');
  });

  it('keeps the English in English', async () => {
    show('en-CA');
    const [renewal, cancellation, language, bound] = await entries('Transaction history');
    expect(headings([renewal, cancellation, language, bound])).toEqual([
      'Renewal Offered',
      'Cancellation',
      'Correspondence Language',
      'New Business',
    ]);
    expect(changes(language)).toEqual([['Language of correspondence', 'English', 'French']]);
    expect(changes(cancellation)[0]).toEqual(['Status', 'Bound', 'Cancelled']);
    expect(changes(cancellation)[1]?.slice(1)).toEqual(['—', 'MRP']);
    expect(cancellation).toHaveTextContent('Tenant Moved — Le locataire part à Gatineau');
    expect(renewal).toHaveTextContent('Renewal of policy TEN-2025-100001 from 2026-03-01.');
    expect(within(bound).getByText('Succeeded')).toBeInTheDocument();
  });
});
