import type { Cents } from '../money.ts';
import { transactionMonth, unearnedAtStart, type EarningPolicy } from './earning.ts';

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

export function addToPremiumReport(report: PremiumReport, policy: EarningPolicy): void {
  const first = report.months[0];
  if (!first) return;
  policy.transactions.forEach((_, index) => {
    report.openingUnearned += unearnedAtStart(policy, index, first.month);
    for (const row of report.months) {
      const figures = transactionMonth(policy, index, row.month);
      row.written += figures.written;
      row.earned += figures.earned;
      row.unearned += figures.unearned;
    }
  });
  const last = report.months[report.months.length - 1]!;
  report.totals = {
    written: report.months.reduce((sum, row) => sum + row.written, 0),
    earned: report.months.reduce((sum, row) => sum + row.earned, 0),
    unearned: last.unearned,
  };
}

/** The transactions behind one month's figures: every one with a written, earned or unearned amount. */
export function premiumDrillRows(policy: PremiumReportPolicy, month: string): PremiumDrillRow[] {
  return policy.transactions.flatMap((tx, index) => {
    const figures = transactionMonth(policy, index, month);
    if (figures.written === 0 && figures.earned === 0 && figures.unearned === 0) return [];
    return [{ month, applicationId: policy.applicationId, transactionId: tx.id, ...figures }];
  });
}
