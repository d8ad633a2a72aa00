import type { ReinstatementPreview } from '@bm/contracts';
import type { Cents } from '@bm/domain';
import { applicationId } from '../../../../../test/crm-fixtures.ts';
import { mockFetch } from '../../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { ReinstatePolicyModal } from '../reinstate-policy-modal.tsx';

/** The cancelled policy the tests reinstate. */
export const ID = applicationId(1);

/**
 * The preview of reinstating a monthly policy cancelled on 2026-01-15 ('Tenant Moved'): $12.34 returned
 * at cancellation to invoice again, payment 5 of `amountDue` due 2026-02-01, and `balanceVoided` of the
 * cancellation's balance voided (none: its invoice is kept).
 */
export function makeReinstatementFigures({
  amountDue,
  balanceVoided,
}: {
  amountDue: Cents;
  balanceVoided: Cents;
}): ReinstatementPreview {
  const returnedAmount = 1_234;
  return {
    cancellationTransactionId: '7a000000-0000-4000-8000-000000000001',
    cancEffectiveDate: '2026-01-15',
    cancellationReason: 'Tenant Moved',
    policyExpiryDate: '2027-03-01',
    paymentPeriod: 'monthly',
    policyTotal: 120_000,
    returnedAmount,
    reinstatementInvoice: returnedAmount,
    invoices: [
      {
        sourceNumber: 'TEN-2025-100001-05',
        instalmentNumber: 5,
        isMpf: false,
        originalDueDay: '2026-01-01',
        dueDay: '2026-02-01',
        amountDue,
      },
    ],
    invoicesTotal: amountDue,
    voidBalanceInvoice: balanceVoided > 0,
    balanceVoided,
    balanceCredit: 0,
    unappliedCredit: 0,
    totalToInvoice: returnedAmount + amountDue,
  };
}

/** The Reinstate policy dialog on its own, its preview answered with `figures`. */
export function renderReinstateModal(figures: ReinstatementPreview) {
  mockFetch(({ method, url }) =>
    method === 'POST' && url.pathname === `/api/applications/${ID}/reinstate/preview`
      ? { body: figures }
      : undefined,
  );
  return renderWithProviders(
    <ReinstatePolicyModal type="ReinstatePolicy" callToAction="Test" applicationId={ID} onClose={() => {}} />,
  );
}
