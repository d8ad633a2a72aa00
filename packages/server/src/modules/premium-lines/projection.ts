import { eq, sql } from 'drizzle-orm';
import { firstDayOfMonth, nextMonth, premiumMonthsDelta, vancouverDayStart } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { policyTransactions, premiumMonthProjections } from '../../db/schema.ts';
import { relevantPolicies } from './policy-lines.ts';

/**
 * The premium report's projection kept current (docs/decisions/0096): premium_month_projections
 * holds, per brokerage, the months after the last closed month from every line booked so far. The
 * month-close job computes it under its advisory lock; from then on each change that writes a
 * money-moving history row adds its policy's delta in its own transaction, so the report's open
 * months are the projection's rows summed, reading no policy.
 */

/** The advisory lock of the month-close job; the history and application triggers take it shared. */
export const CLOSE_LOCK = sql`hashtextextended('premium-month-close', 0)`;

/**
 * The transaction setting by which a change tells the history insert trigger that it adds its
 * row's delta itself (migration 0036); a row written without it drops the projection instead.
 */
const DELTA_FOLLOWS = 'bm.premium_projection_delta';

/** The `count` months after `base`, in order. */
export function monthsAfter(base: string, count: number): string[] {
  const months: string[] = [];
  let month = base;
  for (let i = 0; i < count; i += 1) {
    month = nextMonth(month);
    months.push(month);
  }
  return months;
}

/** Before inserting money-moving history rows: their delta follows (applyToProjection). */
export async function projectionDeltaFollows(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config(${DELTA_FOLLOWS}, 'follows', true)`);
}

/**
 * After inserting the money-moving history rows `lineIds` of a policy, in the same transaction
 * (the insert trigger has taken the job's lock shared, so the job cannot project meanwhile): adds
 * to the current projection what they move, the policy's figures from all its lines less its
 * figures from the others, in the months that move (domain premiumMonthsDelta). Nothing when there
 * is no projection (the report computes the open months until the job projects). Clears the
 * setting, so a row written later in the transaction some other way drops the projection. Returns
 * how many projection rows moved.
 */
export async function applyToProjection(
  tx: Db,
  applicationId: string,
  lineIds: readonly string[],
): Promise<number> {
  const result = await tx.execute(sql`select set_config(${DELTA_FOLLOWS}, '', true) as reset,
      latest.month, latest.projected
    from (values (1)) as one
    left join lateral (select month, projected_months as projected from premium_closed_months
                        order by month desc limit 1) as latest on true`);
  const [latest] = (result as unknown as { rows: { month: string | null; projected: number | null }[] }).rows;
  if (!latest?.month || !latest.projected) return 0;
  const base = latest.month;
  const months = monthsAfter(base, latest.projected);
  const period = {
    start: vancouverDayStart(firstDayOfMonth(months[0]!)),
    end: vancouverDayStart(firstDayOfMonth(nextMonth(months[months.length - 1]!))),
  };
  const added = new Set(lineIds);
  const rows: (typeof premiumMonthProjections.$inferInsert)[] = [];
  for await (const batch of relevantPolicies(
    tx,
    eq(policyTransactions.applicationId, applicationId),
    period,
  )) {
    for (const policy of batch) {
      for (const row of premiumMonthsDelta(policy, added, months)) {
        rows.push({ base, brokerageId: policy.brokerageId, ...row });
      }
    }
  }
  if (rows.length === 0) return 0;
  // In month order, as every change writes them: two changes of one brokerage lock rows in one order.
  await tx
    .insert(premiumMonthProjections)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        premiumMonthProjections.base,
        premiumMonthProjections.month,
        premiumMonthProjections.brokerageId,
      ],
      set: {
        written: sql`${premiumMonthProjections.written} + excluded.written_cents`,
        earned: sql`${premiumMonthProjections.earned} + excluded.earned_cents`,
        unearned: sql`${premiumMonthProjections.unearned} + excluded.unearned_cents`,
      },
    });
  return rows.length;
}
