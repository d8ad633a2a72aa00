import type { Cents } from '../money.ts';
import {
  earningSchedules,
  monthBounds,
  scheduleEarnedBefore,
  scheduleMonth,
  scheduleWrittenBefore,
  type EarningPolicy,
} from './earning.ts';

/** A policy's transactions with what the report's rows name (for the drill-down). */
export interface PremiumReportPolicy extends EarningPolicy {
  applicationId: string;
}

export interface PremiumMonthRow {
  month: string;
  written: Cents;
  earned: Cents;
  /** Unearned premium at the month's end. */
  unearned: Cents;
}

/** One transaction's share of one month's figures (a drill-down row). */
export interface PremiumDrillRow extends PremiumMonthRow {
  applicationId: string;
  transactionId: string;
}

export interface PremiumReport {
  months: PremiumMonthRow[];
  /** Unearned premium when the first month opens. */
  openingUnearned: Cents;
  /** written and earned: sums of the months; unearned: at the last month's end. */
  totals: { written: Cents; earned: Cents; unearned: Cents };
}

/**
 * Folds policies into the premium report of `months` (consecutive, in order). Policies can be fed
 * in batches: the accumulator is the report so far. Every figure is a sum of per-transaction
 * figures, and closing unearned = opening unearned + written - earned, to the cent.
 */
export function emptyPremiumReport(months: readonly string[]): PremiumReport {
  return {
    months: months.map((month) => ({ month, written: 0, earned: 0, unearned: 0 })),
    openingUnearned: 0,
    totals: { written: 0, earned: 0, unearned: 0 },
  };
}

/** The months' bounds as day numbers, computed once per report. */
const reportBounds = new WeakMap<PremiumReport, { start: number; end: number }[]>();
function boundsOf(report: PremiumReport) {
  let bounds = reportBounds.get(report);
  if (!bounds) {
    bounds = report.months.map((row) => monthBounds(row.month));
    reportBounds.set(report, bounds);
  }
  return bounds;
}

export function addToPremiumReport(report: PremiumReport, policy: EarningPolicy): void {
  const months = report.months;
  if (months.length === 0) return;
  const bounds = boundsOf(report);
  const opening = bounds[0]!.start;
  let written = 0;
  let earned = 0;
  // The hot loop of the report (a policy x a month): cumulative earned once per month end, no
  // allocation; each month's figures are the same differences scheduleMonth gives.
  for (const schedule of earningSchedules(policy)) {
    let earnedBefore = scheduleEarnedBefore(schedule, opening);
    const writtenBefore = scheduleWrittenBefore(schedule, opening);
    report.openingUnearned += writtenBefore - earnedBefore;
    // Booked and wholly earned before the period: nothing in any month.
    if (writtenBefore === schedule.premium && earnedBefore === schedule.premium) continue;
    for (let index = 0; index < months.length; index += 1) {
      const row = months[index]!;
      const { start, end } = bounds[index]!;
      const earnedToEnd = scheduleEarnedBefore(schedule, end);
      if (schedule.booked >= start && schedule.booked < end) {
        row.written += schedule.premium;
        written += schedule.premium;
      }
      row.earned += earnedToEnd - earnedBefore;
      earned += earnedToEnd - earnedBefore;
      row.unearned += scheduleWrittenBefore(schedule, end) - earnedToEnd;
      earnedBefore = earnedToEnd;
    }
  }
  report.totals = {
    written: report.totals.written + written,
    earned: report.totals.earned + earned,
    unearned: months[months.length - 1]!.unearned,
  };
}

/**
 * What writing the transactions `added` moves the figures of `months` by, for one policy: its
 * figures from every transaction less its figures from the others (each figure is a sum over the
 * policy's transactions, but a cancellation cuts the earning of the lines before it, so the policy
 * is computed whole both times). Only the months that move, in order.
 */
export function premiumMonthsDelta(
  policy: EarningPolicy,
  added: ReadonlySet<string>,
  months: readonly string[],
): PremiumMonthRow[] {
  const after = emptyPremiumReport(months);
  addToPremiumReport(after, policy);
  const before = emptyPremiumReport(months);
  const earlier = policy.transactions.filter((tx) => !added.has(tx.id));
  if (earlier.length > 0) addToPremiumReport(before, { ...policy, transactions: earlier });
  return after.months
    .map((row, index) => {
      const was = before.months[index]!;
      return {
        month: row.month,
        written: row.written - was.written,
        earned: row.earned - was.earned,
        unearned: row.unearned - was.unearned,
      };
    })
    .filter((row) => row.written !== 0 || row.earned !== 0 || row.unearned !== 0);
}

/** The transactions behind one month's figures: every one with a written, earned or unearned amount. */
export function premiumDrillRows(policy: PremiumReportPolicy, month: string): PremiumDrillRow[] {
  const bounds = monthBounds(month);
  const schedules = earningSchedules(policy);
  return policy.transactions.flatMap((tx, index) => {
    const figures = scheduleMonth(schedules[index]!, bounds);
    if (figures.written === 0 && figures.earned === 0 && figures.unearned === 0) return [];
    return [{ month, applicationId: policy.applicationId, transactionId: tx.id, ...figures }];
  });
}

/** A month's written, earned and closing unearned premium, as the month-close job stores it. */
export type PremiumMonthFigures = Omit<PremiumMonthRow, 'month'>;

/**
 * The months of `months` a report must compute, as runs of consecutive months without stored
 * figures (one pass computes a run; a run reads only the policies that can move its months), in
 * order; empty when every month is stored.
 */
export function monthsToCompute(
  months: readonly string[],
  stored: ReadonlyMap<string, PremiumMonthFigures>,
): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  for (const month of months) {
    if (!stored.has(month)) run.push(month);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * The premium report of `months` from the closed months' stored figures and `computed`, the reports
 * of the runs of monthsToCompute: each month's figures are the stored ones or the computed ones. Opening unearned is the first month's closing unearned less its written plus its
 * earned (closing = opening + written - earned, to the cent, for stored and computed months alike).
 * Closed months never move (the booked-month rule), so this equals the report computed whole.
 */
export function premiumReportFrom(
  months: readonly string[],
  stored: ReadonlyMap<string, PremiumMonthFigures>,
  computed: readonly PremiumReport[],
): PremiumReport {
  const computedRows = new Map(computed.flatMap((report) => report.months.map((row) => [row.month, row])));
  const rows = months.map((month): PremiumMonthRow => {
    const figures = stored.get(month) ?? computedRows.get(month);
    if (!figures) throw new RangeError(`No figures for ${month}: neither stored nor computed`);
    return { month, written: figures.written, earned: figures.earned, unearned: figures.unearned };
  });
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    months: rows,
    openingUnearned: first ? first.unearned - first.written + first.earned : 0,
    totals: {
      written: rows.reduce((sum, row) => sum + row.written, 0),
      earned: rows.reduce((sum, row) => sum + row.earned, 0),
      unearned: last?.unearned ?? 0,
    },
  };
}
