import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { EarningTransaction, PremiumReportPolicy } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, policyTransactions } from '../../db/schema.ts';
import { vancouverDay } from '../../db/vancouver-sql.ts';

/**
 * The policies whose money-moving history rows (their stored premium) make the premium report's
 * figures of a period [start, end) (domain accounting/earning.ts; docs/decisions/0043): the report,
 * the month-close job and the projection's deltas (decision 0096) read them here. Only the policies that can move a figure of the
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
  period: { start: Date; end: Date },
): AsyncGenerator<(PremiumReportPolicy & PolicyDetails)[]> {
  const start = period.start.toISOString();
  const end = period.end.toISOString();
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
