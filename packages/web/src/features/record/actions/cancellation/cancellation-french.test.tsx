import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BROKER_CANCELLATION_DESCRIPTION,
  CANCELLATION_DESCRIPTIONS,
  CANCELLATION_OPTION_LABELS,
  formatMoney,
} from '@bm/domain';
import type { CancellationPremiumsBody } from '@bm/contracts';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { applicationId } from '../../../../test/crm-fixtures.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { CancelPolicyDialog } from './cancel-policy-dialog.tsx';
import { CancellationFigures } from './cancellation-figures.tsx';
import { CancellationOptionPicker } from './cancellation-option-picker.tsx';
import { CancellationRecordModal } from './cancellation-record-modal.tsx';
import { dayFromToday, makeBoundPolicy, premiumsAnswer, recordAnswer } from './test/fixtures.ts';

afterEach(() => {
  setLocale('en-CA');
  vi.unstubAllGlobals();
});

/** Decision 0079: the cancellation dialog's words and figures in French. */
describe('the cancellation in French', () => {
  it('asks for the reason and the ticket, and cancels with « Résilier la police »', () => {
    setLocale('fr-CA');
    renderWithProviders(<CancelPolicyDialog record={makeBoundPolicy()} mode="full" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Résilier la police' });
    expect(within(dialog).getByRole('combobox', { name: /^Motif de résiliation/ })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Date d’effet de la résiliation/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Numéro de billet HubSpot/)).toBeInTheDocument();
    expect(
      within(dialog).getByText('Choisissez la date d’effet de la résiliation pour voir les montants.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Résilier la police' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/Cancellation reason/)).not.toBeInTheDocument();
  });

  it('names the premium lines to return in French, and in English in en-CA', async () => {
    const record = makeBoundPolicy();
    mockFetch(({ method, url, body }) =>
      method === 'POST' && url.pathname === `/api/applications/${record.applicationId}/cancellation/premiums`
        ? { body: premiumsAnswer(record, body as CancellationPremiumsBody) }
        : undefined,
    );
    for (const [locale, contents, living] of [
      ['fr-CA', 'Biens (ristourne)', 'Frais de subsistance additionnels (ristourne)'],
      ['en-CA', 'Contents return', 'Additional living expenses return'],
    ] as const) {
      setLocale(locale);
      const { unmount } = renderWithProviders(
        <CancelPolicyDialog record={record} mode="full" onClose={() => {}} />,
      );
      const date = screen.getByLabelText(
        locale === 'fr-CA' ? /^Date d’effet de la résiliation/ : /^Cancellation effective date/,
      );
      fireEvent.change(date, { target: { value: dayFromToday(60) } });
      expect(
        await screen.findByRole('spinbutton', { name: (name) => name.startsWith(contents) }),
      ).toBeInTheDocument();
      expect(screen.getByRole('spinbutton', { name: (name) => name.startsWith(living) })).toBeInTheDocument();
      unmount();
    }
  });

  it('offers the spec reasons in French', async () => {
    setLocale('fr-CA');
    renderWithProviders(<CancelPolicyDialog record={makeBoundPolicy()} mode="full" onClose={() => {}} />);
    await userEvent.click(screen.getByRole('combobox', { name: /^Motif de résiliation/ }));
    expect(await screen.findByRole('option', { name: 'Locataire – déménagement' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Autre' })).toBeInTheDocument();
  });

  it('names the options in French', () => {
    setLocale('fr-CA');
    renderWithProviders(<CancellationOptionPicker value="shortrate" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'TAUX À COURT TERME' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AU PRORATA' })).toBeInTheDocument();
  });

  it('shows the figures with French labels and amounts as 1 234,56 $', () => {
    setLocale('fr-CA');
    const record = makeBoundPolicy();
    const figures = premiumsAnswer(record, { cancEffectiveDate: dayFromToday(10), cancOption: 'shortrate' });
    renderWithProviders(<CancellationFigures figures={figures} method="card" />);
    const table = screen.getByRole('table', { name: 'Montants de la résiliation' });
    const premium = formatMoney(figures.policyPremium, 'fr-CA');
    expect(premium).toMatch(/^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0\$$/);
    expect(within(table).getByRole('row', { name: `Prime de la police ${premium}` })).toBeInTheDocument();
    expect(
      within(table).getByRole('rowheader', { name: 'Remboursement dû (sur la carte)' }),
    ).toBeInTheDocument();
  });

  it('shows the cancellation record in French', async () => {
    setLocale('fr-CA');
    const ID = applicationId(1);
    const record = makeBoundPolicy({ status: 'cancelled' });
    const answer = recordAnswer(record, { cancEffectiveDate: dayFromToday(10), cancOption: 'shortrate' });
    mockFetch(({ method, url }) =>
      method === 'GET' && url.pathname === `/api/applications/${ID}/cancellationRecord`
        ? { body: answer }
        : undefined,
    );
    renderWithProviders(
      <CancellationRecordModal
        type="CancellationRecord"
        callToAction="Test"
        applicationId={ID}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Dossier de résiliation' });
    const earned = await within(dialog).findByRole('table', { name: 'Primes acquises et soldes' });
    const premium = formatMoney(answer.transactionData.policyPremium, 'fr-CA');
    expect(within(earned).getByRole('row', { name: `Prime de la police ${premium}` })).toBeInTheDocument();
    expect(within(dialog).getByText('Locataire – déménagement')).toBeInTheDocument();
    expect(within(dialog).getByText('Résiliation de la police')).toBeInTheDocument();
    expect(within(dialog).getByText('TAUX À COURT TERME')).toBeInTheDocument();
    expect(within(dialog).getByText('Produit').nextElementSibling).toHaveTextContent(
      /^Assurance des locataires$/,
    );
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('offers the descriptions and options in the domain’s French, and in the spec’s English in en-CA', async () => {
    setLocale('fr-CA');
    const { unmount } = renderWithProviders(
      <CancelPolicyDialog record={makeBoundPolicy()} mode="full" onClose={() => {}} />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: /^Description de la résiliation/ }));
    const french = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(french).toEqual(FRENCH_DESCRIPTIONS);
    expect(screen.getByRole('button', { name: FRENCH_OPTIONS[3] })).toBeInTheDocument();
    unmount();

    setLocale('en-CA');
    renderWithProviders(<CancelPolicyDialog record={makeBoundPolicy()} mode="full" onClose={() => {}} />);
    await userEvent.click(screen.getByRole('combobox', { name: /^Cancellation description/ }));
    const english = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(english).toEqual([...CANCELLATION_DESCRIPTIONS]);
    for (const label of Object.values(CANCELLATION_OPTION_LABELS))
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  });

  it('names every option in French', () => {
    setLocale('fr-CA');
    renderWithProviders(<CancellationOptionPicker value="shortrate" onChange={() => {}} />);
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(FRENCH_OPTIONS);
  });

  it('shows a reason a user typed as typed, never as a history text ("Moved to the moon")', async () => {
    setLocale('fr-CA');
    const ID = applicationId(1);
    const record = makeBoundPolicy({ status: 'cancelled' });
    const answer = recordAnswer(record, { cancEffectiveDate: dayFromToday(10), cancOption: 'flat' });
    answer.transactionData.cancellationReason = 'Moved to the moon';
    answer.transactionData.cancellationOption = BROKER_CANCELLATION_DESCRIPTION;
    mockFetch(({ method, url }) =>
      method === 'GET' && url.pathname === `/api/applications/${ID}/cancellationRecord`
        ? { body: answer }
        : undefined,
    );
    renderWithProviders(
      <CancellationRecordModal
        type="CancellationRecord"
        callToAction="Test"
        applicationId={ID}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dossier de résiliation' });
    expect(await within(dialog).findByText('Moved to the moon')).toBeInTheDocument();
    expect(within(dialog).getByText('résiliée par le courtier')).toBeInTheDocument();
    expect(within(dialog).getByText(FRENCH_OPTIONS[3]!)).toBeInTheDocument();
  });
});

/** The French the domain's labels give the descriptions and options (packages/domain/src/i18n/fr/labels.ts). */
const FRENCH_DESCRIPTIONS = [
  'Résiliation de la police',
  'Résiliation de la police (PMC appliquée)',
  'Résiliation de la police pour non-paiement',
  'Résiliation de la police pour non-paiement (PMC appliquée)',
  'Résiliation de la police par l’assureur',
  'Résiliation depuis l’origine',
];
const FRENCH_OPTIONS = ['TAUX À COURT TERME', 'AU PRORATA', 'PMC', 'DEPUIS L’ORIGINE'];
