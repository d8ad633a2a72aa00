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

/** What the user picks in the Cancel policy modal: day, option and waivers (none by default). */
export interface CancellationChoice {
  cancEffectiveDate: string;
  cancOption: string;
  feeWaived?: boolean;
  adminFeeWaived?: boolean;
  missedPaymentFeeWaived?: boolean;
}

const withWaivers = (choice: CancellationChoice) => ({
  feeWaived: false,
  adminFeeWaived: false,
  missedPaymentFeeWaived: false,
  ...choice,
});

/** POST .../cancellation/premiums: the figures the modal shows for a choice. */
export function cancellationPremiums(
  t: TestApp,
  cookie: string,
  applicationId: string,
  choice: CancellationChoice,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/applications/${applicationId}/cancellation/premiums`,
    headers: { cookie },
    payload: withWaivers(choice),
  });
}

/**
 * The save call of a cancellation (the endorsement endpoint with `cancellation`), submitting the
 * figures as they were shown, under a new idempotency key unless one is given.
 */
export function submitCancellation(
  t: TestApp,
  cookie: string,
  applicationId: string,
  choice: CancellationChoice,
  figures: Pick<CancellationPremiumsResponse, 'refundDue' | 'amountOwing'>,
  options: { reason?: string; idempotencyKey?: string; ticketNumber?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/applications/${applicationId}/endorsement`,
    headers: { cookie },
    payload: {
      cancellation: {
        ...withWaivers(choice),
        cancellationReason: options.reason ?? 'Tenant Moved',
        cancellationOption: 'Policy Cancellation',
        isManual: false,
        expectedRefundDue: figures.refundDue,
        expectedAmountOwing: figures.amountOwing,
      },
      ...(options.ticketNumber !== undefined ? { ticketNumber: options.ticketNumber } : {}),
      idempotencyKey: options.idempotencyKey ?? crypto.randomUUID(),
    },
  });
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
  const choice = { cancEffectiveDate: dayFromToday(days), cancOption: option };
  const premiums = await cancellationPremiums(t, cookie, applicationId, choice);
  expect(premiums.statusCode, premiums.body).toBe(200);
  const figures = premiums.json() as CancellationPremiumsResponse;
  const saved = await submitCancellation(t, cookie, applicationId, choice, figures, { reason });
  expect(saved.statusCode, saved.body).toBe(200);
  return figures;
}
