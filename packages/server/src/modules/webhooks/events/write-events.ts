import { sql } from 'drizzle-orm';
import type { WebhookEvent, WebhookEventData } from '@bm/contracts';
import { WEBHOOK_EVENT_VERSION, type WebhookEventType } from '@bm/domain';
import type { Db } from '../../../db/client.ts';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../../db/schema.ts';
import { newEventId } from './event-id.ts';

/** The channel a commit with deliveries notifies: the delivery workers of every process wake. */
export const WEBHOOK_DELIVERIES_CHANNEL = 'webhook_deliveries';

/** One event to write: what happened, to which policy, from which change, and its payload's data. */
export interface NewWebhookEvent {
  type: WebhookEventType;
  /** When it happened (the app's clock): the payload's timestamp. */
  at: Date;
  brokerageId: string | null;
  applicationId: string | null;
  /** The policy_transactions row it comes from, if any. */
  changeId: string | null;
  data: WebhookEventData;
}

/**
 * Writes events to the outbox in the caller's transaction, in one statement: the webhook_events
 * rows (seq in the order given) and their fan-out, one webhook_deliveries row per enabled, not
 * deleted endpoint of the event's brokerage or of the platform (brokerage null) that takes its type
 * (event_types empty: every type); then, when a delivery was written, pg_notify, which PostgreSQL
 * sends at commit (nothing at all if the transaction rolls back). Returns the events as sent.
 */
export async function writeWebhookEvents(
  tx: Db,
  events: readonly NewWebhookEvent[],
): Promise<WebhookEvent[]> {
  if (events.length === 0) return [];
  const written = events.map((event) => ({
    event,
    payload: {
      id: newEventId(),
      type: event.type,
      version: WEBHOOK_EVENT_VERSION,
      timestamp: event.at.toISOString(),
      brokerageId: event.brokerageId,
      data: event.data,
    } satisfies WebhookEvent,
  }));
  const rows = written.map(
    ({ event, payload }) =>
      sql`(${payload.id}, ${payload.type}, ${payload.version}::int, ${event.brokerageId}::uuid,
        ${event.applicationId}::uuid, ${event.changeId}::uuid, ${payload.timestamp}::timestamptz,
        ${JSON.stringify(payload)}::jsonb)`,
  );
  await tx.execute(sql`
    with e as (
      insert into ${webhookEvents} (id, type, version, brokerage_id, application_id, change_id, occurred_at, payload)
      values ${sql.join(rows, sql`, `)}
      returning id, seq, type, brokerage_id, application_id
    ), d as (
      insert into ${webhookDeliveries} (event_id, endpoint_id, event_seq, application_id)
      select e.id, ep.id, e.seq, e.application_id
      from e join ${webhookEndpoints} ep
        on ep.enabled and ep.deleted_at is null
        and (ep.brokerage_id is null or ep.brokerage_id = e.brokerage_id)
        and (cardinality(ep.event_types) = 0 or e.type = any(ep.event_types))
      order by e.seq, ep.id
      returning 1
    )
    select pg_notify(${WEBHOOK_DELIVERIES_CHANNEL}, '') where exists (select 1 from d)`);
  return written.map(({ payload }) => payload);
}
