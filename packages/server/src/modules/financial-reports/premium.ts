import type { SQL } from 'drizzle-orm';
import type { AccountingDrillRow } from '@bm/contracts';
import { addToPremiumReport, emptyPremiumReport, premiumDrillRows, type PremiumReport } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { relevantPolicies } from '../premium-lines/index.ts';
import type { Period } from './scope.ts';

/**
 * Written, earned and unearned premium (domain accounting/earning.ts; docs/decisions/0043), from
 * the premium each money-moving history row stored, over the policies that can move a figure of
 * the period (premium-lines relevantPolicies).
 */

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
