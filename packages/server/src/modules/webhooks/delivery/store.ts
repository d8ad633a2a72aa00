import { and, eq, inArray, min, sql } from 'drizzle-orm';
import { webhookEndpointFailedTooLong, webhookRetryDelayMs } from '@bm/domain';
import type { Db } from '../../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../../db/schema.ts';
import type { PostOutcome } from './post.ts';

/** A delivery this worker holds: what to send, where, and signed with which secrets. */
export interface ClaimedDelivery {
  id: string;
  eventId: string;
  endpointId: string;
  /** Attempts made before this one. */
  attempts: number;
  url: string;
  secret: string;
  previousSecret: string | null;
  payload: unknown;
}

/**
 * Claims up to `limit` due deliveries for `worker` until the lease ends (docs/decisions/0093): pending,
 * due, not held by a live lease, to an enabled endpoint, and with no earlier pending delivery of the
 * same policy to the same endpoint (order per policy: a later event waits while an earlier one is
 * pending, retrying included). Rows another worker is claiming are skipped (FOR UPDATE SKIP LOCKED);
 * one claim never takes two deliveries of one policy to one endpoint, so they can be sent at once.
 */
export async function claimDueDeliveries(
  db: Db,
  worker: string,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  const claimed = await db.execute(sql`
    with due as (
      select d.id
        from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id
       where d.status = 'pending'
         and d.next_attempt_at <= now()
         and (d.locked_until is null or d.locked_until <= now())
         and e.enabled and e.deleted_at is null
         and not exists (
           select 1 from webhook_deliveries o
            where o.status = 'pending'
              and o.endpoint_id = d.endpoint_id
              and o.application_id = d.application_id
              and o.event_seq < d.event_seq)
       order by d.next_attempt_at, d.event_seq
       limit ${limit}
       for update of d skip locked)
    update webhook_deliveries w
       set locked_by = ${worker}, locked_until = now() + ${leaseMs} * interval '1 millisecond'
      from due
     where w.id = due.id
    returning w.id`);
  const ids = (claimed as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      eventId: webhookDeliveries.eventId,
      endpointId: webhookDeliveries.endpointId,
      attempts: webhookDeliveries.attempts,
      eventSeq: webhookDeliveries.eventSeq,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      previousSecret: sql<
        string | null
      >`case when ${webhookEndpoints.previousSecretExpiresAt} > now() then ${webhookEndpoints.previousSecret} end`,
      payload: webhookEvents.payload,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(inArray(webhookDeliveries.id, ids))
    .orderBy(webhookDeliveries.eventSeq);
  return rows.map(({ eventSeq: _seq, ...row }) => row);
}

/** The request as logged: its URL, headers and when it started. */
export interface SentRequest {
  url: string;
  headers: Record<string, string>;
  startedAt: Date;
}

/** What recording an attempt came to; `disabled`: the endpoint has now failed for three days. */
export interface RecordedAttempt {
  status: 'succeeded' | 'pending' | 'failed';
  disabled: { endpointId: string } | null;
}

const isSuccess = (outcome: PostOutcome) =>
  outcome.error === null && outcome.status !== null && outcome.status >= 200 && outcome.status < 300;

/**
 * Logs the attempt and moves its delivery on, in one transaction: a 2xx answer succeeds it (and the
 * endpoint is no longer failing); anything else schedules the next attempt by the backoff schedule
 * (domain), or fails it once three days have passed since its first attempt; an endpoint every
 * attempt of which has failed for three days is disabled ('failing'), and `onDisabled` runs in that
 * transaction (the owners' emails). The delivery is updated only while `worker` still holds it.
 */
export async function recordAttempt(
  db: Db,
  worker: string,
  delivery: ClaimedDelivery,
  request: SentRequest,
  outcome: PostOutcome,
  onDisabled: (tx: Db, endpointId: string) => Promise<unknown>,
): Promise<RecordedAttempt> {
  return db.transaction(async (tx) => {
    const attempt = delivery.attempts + 1;
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      attempt,
      url: request.url,
      requestHeaders: request.headers,
      responseStatus: outcome.status,
      responseHeaders: outcome.headers,
      responseBody: outcome.body,
      error: outcome.error,
      durationMs: outcome.durationMs,
      startedAt: request.startedAt,
    });
    const held = and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.lockedBy, worker));
    const release = { attempts: attempt, lockedBy: null, lockedUntil: null };
    if (isSuccess(outcome)) {
      await tx
        .update(webhookDeliveries)
        .set({ ...release, status: 'succeeded', completedAt: sql`now()` })
        .where(held);
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, delivery.endpointId));
      return { status: 'succeeded', disabled: null };
    }

    const [first] = await tx
      .select({
        ms: sql<number>`(extract(epoch from now() - ${min(webhookAttempts.startedAt)}) * 1000)::float8`,
      })
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery.id));
    const delay = webhookRetryDelayMs(attempt, Math.max(0, Number(first?.ms ?? 0)));
    const status = delay === null ? 'failed' : 'pending';
    await tx
      .update(webhookDeliveries)
      .set(
        delay === null
          ? { ...release, status: 'failed', completedAt: sql`now()` }
          : { ...release, nextAttemptAt: sql`now() + ${delay} * interval '1 millisecond'` },
      )
      .where(held);

    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${request.startedAt.toISOString()}::timestamptz)`,
      })
      .where(eq(webhookEndpoints.id, delivery.endpointId))
      .returning({
        failingSince: webhookEndpoints.failingSince,
        enabled: webhookEndpoints.enabled,
        nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8`,
      });
    if (
      !endpoint?.enabled ||
      !endpoint.failingSince ||
      !webhookEndpointFailedTooLong(endpoint.failingSince.getTime(), Number(endpoint.nowMs))
    ) {
      return { status, disabled: null };
    }
    const disabled = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: 'failing', disabledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(webhookEndpoints.id, delivery.endpointId), eq(webhookEndpoints.enabled, true)))
      .returning({ id: webhookEndpoints.id });
    if (disabled.length === 0) return { status, disabled: null };
    await onDisabled(tx as unknown as Db, delivery.endpointId);
    return { status, disabled: { endpointId: delivery.endpointId } };
  });
}
