import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookEndpointWithSecret } from '@bm/contracts';
import {
  auditLog,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../src/db/schema.ts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { WEBHOOK_ENDPOINT_MESSAGES } from '../src/modules/webhooks/index.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin = '';
let endpoint: WebhookEndpointWithSecret['endpoint'];
let original = '';
const DEAD_END = 'https://127.0.0.1:9/in';

/** An event as the outbox writes it (its writers are issue 28's events module). */
async function event(id: string, type: string, brokerageId: string, occurredAt: string) {
  const [row] = await t.db
    .insert(webhookEvents)
    .values({
      id,
      type,
      version: 1,
      brokerageId,
      occurredAt: new Date(occurredAt),
      payload: { id, type, version: 1, timestamp: occurredAt, brokerageId, data: {} },
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookie(t.db, 'agencyAdmin');
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/endpoints',
    headers: { cookie: admin },
    payload: { url: 'https://93.184.215.14/in', eventTypes: ['policy.bound', 'payment.succeeded'] },
  });
  endpoint = (made.json() as WebhookEndpointWithSecret).endpoint;
  // Replays queue deliveries: pointed at a closed loopback port, a delivery worker sends nothing out.
  await t.db.update(webhookEndpoints).set({ url: DEAD_END }).where(eq(webhookEndpoints.id, endpoint.id));
  endpoint = { ...endpoint, url: DEAD_END };
  const bound = await event('evt_log_1', 'policy.bound', BROKERAGE_IDS.maple, '2026-03-01T10:00:00Z');
  await event('evt_log_2', 'note.added', BROKERAGE_IDS.maple, '2026-03-02T10:00:00Z');
  await event('evt_log_3', 'payment.succeeded', BROKERAGE_IDS.maple, '2026-03-03T10:00:00Z');
  await event('evt_log_coastal', 'policy.bound', BROKERAGE_IDS.coastal, '2026-03-03T11:00:00Z');
  const [delivery] = await t.db
    .insert(webhookDeliveries)
    .values({
      eventId: bound.id,
      endpointId: endpoint.id,
      eventSeq: bound.seq,
      status: 'succeeded',
      attempts: 2,
      createdAt: new Date('2026-03-01T10:00:01Z'),
      completedAt: new Date('2026-03-01T10:01:02Z'),
    })
    .returning();
  original = delivery!.id;
  await t.db.insert(webhookAttempts).values([
    {
      deliveryId: original,
      attempt: 1,
      url: endpoint.url,
      requestHeaders: { 'webhook-id': bound.id },
      responseStatus: 503,
      responseBody: 'busy',
      durationMs: 120,
      startedAt: new Date('2026-03-01T10:00:01Z'),
    },
    {
      deliveryId: original,
      attempt: 2,
      url: endpoint.url,
      requestHeaders: { 'webhook-id': bound.id },
      responseStatus: 200,
      responseBody: 'ok',
      durationMs: 80,
      startedAt: new Date('2026-03-01T10:01:02Z'),
    },
  ]);
});
afterAll(() => t?.close());

const log = async (query = '') => {
  const response = await t.app.inject({
    url: `/api/webhooks/endpoints/${endpoint.id}/deliveries${query}`,
    headers: { cookie: admin },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { deliveries: WebhookDelivery[]; nextCursor: string | null };
};
const replay = (payload: object, cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/webhooks/endpoints/${endpoint.id}/replay`,
    headers: { cookie },
    payload,
  });

describe('the deliveries log', () => {
  it('shows each delivery with its event and every attempt’s request, response and timing', async () => {
    const { deliveries, nextCursor } = await log();
    expect(nextCursor).toBeNull();
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      id: original,
      eventId: 'evt_log_1',
      eventType: 'policy.bound',
      status: 'succeeded',
      attempts: 2,
      nextAttemptAt: null,
      replayOf: null,
      payload: { id: 'evt_log_1', type: 'policy.bound' },
    });
    expect(
      deliveries[0]!.attemptLog.map((a) => [a.attempt, a.responseStatus, a.responseBody, a.durationMs]),
    ).toEqual([
      [1, 503, 'busy', 120],
      [2, 200, 'ok', 80],
    ]);
    expect(deliveries[0]!.attemptLog[0]!.requestHeaders).toEqual({ 'webhook-id': 'evt_log_1' });
  });
});

describe('replay', () => {
  it('sends one event again as a new pending delivery naming the earlier one, audited', async () => {
    const response = await replay({ eventId: 'evt_log_1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ queued: 1 });
    const { deliveries } = await log('?status=pending');
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      eventId: 'evt_log_1',
      status: 'pending',
      replayOf: original,
      attempts: 0,
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'webhook_endpoint.replayed'), eq(auditLog.entityId, endpoint.id)));
    expect(audits[0]?.details).toMatchObject({ eventId: 'evt_log_1', queued: 1 });
  });

  it('refuses another brokerage’s event or one that does not exist, queueing nothing', async () => {
    for (const eventId of ['evt_log_coastal', 'evt_nope']) {
      const response = await replay({ eventId });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(WEBHOOK_ENDPOINT_MESSAGES.eventNotFound);
    }
    expect((await log()).deliveries).toHaveLength(2);
  });

  it('sends everything since a time of the types the endpoint takes, of its brokerage only', async () => {
    const response = await replay({ since: '2026-03-02T00:00:00Z' });
    expect(response.json()).toEqual({ queued: 1 });
    const { deliveries } = await log('?status=pending');
    const replayed = deliveries.find((d) => d.eventId === 'evt_log_3');
    expect(replayed?.replayOf).toBe(replayed?.id);
    expect(deliveries.map((d) => d.eventId)).not.toContain('evt_log_2');
    expect(deliveries.map((d) => d.eventId)).not.toContain('evt_log_coastal');
  });

  it('pages the log newest first with a cursor', async () => {
    const first = await log('?limit=2');
    expect(first.deliveries).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await log(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.deliveries.map((d) => d.id)).toEqual([original]);
    expect(second.nextCursor).toBeNull();
    const bad = await t.app.inject({
      url: `/api/webhooks/endpoints/${endpoint.id}/deliveries?cursor=nonsense`,
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is refused to a broker (403)', async () => {
    const response = await replay({ since: '2026-03-02T00:00:00Z' }, await sessionCookie(t.db, 'broker'));
    expect(response.statusCode).toBe(403);
  });
});

describe('deleting an endpoint', () => {
  it('cancels its pending deliveries and keeps its log', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/webhooks/endpoints/${endpoint.id}`,
      headers: { cookie: admin },
    });
    expect(response.json()).toEqual({ ok: true });
    const rows = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['cancelled', 'cancelled', 'succeeded']);
    const list = await t.app.inject({ url: '/api/webhooks/endpoints', headers: { cookie: admin } });
    expect(list.json().map((e: { id: string }) => e.id)).not.toContain(endpoint.id);
    const again = await replay({ eventId: 'evt_log_1' });
    expect(again.statusCode).toBe(404);
  });
});
