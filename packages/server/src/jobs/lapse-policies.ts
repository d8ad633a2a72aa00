import { sql } from 'drizzle-orm';
import { formatDate, LAPSE_GRACE_DAYS, lapseCutoffDay, policyEffectiveInstant } from '@bm/domain';
import type { Db } from '../db/client.ts';

export interface LapseDeps {
  db: Db;
}

export interface LapseResult {
  lapsed: { applicationId: string; policyNumber: string | null }[];
}

/** Policies lapsed per statement: bounded so that one run never holds many row locks for long. */
export const LAPSE_BATCH_SIZE = 200;

/**
 * Lapses bound policies that were not renewed (domain-facts: a policy not renewed lapses 10 days
 * after expiry): expiry day more than LAPSE_GRACE_DAYS Vancouver days before today, and no bound
 * renewal (an application with renewal_of_id = the policy). A policy opened again after lapsing
 * ('Lapse Reopened') gets a fresh grace period from that moment, so that its renewal can be bound.
 *
 * Each batch is ONE statement: the UPDATE re-checks status = 'bound' on the row it locks and
 * RETURNING feeds the history ('Lapsed', no user: the System) and audit inserts, so running the
 * job twice, or in two processes at once, writes exactly one history row per lapsed policy.
 */
export async function lapseExpiredPolicies(deps: LapseDeps, now: Date): Promise<LapseResult> {
  // A policy whose reference instant is before the cutoff day's start has an expiry day <= today - grace - 1.
  const cutoffDay = lapseCutoffDay(formatDate(now), LAPSE_GRACE_DAYS);
  const cutoff = new Date(policyEffectiveInstant(cutoffDay).getTime() - 60_000).toISOString();
  const at = now.toISOString();
  const lapsed: LapseResult['lapsed'] = [];
  for (;;) {
    const result = await deps.db.execute(sql`
      with candidates as (
        select a.id from applications a
        where a.status = 'bound'
          and a.policy_expiry_date is not null
          and greatest(
                a.policy_expiry_date,
                (select max(t.created_at) from policy_transactions t
                  where t.application_id = a.id and t.type = 'Lapse Reopened')
              ) < ${cutoff}::timestamptz
          and not exists (
                select 1 from applications r where r.renewal_of_id = a.id and r.status = 'bound')
        order by a.policy_expiry_date, a.id
        limit ${LAPSE_BATCH_SIZE}
        for update of a skip locked
      ),
      changed as (
        update applications a set status = 'lapsed', updated_at = ${at}::timestamptz
        from candidates c
        where a.id = c.id and a.status = 'bound'
        returning a.id, a.policy_number, a.policy_expiry_date
      ),
      history as (
        insert into policy_transactions
          (application_id, type, user_id, effective_date, reason, description, before, after, details, created_at)
        select id, 'Lapsed', null, policy_expiry_date, 'Not renewed',
               ${`Not renewed within ${LAPSE_GRACE_DAYS} days of expiry`},
               jsonb_build_object('status', 'bound'), jsonb_build_object('status', 'lapsed'),
               jsonb_build_object('graceDays', ${LAPSE_GRACE_DAYS}::int), ${at}::timestamptz
        from changed
        returning application_id
      ),
      audit as (
        insert into audit_log (actor_id, action, entity_type, entity_id, details, created_at)
        select null, 'policy.lapse', 'application', id::text,
               jsonb_build_object('policyNumber', policy_number), ${at}::timestamptz
        from changed
        returning entity_id
      )
      select c.id::text as id, c.policy_number as "policyNumber",
             (select count(*) from history)::int as histories, (select count(*) from audit)::int as audits
      from changed c
    `);
    const rows = (result as unknown as { rows: { id: string; policyNumber: string | null }[] }).rows;
    lapsed.push(...rows.map((row) => ({ applicationId: row.id, policyNumber: row.policyNumber })));
    if (rows.length < LAPSE_BATCH_SIZE) break;
  }
  return { lapsed };
}
