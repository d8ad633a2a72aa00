import type { Cents } from '../money.ts';
import type { PaymentPeriod } from '../statuses.ts';
import type { ScheduledPayment } from './types.ts';

/** How a plan is paid: the number of card charges and the months between two of them. */
export interface PaymentPlan {
  payments: number;
  monthsBetween: number;
}

/**
 * The payment plans of a 12-month policy: annual is paid in full at bind, monthly in 12 charges a
 * month apart, instalment in 4 quarterly charges. The first charge of every plan is taken at bind.
 */
export const PAYMENT_PLANS: Record<PaymentPeriod, PaymentPlan> = {
  annual: { payments: 1, monthsBetween: 12 },
  monthly: { payments: 12, monthsBetween: 1 },
  instalment: { payments: 4, monthsBetween: 3 },
};

/**
 * Splits an amount into `parts` whole-cent shares that add up to it exactly; the leftover cents
 * (fewer than `parts`) go on the first share.
 */
export function splitEvenly(amount: Cents, parts: number): Cents[] {
  if (!Number.isInteger(amount)) throw new RangeError(`Amount must be whole cents, got ${amount}`);
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError(`Cannot split into ${parts} parts`);
  const share = Math.trunc(amount / parts);
  const leftover = amount - share * parts;
  return Array.from({ length: parts }, (_, index) => (index === 0 ? share + leftover : share));
}

/**
 * The payments of a plan for a total in cents: annual one payment at bind; monthly 12 payments
 * (monthOffset 0..11); instalment 4 quarterly payments (monthOffset 0, 3, 6, 9). The amounts add
 * up to the total exactly, leftover cents on the first payment.
 */
export function paymentSchedule(total: Cents, period: PaymentPeriod): ScheduledPayment[] {
  const plan = PAYMENT_PLANS[period];
  return splitEvenly(total, plan.payments).map((amount, index) => ({
    sequence: index + 1,
    monthOffset: index * plan.monthsBetween,
    amount,
  }));
}
