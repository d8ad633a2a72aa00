import { and, asc, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AccountingDrillRow } from '@bm/contracts';
import {
  addToPremiumReport,
  emptyPremiumReport,
  formatDate,
  premiumDrillRows,
  type EarningTransaction,
  type PremiumReport,
  type PremiumReportPolicy,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, policyTransactions } from '../../db/schema.ts';
import type { Period } from './scope.ts';

/**
 * Written, earned and unearned premium (domain accounting/earning.ts; docs/decisions/0043), from
 * the premium each money-moving history row stored. Only the policies that can move a figure of the
 * period are read: a term that expires on or after the period's start, or a transaction booked in
 * it (a policy that expired before the period and had nothing booked in it has earned everything it
 * was written). They are read in keyset batches of applications by id, so memory holds one batch.
 */
const BATCH = 1_000;

export interface PolicyDetails {
  policyNumber: string | null;
  insuredName: string;
}

async function* relevantPolicies(
  db: Db,
  scope: SQL | undefined,
  period: Period,
): AsyncGenerator<(PremiumReportPolicy & PolicyDetails)[]> {
  const start = period.start.toISOString();
  const end = period.end.toISOString();
  const bookedInPeriod = sql`exists (select 1 from ${policyTransactions} t
    where t.application_id = ${applications.id} and t.report_figures is not null
      and t.created_at >= ${start}::timestamptz and t.created_at < ${end}::timestamptz)`;
  const bookedBeforeEnd = sql`exists (select 1 from ${policyTransactions} t
    where t.application_id = ${applications.id} and t.report_figures is not null
      and t.created_at < ${end}::timestamptz)`;
  let after: string | undefined;
  for (;;) {
    const apps = await db
      .select({
        id: applications.id,
        policyNumber: applications.policyNumber,
        insuredName: applications.insuredName,
        expiry: applications.policyExpiryDate,
      })
      .from(applications)
      .where(
        and(
          scope,
          after ? gt(applications.id, after) : undefined,
          sql`(${applications.policyExpiryDate} >= ${start}::timestamptz or ${bookedInPeriod})`,
          bookedBeforeEnd,
        ),
      )
      .orderBy(asc(applications.id))
      .limit(BATCH);
    if (apps.length === 0) return;
    after = apps[apps.length - 1]!.id;
    const rows = await db
      .select({
        id: policyTransactions.id,
        applicationId: policyTransactions.applicationId,
        type: policyTransactions.type,
        premium: sql<string>`coalesce((${policyTransactions.reportFigures}->>'premium')::bigint, 0)`,
        effectiveDate: policyTransactions.effectiveDate,
        createdAt: policyTransactions.createdAt,
      })
      .from(policyTransactions)
      .where(
        and(
          inArray(
            policyTransactions.applicationId,
            apps.map((app) => app.id),
          ),
          isNotNull(policyTransactions.reportFigures),
          sql`${policyTransactions.createdAt} < ${end}::timestamptz`,
        ),
      )
      .orderBy(
        asc(policyTransactions.applicationId),
        asc(policyTransactions.createdAt),
        asc(policyTransactions.id),
      );
    const byApp = new Map<string, EarningTransaction[]>();
    for (const row of rows) {
      const list = byApp.get(row.applicationId) ?? [];
      const bookedDay = formatDate(row.createdAt);
      list.push({
        id: row.id,
        type: row.type,
        premium: Number(row.premium),
        effectiveDay: row.effectiveDate ? formatDate(row.effectiveDate) : bookedDay,
        bookedDay,
      });
      byApp.set(row.applicationId, list);
    }
    yield apps.map((app) => {
      const transactions = byApp.get(app.id) ?? [];
      return {
        applicationId: app.id,
        policyNumber: app.policyNumber,
        insuredName: app.insuredName,
        // No expiry (not expected of a bound policy): everything is earned on its effective day.
        expiryDay: app.expiry ? formatDate(app.expiry) : (transactions[0]?.effectiveDay ?? '1970-01-01'),
        transactions,
      };
    });
    if (apps.length < BATCH) return;
  }
}

export async function premiumReport(db: Db, scope: SQL | undefined, period: Period): Promise<PremiumReport> {
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
