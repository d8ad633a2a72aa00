import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AccountingDrillRow } from '@bm/contracts';
import {
  addToPremiumReport,
  emptyPremiumReport,
  premiumDrillRows,
  type EarningTransaction,
  type PremiumReport,
  type PremiumReportPolicy,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, policyTransactions } from '../../db/schema.ts';
import { vancouverDay, type Period } from './scope.ts';

/**
 * Written, earned and unearned premium (domain accounting/earning.ts; docs/decisions/0043), from
 * the premium each money-moving history row stored. Only the policies that can move a figure of the
 * period are read: a term that expires on or after the period's start, or a transaction booked in
 * it or effective on or after its start (otherwise every day that can carry a figure of the policy,
 * its bookings, effective days and expiry, is before the period, and it has earned everything it
 * was written by then). Their transactions are read in one pass, in keyset batches of 2,000 rows in
 * (application, booking) order, and each policy is computed as soon as its rows are in: memory holds
 * one batch.
 */
const BATCH = 2_000;

export interface PolicyDetails {
  policyNumber: string | null;
  insuredName: string;
  brokerageId: string;
}

export async function* relevantPolicies(
  db: Db,
  scope: SQL | undefined,
  period: Period,
  /**
   * bookedBefore: the lines booked before this instant only (the default: the period's end).
   * changedSince: only the policies with a line booked at or after this instant (and before the end).
   */
  { bookedBefore, changedSince }: { bookedBefore?: Date; changedSince?: Date } = {},
): AsyncGenerator<(PremiumReportPolicy & PolicyDetails)[]> {
  const start = period.start.toISOString();
  const end = (bookedBefore ?? period.end).toISOString();
  // A line booked in the period, or effective in it or later (earned on its effective day when
  // that is on or after the expiry, or a cancellation's cut): without one, a policy that expired
  // before the period has earned all it was written by then.
  const lineInPeriod = sql`exists (select 1 from ${policyTransactions} t
    where t.application_id = ${applications.id} and t.report_figures is not null
      and t.created_at < ${end}::timestamptz
      and (t.created_at >= ${start}::timestamptz or t.effective_date >= ${start}::timestamptz))`;
  const where = and(
    isNotNull(policyTransactions.reportFigures),
    sql`${policyTransactions.createdAt} < ${end}::timestamptz`,
    sql`(${applications.policyExpiryDate} >= ${start}::timestamptz or ${lineInPeriod})`,
    // A semi-join on the application (merged in the earning index's order), not a probe per row.
    changedSince
      ? sql`${policyTransactions.applicationId} in (select c.application_id from ${policyTransactions} c
          where c.report_figures is not null
            and c.created_at >= ${changedSince.toISOString()}::timestamptz and c.created_at < ${end}::timestamptz)`
      : undefined,
    scope,
  );
  type Policy = PremiumReportPolicy & PolicyDetails & { transactions: EarningTransaction[] };
  let pending: Policy | undefined;
  let after: { applicationId: string; createdAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: policyTransactions.id,
        applicationId: policyTransactions.applicationId,
        type: policyTransactions.type,
        premium: sql<string>`coalesce((${policyTransactions.reportFigures}->>'premium')::bigint, 0)`,
        effectiveDay: vancouverDay(policyTransactions.effectiveDate),
        bookedDay: vancouverDay(policyTransactions.createdAt),
        createdAt: policyTransactions.createdAt,
        policyNumber: applications.policyNumber,
        insuredName: applications.insuredName,
        brokerageId: applications.brokerageId,
        expiryDay: vancouverDay(applications.policyExpiryDate),
      })
      .from(policyTransactions)
      .innerJoin(applications, eq(applications.id, policyTransactions.applicationId))
      .where(
        and(
          where,
          after
            ? sql`(${policyTransactions.applicationId}, ${policyTransactions.createdAt}, ${policyTransactions.id}) > (${after.applicationId}::uuid, ${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(
        asc(policyTransactions.applicationId),
        asc(policyTransactions.createdAt),
        asc(policyTransactions.id),
      )
      .limit(BATCH);
    const complete: Policy[] = [];
    for (const row of rows) {
      if (pending?.applicationId !== row.applicationId) {
        if (pending) complete.push(pending);
        pending = {
          applicationId: row.applicationId,
          policyNumber: row.policyNumber,
          insuredName: row.insuredName,
          brokerageId: row.brokerageId,
          expiryDay: row.expiryDay ?? '',
          transactions: [],
        };
      }
      const bookedDay = row.bookedDay!;
      const effectiveDay = row.effectiveDay ?? bookedDay;
      // No expiry (not expected of a bound policy): everything is earned on its effective day.
      if (!pending.expiryDay) pending.expiryDay = effectiveDay;
      pending.transactions.push({
        id: row.id,
        type: row.type,
        premium: Number(row.premium),
        effectiveDay,
        bookedDay,
      });
    }
    const last = rows[rows.length - 1];
    if (!last) {
      if (pending) complete.push(pending);
      if (complete.length > 0) yield complete;
      return;
    }
    after = { applicationId: last.applicationId, createdAt: last.createdAt, id: last.id };
    if (complete.length > 0) yield complete;
  }
}

/** The premium report of `period` computed from every line that can move it (no stored month). */
export async function computedPremiumReport(
  db: Db,
  scope: SQL | undefined,
  period: Period,
): Promise<PremiumReport> {
  const report = emptyPremiumReport(period.months);
  for await (const batch of relevantPolicies(db, scope, period)) {
    for (const policy of batch) addToPremiumReport(report, policy);
  }
  return report;
}

/** The transactions behind one month's written, earned and unearned premium. */
export async function premiumDrill(
  db: Db,
  scope: SQL | undefined,
  monthPeriod: Period,
): Promise<AccountingDrillRow[]> {
  const month = monthPeriod.months[0]!;
  const rows: AccountingDrillRow[] = [];
  for await (const batch of relevantPolicies(db, scope, monthPeriod)) {
    for (const policy of batch) {
      for (const row of premiumDrillRows(policy, month)) {
        const tx = policy.transactions.find((t) => t.id === row.transactionId)!;
        rows.push({
          transactionId: row.transactionId,
          applicationId: policy.applicationId,
          policyNumber: policy.policyNumber,
          insuredName: policy.insuredName,
          date: tx.bookedDay,
          type: tx.type,
          figures: { written: row.written, earned: row.earned, unearned: row.unearned },
        });
      }
    }
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.transactionId.localeCompare(b.transactionId));
}
