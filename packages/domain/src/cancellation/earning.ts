import { addMonthsToDay } from '../dates.ts';
import { applyRate, roundCents, type Cents } from '../money.ts';
import { PAYMENT_PLANS } from '../rating/payment-schedule.ts';
import type { PremiumLine } from '../rating/types.ts';
import type { PaymentPeriod } from '../statuses.ts';
import { CANCELLATION_FEE_SCHEDULE, type CancellationFeeSchedule } from './cancellation-fees.ts';
import type { CancellationOption } from './options.ts';
import { proRataEarned, shortRateEarned, writtenPremium, type PremiumTimeline } from '../premium/timeline.ts';

/** `amount` x `part` / `whole`, rounded once, half away from zero. */
export function prorateCents(amount: Cents, part: number, whole: number): Cents {
  if (!(whole > 0)) throw new RangeError(`Cannot prorate over ${whole}`);
  return roundCents((amount * part) / whole);
}

/**
 * Premium earned (kept) under an option, over the premium timeline, rounded once:
 * - prorata: each segment's rates x its days in force / days in term (proRataEarned);
 * - shortrate: each segment's rates x the short-rate percent of the days it covers (terms other
 *   than a year scaled to 365 days) (shortRateEarned);
 * - mrp: the short-rate figure or the minimum retained premium (a share of the written premium),
 *   whichever is more (100% here);
 * - flat: nothing, as if never issued.
 * Days in force past the term count as the whole term.
 */
export function earnedPremiumFor(
  option: CancellationOption,
  timeline: PremiumTimeline,
  daysInForce: number,
  schedule: CancellationFeeSchedule = CANCELLATION_FEE_SCHEDULE,
): Cents {
  switch (option) {
    case 'prorata':
      return proRataEarned(timeline, daysInForce);
    case 'shortrate':
      return shortRateEarned(timeline, daysInForce);
    case 'mrp':
      return Math.max(
        shortRateEarned(timeline, daysInForce),
        applyRate(writtenPremium(timeline), schedule.minimumRetainedPremiumRate),
      );
    case 'flat':
      return 0;
  }
}

/**
 * How many payments of the plan fell due before the cancellation took effect: the first (charged
 * at bind) always, then each one whose due date (effective date + its month offset) is before the
 * cancellation date. A payment due on the cancellation date itself is for a period not covered.
 */
export function paymentsFallenDue(effectiveDay: string, cancelDay: string, period: PaymentPeriod): number {
  const plan = PAYMENT_PLANS[period];
  let due = 1;
  for (let index = 1; index < plan.payments; index += 1) {
    if (addMonthsToDay(effectiveDay, index * plan.monthsBetween) < cancelDay) due += 1;
  }
  return due;
}

/** Written premium per line key (lines sharing a key are added together), in the quote's order. */
export function premiumsByKey(lines: readonly PremiumLine[]): Record<string, Cents> {
  const byKey: Record<string, Cents> = {};
  for (const line of lines) byKey[line.key] = (byKey[line.key] ?? 0) + line.amount;
  return byKey;
}

/**
 * Spreads a total over weighted keys in proportion, in whole cents that add up to it exactly:
 * each share is truncated, then the cents left go one each to the largest remainders (ties to the
 * earlier key). Where plain rounding half away from zero already adds up, this gives the same
 * cents. Negative weights count as 0; with no positive weight everything is 0. Exact in BigInt.
 */
export function spreadInProportion(total: Cents, weights: Record<string, Cents>): Record<string, Cents> {
  const keys = Object.keys(weights);
  const positive = keys.map((key) => BigInt(Math.max(0, weights[key] ?? 0)));
  const whole = positive.reduce((sum, weight) => sum + weight, 0n);
  const result: Record<string, Cents> = Object.fromEntries(keys.map((key) => [key, 0]));
  if (whole === 0n || total === 0) return result;
  const sign = total < 0 ? -1 : 1;
  const magnitude = BigInt(Math.abs(total));
  const shares = positive.map((weight) => ({
    floor: (magnitude * weight) / whole,
    rest: (magnitude * weight) % whole,
  }));
  let left = magnitude - shares.reduce((sum, share) => sum + share.floor, 0n);
  const order = shares
    .map((share, index) => ({ index, rest: share.rest }))
    .sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of order) {
    if (left === 0n) break;
    const share = shares[index];
    if (share) share.floor += 1n;
    left -= 1n;
  }
  keys.forEach((key, index) => {
    const cents = Number(shares[index]?.floor ?? 0n) * sign;
    result[key] = cents === 0 ? 0 : cents;
  });
  return result;
}
