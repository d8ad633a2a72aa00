import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { ReplayWebhookBody, WebhookDelivery } from '@bm/contracts';
import type { Db } from '../../../db/client.ts';
import { applications, webhookAttempts, webhookDeliveries, webhookEvents } from '../../../db/schema.ts';
import { decodeInstantCursor, encodeInstantCursor } from '../../../lib/keyset-cursor.ts';
import { notFound } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit-log/index.ts';
import { WEBHOOK_ENDPOINT_MESSAGES } from './messages.ts';
import { managedEndpoint, type Actor, type EndpointDeps } from './service.ts';

/** At most this many deliveries one "replay since" queues (the oldest first): replay again for more. */
export const REPLAY_CAP = 1000;

type DeliveryStatus = WebhookDelivery['status'];

/** An endpoint's deliveries, newest first, each with its event and every attempt (keyset paged). */
export async function listDeliveries(
  db: Db,
  actor: Actor,
  endpointId: string,
  query: { status?: DeliveryStatus; cursor?: string; limit: number },
): Promise<{ deliveries: WebhookDelivery[]; nextCursor: string | null }> {
  await managedEndpoint(db, actor.user, endpointId);
  const after = query.cursor ? decodeInstantCursor(query.cursor) : null;
  const rows = await db
    .select({
      delivery: webhookDeliveries,
      eventType: webhookEvents.type,
      payload: webhookEvents.payload,
      policyNumber: applications.policyNumber,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .leftJoin(applications, eq(applications.id, webhookDeliveries.applicationId))
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        query.status ? eq(webhookDeliveries.status, query.status) : undefined,
        after
          ? or(
              lt(webhookDeliveries.createdAt, after.at),
              and(eq(webhookDeliveries.createdAt, after.at), lt(webhookDeliveries.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const ids = page.map((row) => row.delivery.id);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.deliveryId, ids))
          .orderBy(asc(webhookAttempts.attempt), asc(webhookAttempts.startedAt));
  const last = page.at(-1)?.delivery;
  return {
    deliveries: page.map(({ delivery, eventType, payload, policyNumber }) => ({
      id: delivery.id,
      eventId: delivery.eventId,
      eventType,
      policyNumber: policyNumber ?? null,
      applicationId: delivery.applicationId,
      status: delivery.status,
      attempts: delivery.attempts,
      nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
      createdAt: delivery.createdAt.toISOString(),
      completedAt: delivery.completedAt?.toISOString() ?? null,
      replayOf: delivery.replayOf,
      payload,
      attemptLog: attempts
        .filter((attempt) => attempt.deliveryId === delivery.id)
        .map((attempt) => ({
          attempt: attempt.attempt,
          url: attempt.url,
          requestHeaders: (attempt.requestHeaders ?? {}) as Record<string, string>,
          responseStatus: attempt.responseStatus,
          responseBody: attempt.responseBody,
          error: attempt.error,
          durationMs: attempt.durationMs,
          startedAt: attempt.startedAt.toISOString(),
        })),
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeInstantCursor({ at: last.createdAt, id: last.id }) : null,
  };
}

/**
 * Sends events to the endpoint again: one event of its brokerage (any type), or every event of its
 * brokerage (all brokerages' for a platform-wide endpoint) of the types it takes since a time, oldest
 * first, at most REPLAY_CAP. Each is a new pending delivery (the same event id, so the same
 * `webhook-id`) whose replayOf names the event's latest earlier delivery to this endpoint, or itself
 * when there was none.
 */
export async function replay(
  deps: EndpointDeps,
  actor: Actor,
  endpointId: string,
  body: ReplayWebhookBody,
): Promise<{ queued: number }> {
  const endpoint = await managedEndpoint(deps.db, actor.user, endpointId);
  const ofBrokerage =
    endpoint.brokerageId === null ? undefined : eq(webhookEvents.brokerageId, endpoint.brokerageId);
  const now = deps.now();
  const events =
    'eventId' in body
      ? await deps.db
          .select()
          .from(webhookEvents)
          .where(and(eq(webhookEvents.id, body.eventId), ofBrokerage))
      : await deps.db
          .select()
          .from(webhookEvents)
          .where(
            and(
              ofBrokerage,
              gte(webhookEvents.occurredAt, new Date(body.since)),
              endpoint.eventTypes.length > 0 ? inArray(webhookEvents.type, endpoint.eventTypes) : undefined,
            ),
          )
          .orderBy(asc(webhookEvents.seq))
          .limit(REPLAY_CAP);
  if ('eventId' in body && events.length === 0) throw notFound(WEBHOOK_ENDPOINT_MESSAGES.eventNotFound);
  await deps.db.transaction(async (tx) => {
    const earlier =
      events.length === 0
        ? []
        : await tx
            .select({ id: webhookDeliveries.id, eventId: webhookDeliveries.eventId })
            .from(webhookDeliveries)
            .where(
              and(
                eq(webhookDeliveries.endpointId, endpointId),
                inArray(
                  webhookDeliveries.eventId,
                  events.map((event) => event.id),
                ),
              ),
            )
            .orderBy(desc(webhookDeliveries.createdAt));
    const rows = events.map((event) => {
      const id = randomUUID();
      return {
        id,
        eventId: event.id,
        endpointId,
        eventSeq: event.seq,
        applicationId: event.applicationId,
        status: 'pending' as const,
        nextAttemptAt: now,
        replayOf: earlier.find((delivery) => delivery.eventId === event.id)?.id ?? id,
        createdAt: now,
      };
    });
    if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
    await writeAudit(tx, {
      action: 'webhook_endpoint.replayed',
      actorId: actor.user.id,
      entityType: 'webhook_endpoint',
      entityId: endpointId,
      ip: actor.ip,
      details: { ...body, queued: rows.length },
      at: now,
    });
  });
  return { queued: events.length };
}
