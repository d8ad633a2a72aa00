import { calendarDaysBetween } from '../calendar-days.ts';
import { divRoundCents, type Cents } from '../money.ts';
import { firstDayOfMonth, monthOfDay, nextMonth } from './months.ts';

/**
 * Written, earned and unearned premium by month (issue 15 item 2; docs/decisions/0043), from the
 * premium each money-moving history row stored (report_figures.premium, decision 0039).
 *
 * - Written: a transaction's premium, in the Vancouver month it was booked (its history row's date).
 * - Earned: pro rata by day over the transaction's span, from its effective day to the policy's
 *   expiry (shared/reference/domain-facts.md, "Pro rata"). Fully earned premiums (an ERP, a custom
 *   premium) and a cancellation's return are earned on their effective day. A cancellation ends the
 *   earning of the transactions before it: what they had not yet earned is earned on the
 *   cancellation's effective day, so a pro-rata return nets to zero from then on and a short-rate
 *   one leaves its penalty earned on that day.
 * - Nothing is earned before it is booked: a back-dated change's catch-up lands in its booking
 *   month, so a closed month's figures never move.
 * Each figure is a difference of cumulative amounts rounded once (the one rounding rule), so the
 * months add up to the whole premium and unearned = written to date - earned to date, to the cent.
 */

/** History row types whose premium is earned on their effective day. */
export const EARNED_ON_EFFECTIVE_DAY_TYPES: readonly string[] = [
  'Cancellation',
  'Extended Reporting Period',
  'Custom Premium',
];

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

interface Span {
  start: string;
  /** The day the span would end with no cancellation (equal to start: earned on that day). */
  end: string;
  /** The first later cancellation: everything is earned on its day once it is booked. */
  cut: EarningTransaction | undefined;
}

function spanOf(policy: EarningPolicy, index: number): Span {
  const tx = policy.transactions[index]!;
  if (EARNED_ON_EFFECTIVE_DAY_TYPES.includes(tx.type) || tx.effectiveDay >= policy.expiryDay) {
    return { start: tx.effectiveDay, end: tx.effectiveDay, cut: undefined };
  }
  const cut = policy.transactions.slice(index + 1).find((later) => later.type === 'Cancellation');
  return { start: tx.effectiveDay, end: policy.expiryDay, cut };
}

/**
 * What transaction `index` of the policy has earned on the days before `boundary` (a YYYY-MM-DD day,
 * excluded), in cents, rounded once.
 */
export function earnedBefore(policy: EarningPolicy, index: number, boundary: string): Cents {
  const tx = policy.transactions[index];
  if (!tx) throw new RangeError(`No transaction ${index}`);
  if (boundary <= tx.bookedDay) return 0;
  const span = spanOf(policy, index);
  if (span.cut && boundary > span.cut.bookedDay && boundary > span.cut.effectiveDay) return tx.premium;
  const days = calendarDaysBetween(span.start, span.end);
  if (days <= 0) return boundary > span.start ? tx.premium : 0;
  const elapsed = Math.min(Math.max(calendarDaysBetween(span.start, boundary), 0), days);
  return divRoundCents(tx.premium * elapsed, days);
}

/** Written before `boundary`: the premium once booked. */
export const writtenBefore = (tx: EarningTransaction, boundary: string): Cents =>
  tx.bookedDay < boundary ? tx.premium : 0;

/** One transaction's figures in one month. */
export interface MonthPremium {
  written: Cents;
  earned: Cents;
  /** At the month's end: written to date - earned to date. */
  unearned: Cents;
}

/** One transaction's written, earned and unearned premium in `month`. */
export function transactionMonth(policy: EarningPolicy, index: number, month: string): MonthPremium {
  const tx = policy.transactions[index]!;
  const start = firstDayOfMonth(month);
  const end = firstDayOfMonth(nextMonth(month));
  const earnedToEnd = earnedBefore(policy, index, end);
  return {
    written: monthOfDay(tx.bookedDay) === month ? tx.premium : 0,
    earned: earnedToEnd - earnedBefore(policy, index, start),
    unearned: writtenBefore(tx, end) - earnedToEnd,
  };
}

/** Unearned premium of one transaction when `month` opens. */
export function unearnedAtStart(policy: EarningPolicy, index: number, month: string): Cents {
  const start = firstDayOfMonth(month);
  return writtenBefore(policy.transactions[index]!, start) - earnedBefore(policy, index, start);
}
