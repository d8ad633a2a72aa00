import { addDaysToDay, calendarDaysBetween } from '../calendar-days.ts';
import { CONSTRUCTION_PRODUCTS } from '../endorsement/product-groups.ts';
import type { PaymentPeriod } from '../statuses.ts';

/**
 * When a scheduled payment is charged to the card on file, and retried when it is declined (NSF).
 * Source: shared/reference/domain-facts.md, "Delinquency" (the live product's broker help centre):
 * annual plans are retried 7 and 1 days before and 9 days after the due date; monthly plans 2, 5
 * and 9 days after. Each list is the days from the due date of every attempt, the first being the
 * charge itself: an annual payment is first tried 7 days ahead of its due date, a monthly one on it.
 * Instalment plans are collected as monthly ones (a payment of the plan falls due, then is retried).
 */
export const COLLECTION_ATTEMPT_DAYS: Readonly<Record<PaymentPeriod, readonly number[]>> = {
  annual: [-7, -1, 9],
  monthly: [0, 2, 5, 9],
  instalment: [0, 2, 5, 9],
};

/**
 * Days of notice between the delivery of the registered letter sent after the last failed retry and
 * the cancellation for non-payment. Source: the statutory conditions of the provincial Insurance
 * Acts (e.g. Ontario, R.S.O. 1990 c. I.8, s. 148, Statutory Condition 5: termination by the insurer
 * on 15 days' notice by registered mail, the days running from the letter's delivery;
 * shared/reference/domain-facts.md, "Non-payment notice").
 */
export const NON_PAYMENT_NOTICE_DAYS = 15;

/** The plans whose later payments are collected by the job (the first is paid at bind). */
export function collectsLaterPayments(period: PaymentPeriod): boolean {
  return period === 'monthly' || period === 'instalment';
}

/** The day (YYYY-MM-DD) of each attempt to collect a payment due on `dueDay`. */
export function collectionAttemptDays(period: PaymentPeriod, dueDay: string): string[] {
  return COLLECTION_ATTEMPT_DAYS[period].map((offset) => addDaysToDay(dueDay, offset));
}

export interface CollectionState {
  period: PaymentPeriod;
  /** The payment's due day, YYYY-MM-DD (Vancouver). */
  dueDay: string;
  /** Attempts made so far (each one declined, else the payment would be paid). */
  attemptsMade: number;
  /** Today, YYYY-MM-DD (Vancouver). */
  today: string;
}

export type CollectionStep =
  /** Charge now: attempt `attempt` (1 = the charge itself, then the retries); `last` when no retry follows. */
  | { kind: 'charge'; attempt: number; last: boolean }
  /** Nothing to do today; the next attempt is on `day`. */
  | { kind: 'wait'; day: string }
  /** Every attempt was made and declined. */
  | { kind: 'exhausted' };

/**
 * What the collections job does today with an unpaid scheduled payment. An attempt missed on its
 * day (the job did not run) is made on the next run, never two at once: attempts are counted, not
 * dated, so a payment is charged at most once per run and never more often than its schedule.
 */
export function nextCollectionStep(state: CollectionState): CollectionStep {
  if (!Number.isInteger(state.attemptsMade) || state.attemptsMade < 0) {
    throw new RangeError(`attemptsMade must be a whole number, got ${state.attemptsMade}`);
  }
  const days = collectionAttemptDays(state.period, state.dueDay);
  if (state.attemptsMade >= days.length) return { kind: 'exhausted' };
  const day = days[state.attemptsMade]!;
  if (calendarDaysBetween(day, state.today) < 0) return { kind: 'wait', day };
  const attempt = state.attemptsMade + 1;
  return { kind: 'charge', attempt, last: attempt === days.length };
}

/** The cancellation day for non-payment when the registered letter is delivered on `deliveredDay`. */
export function nonPaymentCancellationDay(deliveredDay: string): string {
  return addDaysToDay(deliveredDay, NON_PAYMENT_NOTICE_DAYS);
}

/** The idempotency key of one collection attempt: a job that runs twice, or in two processes, charges once. */
export function collectionAttemptKey(invoiceId: string, attempt: number): string {
  return `collect:${invoiceId}:${attempt}`;
}

/**
 * Products whose premium is fully earned once written (house choice: the construction risks,
 * builders risk and course of construction, whose cover is bought for a project that has started):
 * cancelled for non-payment they keep the minimum retained premium (MRP). Every other product is
 * cancelled by the insurer pro rata (shared/reference/domain-facts.md, "Pro rata ... used when the
 * insurer cancels").
 */
export const NON_PAYMENT_MRP_PRODUCTS: readonly string[] = CONSTRUCTION_PRODUCTS;

/** How a policy is cancelled for non-payment (spec 9's option and description, reason). */
export function nonPaymentCancellation(productId: string): {
  cancOption: 'prorata' | 'mrp';
  description: 'Policy Cancellation for Non-Payment' | 'Policy Cancellation for Non-Payment (MRP Applied)';
  reason: 'Cancelled by Insurer';
  reasonText: string;
} {
  const mrp = NON_PAYMENT_MRP_PRODUCTS.includes(productId);
  return {
    cancOption: mrp ? 'mrp' : 'prorata',
    description: mrp
      ? 'Policy Cancellation for Non-Payment (MRP Applied)'
      : 'Policy Cancellation for Non-Payment',
    reason: 'Cancelled by Insurer',
    reasonText: 'Non-payment of premium',
  };
}
