import { and, desc, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { PartnerPayout, PartnerPayoutListQuery } from '@bm/contracts';
import {
  checkTransferDate,
  formatDate,
  PARTNER_PAYOUT_MESSAGES,
  payoutNumber,
  payoutPartnerName,
  payoutPeriodDays,
  payoutPeriodOf,
  type PartnerType,
  vancouverDayStart,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { vancouverMonth } from '../../db/vancouver-sql.ts';
import {
  applications,
  brokerages,
  partnerPayoutLines,
  partnerPayouts,
  policyTransactions,
} from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';

/** Finance staff and super admins see and complete partner payouts (they make the transfers). */
export function canManagePayouts(user: AuthUser): boolean {
  return user.flags.superadmin || user.flags.financialUser;
}

const PARTNERS: Record<
  PartnerType,
  {
    id: SQL;
    name: SQL;
    /** What its payout numbers carry: the brokerage's sign-up code, the insurer's id. */
    code: SQL;
    figure: string;
  }
> = {
  brokerage: {
    id: sql`${applications.brokerageId}::text`,
    name: sql`${applications.brokerageName}`,
    code: sql`coalesce(${brokerages.code}, ${applications.brokerageId}::text)`,
    figure: 'brokerCommission',
  },
  insurer: {
    id: sql`coalesce(${applications.insurerId}, 'unknown')`,
    name: sql`coalesce(${applications.insurerId}, 'unknown')`,
    code: sql`coalesce(${applications.insurerId}, 'unknown')`,
    figure: 'insurerPremium',
  },
};

/**
 * Groups the commission report's lines of every ended Vancouver month not yet grouped into one
 * payout per brokerage and per insurer (docs/decisions/0040). Amounts are sums of the figures the
 * lines stored. Safe to run twice or in two processes: a payout is unique per partner and month,
 * and only the lines not yet in a payout are grouped, into the payout this run created.
 */
export async function groupPartnerPayouts(db: Db, now: Date): Promise<{ payouts: number; lines: number }> {
  const currentMonthStart = vancouverDayStart(payoutPeriodDays(payoutPeriodOf(formatDate(now))).first);
  let payouts = 0;
  let lines = 0;
  await db.transaction(async (tx) => {
    for (const type of ['brokerage', 'insurer'] as const) {
      const partner = PARTNERS[type];
      // One expression, so that the select and the group by are the same.
      const period = vancouverMonth(policyTransactions.createdAt);
      const notGrouped = notExists(
        tx
          .select({ one: sql`1` })
          .from(partnerPayoutLines)
          .where(
            and(
              eq(partnerPayoutLines.transactionId, policyTransactions.id),
              eq(partnerPayoutLines.partnerType, type),
            ),
          ),
      );
      const where = and(
        sql`${policyTransactions.reportFigures} is not null`,
        notGrouped,
        sql`${policyTransactions.createdAt} < ${currentMonthStart.toISOString()}::timestamptz`,
      );
      const groups = await tx
        .select({
          partnerId: sql<string>`${partner.id}`,
          partnerName: sql<string>`max(${partner.name})`,
          partnerCode: sql<string>`max(${partner.code})`,
          period,
          amount: sql<string>`sum((${policyTransactions.reportFigures}->>${partner.figure})::bigint)`,
          count: sql<number>`count(*)::int`,
        })
        .from(policyTransactions)
        .innerJoin(applications, eq(applications.id, policyTransactions.applicationId))
        .leftJoin(brokerages, eq(brokerages.id, applications.brokerageId))
        .where(where)
        .groupBy(partner.id, period);
      for (const group of groups) {
        const [created] = await tx
          .insert(partnerPayouts)
          .values({
            number: payoutNumber(type, group.partnerCode, group.period),
            partnerType: type,
            partnerId: group.partnerId,
            partnerName: group.partnerName,
            period: group.period,
            amount: Number(group.amount),
            lineCount: group.count,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: partnerPayouts.id });
        if (!created) continue;
        const { first, next } = payoutPeriodDays(group.period);
        const assigned = await tx
          .insert(partnerPayoutLines)
          .select(
            tx
              .select({
                transactionId: policyTransactions.id,
                partnerType: sql<string>`${type}`.as('partner_type'),
                payoutId: sql<string>`${created.id}::uuid`.as('payout_id'),
              })
              .from(policyTransactions)
              .innerJoin(applications, eq(applications.id, policyTransactions.applicationId))
              .where(
                and(
                  sql`${policyTransactions.reportFigures} is not null`,
                  notGrouped,
                  sql`${partner.id} = ${group.partnerId}`,
                  sql`${policyTransactions.createdAt} >= ${vancouverDayStart(first).toISOString()}::timestamptz`,
                  sql`${policyTransactions.createdAt} < ${vancouverDayStart(next).toISOString()}::timestamptz`,
                ),
              ),
          )
          .returning({ id: partnerPayoutLines.transactionId });
        payouts += 1;
        lines += assigned.length;
      }
    }
  });
  return { payouts, lines };
}

const toPayout = (row: typeof partnerPayouts.$inferSelect): PartnerPayout => ({
  id: row.id,
  number: row.number,
  partnerType: row.partnerType as PartnerType,
  partnerId: row.partnerId,
  // Insurer payouts store the insurer's id as their name: shown by its name.
  partnerName: payoutPartnerName(row.partnerType as PartnerType, row.partnerName),
  period: row.period,
  amount: row.amount,
  lineCount: row.lineCount,
  status: row.status as PartnerPayout['status'],
  transferDate: row.transferDate,
});

/** GET /api/invoices/partner: the payouts, latest month first. */
export async function listPartnerPayouts(db: Db, user: AuthUser, query: PartnerPayoutListQuery) {
  if (!canManagePayouts(user)) throw forbidden();
  const rows = await db
    .select()
    .from(partnerPayouts)
    .where(
      and(
        query.period ? eq(partnerPayouts.period, query.period) : undefined,
        query.partnerType ? eq(partnerPayouts.partnerType, query.partnerType) : undefined,
        query.status ? eq(partnerPayouts.status, query.status) : undefined,
      ),
    )
    .orderBy(desc(partnerPayouts.period), partnerPayouts.partnerType, partnerPayouts.partnerName)
    .limit(500);
  return { items: rows.map(toPayout) };
}

/**
 * POST /api/invoices/partner/{partner}/{invoiceId}/completes: finance records the transfer of one
 * payout. A brokerage's payout completed, its lines' commission reads Paid on the report. Under the payout's row lock: two completions at once complete it once.
 */
export async function completePartnerPayout(
  db: Db,
  user: AuthUser,
  input: { partner: PartnerType; invoiceId: string; transferDate: string },
  now: Date,
): Promise<{ message: string; payout: PartnerPayout }> {
  if (!canManagePayouts(user)) throw forbidden();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(partnerPayouts)
      .where(and(eq(partnerPayouts.id, input.invoiceId), eq(partnerPayouts.partnerType, input.partner)))
      .for('update');
    if (!row) throw notFound(PARTNER_PAYOUT_MESSAGES.notFound);
    if (row.status === 'completed') throw conflict(PARTNER_PAYOUT_MESSAGES.alreadyCompleted);
    const refused = checkTransferDate(row.period, input.transferDate, formatDate(now));
    if (refused) throw badRequest(refused);
    const [done] = await tx
      .update(partnerPayouts)
      .set({ status: 'completed', transferDate: input.transferDate, completedBy: user.id, completedAt: now })
      .where(eq(partnerPayouts.id, row.id))
      .returning();
    return { message: PARTNER_PAYOUT_MESSAGES.completed(row.number), payout: toPayout(done!) };
  });
}
