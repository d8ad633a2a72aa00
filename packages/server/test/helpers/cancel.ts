import { expect } from 'vitest';
import type { CancellationPremiumsResponse } from '@bm/contracts';
import { dayFromToday } from './forms.ts';
import type { TestApp } from './test-app.ts';

export interface CancelOptions {
  /** Days from today to the cancellation's effective day. */
  days: number;
  /** pro rata or short rate (spec: cancOption). */
  option?: string;
  reason?: string;
}

/**
 * Cancels a bound policy through the API as the user of `cookie` (endorsement staff, an underwriter
 * or a super admin get the full flow): reads the figures, then submits them as shown. Returns the
 * figures.
 */
export async function cancelPolicy(
  t: TestApp,
  cookie: string,
  applicationId: string,
  { days, option = 'shortrate', reason = 'Tenant Moved' }: CancelOptions,
): Promise<CancellationPremiumsResponse> {
  const choice = {
    cancEffectiveDate: dayFromToday(days),
    cancOption: option,
    feeWaived: false,
    adminFeeWaived: false,
    missedPaymentFeeWaived: false,
  };
  const premiums = await t.app.inject({
    method: 'POST',
    url: `/api/applications/${applicationId}/cancellation/premiums`,
    headers: { cookie },
    payload: choice,
  });
  expect(premiums.statusCode, premiums.body).toBe(200);
  const figures = premiums.json() as CancellationPremiumsResponse;
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/applications/${applicationId}/endorsement`,
    headers: { cookie },
    payload: {
      cancellation: {
        ...choice,
        cancellationReason: reason,
        cancellationOption: 'Policy Cancellation',
        isManual: false,
        expectedRefundDue: figures.refundDue,
        expectedAmountOwing: figures.amountOwing,
      },
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return figures;
}
