import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReinstatementPreview } from '@bm/contracts';
import { REINSTATEMENT_REASONS } from '@bm/domain';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { applicationId } from '../../../../test/crm-fixtures.ts';
import { OpenLapsedPolicyModal } from './open-lapsed-policy-modal.tsx';
import { ReinstatePolicyModal } from './reinstate-policy-modal.tsx';

afterEach(() => {
  setLocale('en-CA');
  vi.unstubAllGlobals();
});

const ID = applicationId(1);
const FIGURES: ReinstatementPreview = {
  cancellationTransactionId: '7a000000-0000-4000-8000-000000000001',
  cancEffectiveDate: '2026-01-15',
  cancellationReason: 'Tenant Moved',
  policyExpiryDate: '2027-03-01',
  paymentPeriod: 'monthly',
  policyTotal: 120_000,
  returnedAmount: 1_234,
  reinstatementInvoice: 1_234,
  invoices: [
    {
      sourceNumber: 'TEN-2025-100001-05',
      instalmentNumber: 5,
      isMpf: false,
      originalDueDay: '2026-01-01',
      dueDay: '2026-02-01',
      amountDue: 100_000,
    },
  ],
  invoicesTotal: 100_000,
  voidBalanceInvoice: false,
  balanceVoided: 0,
  balanceCredit: 0,
  unappliedCredit: 0,
  totalToInvoice: 101_234,
};

/** Decision 0079: the reinstatement and open-lapsed-policy dialogs in French. */
describe('the reinstatement in French', () => {
  it('shows the figures in French, amounts as 1 012,34 $, and reinstates with « Remettre en vigueur »', async () => {
    setLocale('fr-CA');
    mockFetch(({ method, url }) =>
      method === 'POST' && url.pathname === `/api/applications/${ID}/reinstate/preview`
        ? { body: FIGURES }
        : undefined,
    );
    renderWithProviders(
      <ReinstatePolicyModal
        type="ReinstatePolicy"
        callToAction="Test"
        applicationId={ID}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remettre la police en vigueur' });
    const table = await within(dialog).findByRole('table', { name: 'Montants de la remise en vigueur' });
    expect(
      within(table).getByRole('row', { name: 'Versement 5 dû le 2026-02-01 1\u00a0000,00\u00a0$' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('reinstatement-total').textContent).toBe('1\u00a0012,34\u00a0$');
    expect(
      within(dialog).getByRole('combobox', { name: /^Motif de la remise en vigueur/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Précisions/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remettre en vigueur' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('opens a lapsed policy in French', () => {
    setLocale('fr-CA');
    renderWithProviders(
      <OpenLapsedPolicyModal
        type="OpenLapsedPolicyModal"
        callToAction="Test"
        applicationId={ID}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Rouvrir une police échue' });
    expect(within(dialog).getByLabelText(/^Commentaire/)).toBeInTheDocument();
    expect(within(dialog).getByText('Pièces justificatives (PDF)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Rouvrir la police' })).toBeInTheDocument();
  });

  it('offers the spec’s reinstatement reasons in the domain’s French, and in English in en-CA', async () => {
    for (const locale of ['fr-CA', 'en-CA'] as const) {
      setLocale(locale);
      mockFetch(({ method, url }) =>
        method === 'POST' && url.pathname === `/api/applications/${ID}/reinstate/preview`
          ? { body: FIGURES }
          : undefined,
      );
      const { unmount } = renderWithProviders(
        <ReinstatePolicyModal
          type="ReinstatePolicy"
          callToAction="Test"
          applicationId={ID}
          onClose={() => {}}
        />,
      );
      const dialog = await screen.findByRole('dialog');
      const name = locale === 'fr-CA' ? /^Motif de la remise en vigueur/ : /^Reinstatement reason/;
      await userEvent.click(within(dialog).getByRole('combobox', { name }));
      const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
      expect(options).toEqual(
        locale === 'fr-CA'
          ? ['Erreur de traitement', 'Approbation de l’assureur ou du directeur de produit']
          : [...REINSTATEMENT_REASONS],
      );
      unmount();
      vi.unstubAllGlobals();
    }
  });
});
