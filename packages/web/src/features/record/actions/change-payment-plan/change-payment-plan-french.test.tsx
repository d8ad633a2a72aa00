import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangePaymentPlanQuoteResponse } from '@bm/contracts';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { applicationId, makeApplication } from '../../../../test/crm-fixtures.ts';
import { ChangePaymentPlanFigures } from './change-payment-plan-figures.tsx';
import { ChangePaymentPlanModal } from './change-payment-plan-modal.tsx';

afterEach(() => {
  setLocale('en-CA');
  vi.unstubAllGlobals();
});

const ID = applicationId(1);
const line = (n: number) => ({
  id: `1c000000-0000-4000-8000-00000000000${n}`,
  number: `TEN-2025-100001-0${n}`,
  dueDate: `2026-0${n}-01T08:00:00.000Z`,
  outstanding: 10_000,
});
const parts = (amount: number) => ({
  amount,
  premium: amount - 1_000,
  premiumTax: 700,
  financingFee: 150,
  surcharge: 140,
  surchargePst: 10,
  fees: 0,
});
const QUOTE: ChangePaymentPlanQuoteResponse = {
  from: 'monthly',
  to: 'instalment',
  movedAmount: 300_000,
  financingFeeReturned: 900,
  financingFeeAdded: 450,
  surchargeReturned: 600,
  surchargeAdded: 300,
  premiumTaxBefore: 2_400,
  premiumTaxAfter: 2_100,
  scheduledAmount: 298_950,
  overdueAmount: 10_000,
  chargeNow: 0,
  moved: [line(3), line(4), line(5)],
  payments: [
    { instalmentNumber: 13, dueDay: '2026-06-01', parts: parts(149_475) },
    { instalmentNumber: 14, dueDay: '2026-09-01', parts: parts(149_475) },
  ],
  overdue: [line(2)],
  funding: 'credit',
  hasCardOnFile: true,
  account: 'main',
  refusal: null,
  message: null,
};

/** Decision 0079: the change of payment plan in French. */
describe('the change of payment plan in French', () => {
  it('shows the figures in French, money as 1 234,56 $', () => {
    setLocale('fr-CA');
    renderWithProviders(<ChangePaymentPlanFigures quote={QUOTE} />);
    const figures = screen.getByRole('table', { name: 'Montants du changement de mode de paiement' });
    expect(within(figures).getByText('Paiements déplacés')).toBeInTheDocument();
    expect(within(figures).getByText('3 000,00 $')).toBeInTheDocument();
    expect(within(figures).getByText('−9,00 $')).toBeInTheDocument();
    expect(within(figures).getByText('2 paiements')).toBeInTheDocument();
    const schedule = screen.getByRole('table', { name: 'Nouveau calendrier de paiements' });
    expect(within(schedule).getByText('Paiement 13')).toBeInTheDocument();
    expect(within(schedule).getAllByText('1 494,75 $')).toHaveLength(2);
    expect(screen.getByTestId('plan-change-charge')).toHaveTextContent(
      /^Rien n’est porté maintenant\s: .* La facture en souffrance \(100,00\s\$\) reste telle quelle\.$/,
    );
  });

  it('offers the other plans in French', async () => {
    mockFetch(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/api/applications/${ID}`)
        return { body: makeApplication({ status: 'bound', paymentPeriod: 'monthly' }) };
      return undefined;
    });
    setLocale('fr-CA');
    renderWithProviders(<ChangePaymentPlanModal
        type="ChangePaymentPlan"
        applicationId={ID}
        callToAction="test"
        onClose={() => {}}
      />);
    expect(await screen.findByText(/^Mode actuel/)).toHaveTextContent(/^Mode actuel\s: Mensuel$/);
    const dialog = screen.getByRole('dialog', { name: 'Changer de mode de paiement' });
    expect(within(dialog).getByRole('radio', { name: 'Annuel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Versements' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Changer de mode' })).toBeDisabled();
  });
});
