import { dayNumber } from '../calendar-days.ts';
import { divRoundCents, type Cents } from '../money.ts';
import { firstDayOfMonth, nextMonth } from './months.ts';

/**
 * Written, earned and unearned premium by month (issue 15 item 2; docs/decisions/0043), from the
 * premium each money-moving history row stored (report_figures.premium, decision 0039).
 *
 * - Written: a transaction's premium, in the Vancouver month it was booked (its history row's date).
 * - Earned: pro rata by day over the transaction's span, from its effective day to the policy's
 *   expiry (shared/reference/domain-facts.md, "Pro rata"). A custom premium likewise, over the
 *   period it covers (its effective day, else the policy's, to the expiry), the same way on every
 *   product (issue 24 item 6; it is fully earned only in that a cancellation does not return it).
 *   An ERP and a cancellation's return are earned on their effective day. A cancellation ends the
 *   earning of the transactions before it: what they had not yet earned is earned on the
 *   cancellation's effective day, so a pro-rata return nets to zero from then on and a short-rate
 *   one leaves its penalty earned on that day.
 * - Nothing is earned before it is booked: a back-dated change's catch-up lands in its booking
 *   month, so a closed month's figures never move.
 * Each figure is a difference of cumulative amounts rounded once (the one rounding rule), so the
 * months add up to the whole premium and unearned = written to date - earned to date, to the cent.
 */

/** History row types whose premium is earned on their effective day. */
export const EARNED_ON_EFFECTIVE_DAY_TYPES: readonly string[] = ['Cancellation', 'Extended Reporting Period'];

export interface EarningTransaction {
  id: string;
  type: string;
  /** Signed premium of the transaction, cents (a return is negative). */
  premium: Cents;
  /** First day the premium covers, YYYY-MM-DD (Vancouver). */
  effectiveDay: string;
  /** The Vancouver day the transaction was booked (written), YYYY-MM-DD. */
  bookedDay: string;
}

export interface EarningPolicy {
  /** The term's expiry day, YYYY-MM-DD. */
  expiryDay: string;
  /** The policy's transactions in the order they were booked. */
  transactions: readonly EarningTransaction[];
}

/** A transaction's earning as day numbers (days since 1970-01-01), computed once per policy. */
export interface EarningSchedule {
  premium: Cents;
  booked: number;
  start: number;
  /** The day the span would end with no cancellation (equal to start: earned on that day). */
  end: number;
  /** The first later cancellation's effective and booked days: everything is earned on its day once it is booked. */
  cutDay: number | null;
  cutBooked: number | null;
}

function day(value: string): number {
  const number = dayNumber(value);
  if (number === null) throw new RangeError(`Not a YYYY-MM-DD date: ${value}`);
  return number;
}

/** Each transaction's schedule, in the policy's order. */
export function earningSchedules(policy: EarningPolicy): EarningSchedule[] {
  const expiry = day(policy.expiryDay);
  const txs = policy.transactions;
  return txs.map((tx, index) => {
    const start = day(tx.effectiveDay);
    const booked = day(tx.bookedDay);
    if (EARNED_ON_EFFECTIVE_DAY_TYPES.includes(tx.type) || start >= expiry) {
      return { premium: tx.premium, booked, start, end: start, cutDay: null, cutBooked: null };
    }
    let cut: EarningTransaction | undefined;
    for (let later = index + 1; later < txs.length && !cut; later += 1) {
      if (txs[later]!.type === 'Cancellation') cut = txs[later];
    }
    return {
      premium: tx.premium,
      booked,
      start,
      end: expiry,
      cutDay: cut ? day(cut.effectiveDay) : null,
      cutBooked: cut ? day(cut.bookedDay) : null,
    };
  });
}

/** What a schedule has earned on the days before day number `boundary` (excluded), rounded once. */
export function scheduleEarnedBefore(s: EarningSchedule, boundary: number): Cents {
  if (boundary <= s.booked) return 0;
  if (s.cutDay !== null && boundary > s.cutBooked! && boundary > s.cutDay) return s.premium;
  const days = s.end - s.start;
  if (days <= 0) return boundary > s.start ? s.premium : 0;
  const elapsed = Math.min(Math.max(boundary - s.start, 0), days);
  return divRoundCents(s.premium * elapsed, days);
}

/**
 * What transaction `index` of the policy has earned on the days before `boundary` (a YYYY-MM-DD day,
 * excluded), in cents, rounded once.
 */
export function earnedBefore(policy: EarningPolicy, index: number, boundary: string): Cents {
  const schedule = earningSchedules(policy)[index];
  if (!schedule) throw new RangeError(`No transaction ${index}`);
  return scheduleEarnedBefore(schedule, day(boundary));
}

/** Written before day number `boundary`: the premium once booked. */
export const scheduleWrittenBefore = (s: EarningSchedule, boundary: number): Cents =>
  s.booked < boundary ? s.premium : 0;

/** One transaction's figures in one month. */
export interface MonthPremium {
  written: Cents;
  earned: Cents;
  /** At the month's end: written to date - earned to date. */
  unearned: Cents;
}

/** The day numbers a month starts and ends on (the next month's first day). */
export function monthBounds(month: string): { start: number; end: number } {
  return { start: day(firstDayOfMonth(month)), end: day(firstDayOfMonth(nextMonth(month))) };
}

/** A schedule's written, earned and unearned premium in the month with these bounds. */
export function scheduleMonth(s: EarningSchedule, bounds: { start: number; end: number }): MonthPremium {
  const earnedToEnd = scheduleEarnedBefore(s, bounds.end);
  return {
    written: s.booked >= bounds.start && s.booked < bounds.end ? s.premium : 0,
    earned: earnedToEnd - scheduleEarnedBefore(s, bounds.start),
    unearned: scheduleWrittenBefore(s, bounds.end) - earnedToEnd,
  };
}

/** One transaction's written, earned and unearned premium in `month`. */
export function transactionMonth(policy: EarningPolicy, index: number, month: string): MonthPremium {
  const schedule = earningSchedules(policy)[index];
  if (!schedule) throw new RangeError(`No transaction ${index}`);
  return scheduleMonth(schedule, monthBounds(month));
}
