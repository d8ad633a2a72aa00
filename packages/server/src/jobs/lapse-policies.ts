import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { formatDate, LAPSE_GRACE_DAYS, lapseCutoffDay, vancouverDayStart } from '@bm/domain';
import type { Db } from '../db/client.ts';
import { applications } from '../db/schema.ts';
import { recordPolicyChange } from '../modules/policies/index.ts';

export interface LapseDeps {
  db: Db;
}

export interface LapseResult {
  lapsed: { applicationId: string; policyNumber: string | null }[];
}

/** Policies lapsed per transaction: bounded so that one run never holds many row locks for long. */
export const LAPSE_BATCH_SIZE = 200;

/**
 * Lapses bound policies that were not renewed (domain-facts: a policy not renewed lapses 10 days
 * after expiry): expiry day more than LAPSE_GRACE_DAYS Vancouver days before today, and no bound
 * renewal (an application with renewal_of_id = the policy). A policy opened again after lapsing
 * ('Lapse Reopened') gets a fresh grace period from that moment, so that its renewal can be bound.
 *
 * Each batch is one transaction: the candidates are locked `for update skip locked` (a row another
 * run holds is skipped; one it has lapsed no longer matches status = 'bound'), then each is lapsed
 * through the one change path (recordPolicyChange: status, history 'Lapsed' with no user, i.e. the
 * System, and audit row). Running the job twice, or in two processes at once, writes exactly one
 * history row per lapsed policy.
 */
export async function lapseExpiredPolicies(deps: LapseDeps, now: Date): Promise<LapseResult> {
  // A policy whose reference instant is before the cutoff day's start has an expiry day <= today - grace - 1.
  const cutoffDay = lapseCutoffDay(formatDate(now), LAPSE_GRACE_DAYS);
  const cutoff = vancouverDayStart(cutoffDay).toISOString();
  const lapsed: LapseResult['lapsed'] = [];
  for (;;) {
    const batch = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const candidates = await tx
        .select()
        .from(applications)
        .where(
          and(
            eq(applications.status, 'bound'),
            isNotNull(applications.policyExpiryDate),
            sql`greatest(
                  ${applications.policyExpiryDate},
                  (select max(t.created_at) from policy_transactions t
                    where t.application_id = ${applications.id} and t.type = 'Lapse Reopened')
                ) < ${cutoff}::timestamptz`,
            sql`not exists (
                  select 1 from applications r
                  where r.renewal_of_id = ${applications.id} and r.status = 'bound')`,
          ),
        )
        .orderBy(asc(applications.policyExpiryDate), asc(applications.id))
        .limit(LAPSE_BATCH_SIZE)
        .for('update', { skipLocked: true });
      for (const policy of candidates) {
        await recordPolicyChange(tx, {
          application: policy,
          type: 'Lapsed',
          userId: null,
          at: now,
          update: { status: 'lapsed' },
          history: {
            effectiveDate: policy.policyExpiryDate,
            reason: 'Not renewed',
            description: `Not renewed within ${LAPSE_GRACE_DAYS} days of expiry`,
            before: { status: 'bound' },
            after: { status: 'lapsed' },
            details: { graceDays: LAPSE_GRACE_DAYS },
          },
          audit: { action: 'policy.lapse', details: { policyNumber: policy.policyNumber } },
        });
      }
      return candidates.map((policy) => ({ applicationId: policy.id, policyNumber: policy.policyNumber }));
    });
    lapsed.push(...batch);
    if (batch.length < LAPSE_BATCH_SIZE) break;
  }
  return { lapsed };
}
