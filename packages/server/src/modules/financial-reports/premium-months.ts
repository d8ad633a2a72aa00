import { and, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import {
  addMonthsToDay,
  addToPremiumReport,
  emptyPremiumReport,
  firstDayOfMonth,
  monthOfInstant,
  monthsFrom,
  monthsToCompute,
  premiumReportFrom,
  type PremiumMonthFigures,
  type PremiumReport,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import {
  policyTransactions,
  premiumClosedMonths,
  premiumMonthFigures,
  premiumMonthProjections,
} from '../../db/schema.ts';
import { CLOSE_LOCK, monthsAfter, relevantPolicies } from '../premium-lines/index.ts';
import { computedPremiumReport } from './premium.ts';
import { brokeragesCondition, periodOfMonths, vancouverMonth, type Period } from './scope.ts';

/**
 * The premium report's closed months (docs/decisions/0049). Once a Vancouver month has ended its
 * written, earned and closing unearned premium never move (the booked-month rule, decision 0043:
 * nothing is earned before it is booked), so the month-close job stores them per brokerage once,
 * and a report sums the stored months and computes only the others, reading only the policies that
 * can move those; an open month is the projection the job stores from the last ended month, kept
 * current by every change since (premium-lines applyToProjection, decision 0096). The exceptions (a history row written back-dated, a transfer, a new expiry)
 * re-open the months they move (the triggers of migration premium_closed_months), and the job
 * closes them again: stored months always equal the computation.
 */

const INSERT_BATCH = 1_000;
/** How many months after the last closed one its projection covers (a report reaches 36 months). */
const PROJECTED_MONTHS = 36;

/** Figures of these months, per brokerage, from a pass over the policies (one report each). */
async function figuresByBrokerage(db: Db, period: Period) {
  const byBrokerage = new Map<string, PremiumReport>();
  for await (const batch of relevantPolicies(db, undefined, period)) {
    for (const policy of batch) {
      let report = byBrokerage.get(policy.brokerageId);
      if (!report) {
        report = emptyPremiumReport(period.months);
        byBrokerage.set(policy.brokerageId, report);
      }
      addToPremiumReport(report, policy);
    }
  }
  return [...byBrokerage].flatMap(([brokerageId, report]) =>
    report.months
      .filter((row) => row.written !== 0 || row.earned !== 0 || row.unearned !== 0)
      .map(({ month, written, earned, unearned }) => ({ month, brokerageId, written, earned, unearned })),
  );
}

const previousMonth = (month: string) => addMonthsToDay(firstDayOfMonth(month), -1).slice(0, 7);

/** Whether last month is closed without its projection (a change re-opened a projection only). */
async function needsProjection(db: Db, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ projected: premiumClosedMonths.projectedMonths })
    .from(premiumClosedMonths)
    .where(eq(premiumClosedMonths.month, previousMonth(monthOfInstant(now))));
  return row?.projected === 0;
}

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
  if ((await monthsToClose(db, now)).length === 0 && !(await needsProjection(db, now))) return none;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${CLOSE_LOCK})`);
    const months = await monthsToClose(tx, now);
    const project = months.length > 0 || (await needsProjection(tx, now));
    if (!project) return none;
    const closing = new Set(months);
    // One pass over the range from the first to the last month to close (usually one month).
    const rows =
      months.length === 0
        ? []
        : (
            await figuresByBrokerage(tx, periodOfMonths(monthsFrom(months[0]!, months[months.length - 1]!)))
          ).filter((row) => closing.has(row.month));
    if (months.length > 0) {
      await tx
        .insert(premiumClosedMonths)
        .values(months.map((month) => ({ month, closedAt: now })))
        .onConflictDoNothing();
    }
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await tx
        .insert(premiumMonthFigures)
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflictDoNothing();
    }
    // The projection from the last ended month: the months after it as every line booked so far
    // makes them (changes cannot write meanwhile: they take this lock shared); from now on each
    // change adds its delta (applyToProjection). Earlier projections are no longer read.
    const base = previousMonth(monthOfInstant(now));
    if (await needsProjection(tx, now)) {
      const projected = await figuresByBrokerage(tx, periodOfMonths(monthsAfter(base, PROJECTED_MONTHS)));
      await tx.delete(premiumMonthProjections).where(lt(premiumMonthProjections.base, base));
      for (let i = 0; i < projected.length; i += INSERT_BATCH) {
        await tx
          .insert(premiumMonthProjections)
          .values(projected.slice(i, i + INSERT_BATCH).map((row) => ({ ...row, base })))
          .onConflictDoNothing();
      }
      await tx
        .update(premiumClosedMonths)
        .set({ projectedMonths: PROJECTED_MONTHS })
        .where(eq(premiumClosedMonths.month, base));
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
 * closed months summed, the open ones from the projection (normally: no policy read), any others
 * computed, each run of consecutive ones in one pass over the policies that can move them (months
 * before the first booked line are never stored and read no policy).
 */
export async function premiumReport(
  db: Db,
  brokerages: string[] | null,
  period: Period,
): Promise<PremiumReport> {
  const stored = await storedPremiumMonths(db, brokerages, period.months);
  const computed: PremiumReport[] = [];
  for (const run of monthsToCompute(period.months, stored)) {
    computed.push(
      (await projectedReport(db, brokerages, run)) ??
        (await computedPremiumReport(db, brokeragesCondition(brokerages), periodOfMonths(run))),
    );
  }
  return premiumReportFrom(period.months, stored, computed);
}

/**
 * The report of `run` (months after the last closed one) from the last closed month's projection,
 * which holds those months from every line booked so far (kept current by applyToProjection): its
 * rows summed over the filter, no policy read. Null when there is no such projection.
 */
async function projectedReport(
  db: Db,
  brokerages: string[] | null,
  run: string[],
): Promise<PremiumReport | null> {
  const [latest] = await db
    .select({ month: premiumClosedMonths.month, projected: premiumClosedMonths.projectedMonths })
    .from(premiumClosedMonths)
    .orderBy(desc(premiumClosedMonths.month))
    .limit(1);
  if (!latest || latest.projected === 0 || run[0]! <= latest.month) return null;
  if (run[run.length - 1]! > monthsAfter(latest.month, latest.projected).at(-1)!) return null;
  const rows = await db
    .select({
      month: premiumMonthProjections.month,
      written: sql<string>`sum(${premiumMonthProjections.written})`,
      earned: sql<string>`sum(${premiumMonthProjections.earned})`,
      unearned: sql<string>`sum(${premiumMonthProjections.unearned})`,
    })
    .from(premiumMonthProjections)
    .where(
      and(
        eq(premiumMonthProjections.base, latest.month),
        gte(premiumMonthProjections.month, run[0]!),
        lte(premiumMonthProjections.month, run[run.length - 1]!),
        brokerages === null
          ? undefined
          : brokerages.length > 0
            ? inArray(premiumMonthProjections.brokerageId, brokerages)
            : sql`false`,
      ),
    )
    .groupBy(premiumMonthProjections.month);
  const projected = new Map(rows.map((row) => [row.month, row]));
  return {
    months: run.map((month) => {
      const row = projected.get(month);
      return {
        month,
        written: Number(row?.written ?? 0),
        earned: Number(row?.earned ?? 0),
        unearned: Number(row?.unearned ?? 0),
      };
    }),
    // premiumReportFrom reads the months only.
    openingUnearned: 0,
    totals: { written: 0, earned: 0, unearned: 0 },
  };
}
