import type { PaymentPeriod } from '../statuses.ts';

/** The card processor account a payment is taken on. */
export type PaymentAccount = 'main' | 'finance';

/**
 * Launch of the main card account (spec section 9): 1714546800000 ms since the epoch, that is
 * 2024-05-01T07:00:00Z (midnight, 1 May 2024, Vancouver time).
 */
export const MAIN_ACCOUNT_LAUNCH_AT = 1714546800000;

/**
 * Which card account takes a payment (spec section 9, card payment account): a monthly plan uses
 * the finance account; any other plan uses the main account on or after the launch timestamp, and
 * the finance account before it.
 */
export function paymentAccountFor(period: PaymentPeriod, at: Date): PaymentAccount {
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid payment date');
  if (period === 'monthly') return 'finance';
  return at.getTime() >= MAIN_ACCOUNT_LAUNCH_AT ? 'main' : 'finance';
}
