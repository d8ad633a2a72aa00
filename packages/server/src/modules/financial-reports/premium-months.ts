import { and, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  addToPremiumReport,
  emptyPremiumReport,
  monthOfInstant,
  monthsFrom,
  monthsToCompute,
  premiumReportFrom,
  type PremiumMonthFigures,
  type PremiumReport,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { policyTransactions, premiumClosedMonths, premiumMonthFigures } from '../../db/schema.ts';
import { computedPremiumReport, relevantPolicies } from './premium.ts';
import { brokeragesCondition, periodOfMonths, vancouverMonth, type Period } from './scope.ts';

/**
 * The premium report's closed months (docs/decisions/0049). Once a Vancouver month has ended its
 * written, earned and closing unearned premium never move (the booked-month rule, decision 0043:
 * nothing is earned before it is booked), so the month-close job stores them per brokerage once,
 * and a report sums the stored months and computes only the others, reading only the policies that
 * can move those. The exceptions (a history row written back-dated, a transfer, a new expiry)
 * re-open the months they move (the triggers of migration premium_closed_months), and the job
 * closes them again: stored months always equal the computation.
 */

/** The advisory lock of the month-close job; the re-opening triggers take it shared. */
const CLOSE_LOCK = sql`hashtextextended('premium-month-close', 0)`;
const INSERT_BATCH = 1_000;

/** The ended months from the first booked line on that are not stored, in order. */
async function monthsToClose(db: Db, now: Date): Promise<string[]> {
  const current = monthOfInstant(now);
  const [first] = await db
    .select({ month: vancouverMonth(sql`min(${policyTransactions.createdAt})`) })
    .from(policyTransactions)
    .where(isNotNull(policyTransactions.reportFigures));
  if (!first?.month || first.month >= current) return [];
  const stored = await db
    .select({ month: premiumClosedMonths.month })
    .from(premiumClosedMonths)
    .where(gte(premiumClosedMonths.month, first.month));
  const closed = new Set(stored.map((row) => row.month));
  return monthsFrom(first.month, current).filter((month) => month < current && !closed.has(month));
}

/**
 * The month-close job: stores every ended month not yet stored, per brokerage. Idempotent (a
 * stored month is skipped) and safe when two processes run it at once: the work is done under an
 * advisory lock, after reading again what is stored, and the inserts skip what exists.
 */
export async function closePremiumMonths(
  db: Db,
  now: Date,
): Promise<{ closed: number; months: string[]; figures: number }> {
  const none = { closed: 0, months: [], figures: 0 };
  if ((await monthsToClose(db, now)).length === 0) return none;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${CLOSE_LOCK})`);
    const months = await monthsToClose(tx, now);
    if (months.length === 0) return none;
    const closing = new Set(months);
    // One pass over the range from the first to the last month to close (usually one month).
    const period = periodOfMonths(monthsFrom(months[0]!, months[months.length - 1]!));
    const byBrokerage = new Map<string, PremiumReport>();
    for await (const batch of relevantPolicies(tx, undefined, period)) {
      for (const policy of batch) {
        let report = byBrokerage.get(policy.brokerageId);
        if (!report) {
          report = emptyPremiumReport(period.months);
          byBrokerage.set(policy.brokerageId, report);
        }
        addToPremiumReport(report, policy);
      }
    }
    await tx
      .insert(premiumClosedMonths)
      .values(months.map((month) => ({ month, closedAt: now })))
      .onConflictDoNothing();
    const rows = [...byBrokerage].flatMap(([brokerageId, report]) =>
      report.months
        .filter(
          (row) => closing.has(row.month) && (row.written !== 0 || row.earned !== 0 || row.unearned !== 0),
        )
        .map(({ month, written, earned, unearned }) => ({ month, brokerageId, written, earned, unearned })),
    );
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await tx
        .insert(premiumMonthFigures)
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflictDoNothing();
    }
    return { closed: months.length, months: months.slice(0, 24), figures: rows.length };
  });
}

/**
 * The stored months of `months` with their figures summed over `brokerages` (null: every one). One
 * statement, so a month re-opened meanwhile is either stored with its figures or not stored.
 */
export async function storedPremiumMonths(
  db: Db,
  brokerages: string[] | null,
  months: string[],
): Promise<Map<string, PremiumMonthFigures>> {
  const figures = and(
    sql`${premiumMonthFigures.month} = ${premiumClosedMonths.month}`,
    brokerages === null
      ? undefined
      : brokerages.length > 0
        ? inArray(premiumMonthFigures.brokerageId, brokerages)
        : sql`false`,
  );
  const rows = await db
    .select({
      month: premiumClosedMonths.month,
      written: sql<string>`coalesce(sum(${premiumMonthFigures.written}), 0)`,
      earned: sql<string>`coalesce(sum(${premiumMonthFigures.earned}), 0)`,
      unearned: sql<string>`coalesce(sum(${premiumMonthFigures.unearned}), 0)`,
    })
    .from(premiumClosedMonths)
    .leftJoin(premiumMonthFigures, figures)
    .where(
      and(
        gte(premiumClosedMonths.month, months[0]!),
        lte(premiumClosedMonths.month, months[months.length - 1]!),
      ),
    )
    .groupBy(premiumClosedMonths.month);
  return new Map(
    rows.map((row) => [
      row.month,
      { written: Number(row.written), earned: Number(row.earned), unearned: Number(row.unearned) },
    ]),
  );
}

/**
 * Written, earned and unearned premium by month over `brokerages` (null: every one): the stored
 * closed months summed, the others computed, each run of consecutive ones in one pass over the
 * policies that can move them (normally this month alone; months before the first booked line are
 * never stored and read no policy).
 */
export async function premiumReport(
  db: Db,
  brokerages: string[] | null,
  period: Period,
): Promise<PremiumReport> {
  const stored = await storedPremiumMonths(db, brokerages, period.months);
  const computed: PremiumReport[] = [];
  for (const run of monthsToCompute(period.months, stored)) {
    computed.push(await computedPremiumReport(db, brokeragesCondition(brokerages), periodOfMonths(run)));
  }
  return premiumReportFrom(period.months, stored, computed);
}
