import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailOutbox,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '../src/db/schema.ts';
import { BROKERAGE_IDS, DEMO_USERS } from '../src/db/seed-data.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import {
  insertEndpoint,
  insertEvent,
  newSecret,
  startReceiver,
  until,
  type Receiver,
} from './helpers/webhooks.ts';

/**
 * Webhook delivery (issue 28 item 2): the worker the app starts claims what a change's transaction
 * left in webhook_deliveries, signs it (Standard Webhooks), posts it to a real local receiver which
 * verifies it with the standardwebhooks library, logs the attempt and retries by the backoff
 * schedule. The events and deliveries are inserted by the tests (helpers/webhooks.ts insertEvent),
 * as the events' writer leaves them, with its commit's notification.
 */
describe('webhook delivery', () => {
  let t: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE_URLS: 'true', WEBHOOKS_TIMEOUT_SECONDS: '2' } });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const delivery = async (eventId: string, endpointId: string) => {
    const [row] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.eventId, eventId), eq(webhookDeliveries.endpointId, endpointId)));
    return row!;
  };
  const attemptsOf = (deliveryId: string) =>
    t.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, deliveryId))
      .orderBy(asc(webhookAttempts.attempt));
  /** The clock moves on to the delivery's next attempt (its backoff is not waited out for real). */
  const makeDue = (id: string) =>
    t.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(webhookDeliveries.id, id));

  it('posts a signed event that the receiver verifies, and logs the attempt', async () => {
    const secret = newSecret();
    const url = receiver.url('/signed', [secret]);
    const endpointId = await insertEndpoint(t.db, { url, secret, brokerageId: BROKERAGE_IDS.maple });
    const event = await insertEvent(t.db, { applicationId: randomUUID(), endpointIds: [endpointId] });

    const [got] = await until(() => receiver.at('/signed').length > 0 && receiver.at('/signed'));
    expect(got!.headers['webhook-id']).toBe(event.id);
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.verified.get(secret)).toEqual({ ok: true, payload: event.payload });

    const row = await until(async () => {
      const found = await delivery(event.id, endpointId);
      return found.status === 'succeeded' && found;
    });
    expect(row).toMatchObject({ attempts: 1, lockedBy: null });
    const [attempt] = await attemptsOf(row.id);
    expect(attempt).toMatchObject({ attempt: 1, url, responseStatus: 204, error: null });
    expect(attempt!.requestHeaders).toMatchObject({
      'webhook-id': event.id,
      'webhook-timestamp': got!.headers['webhook-timestamp'],
      'webhook-signature': got!.headers['webhook-signature'],
    });
  });

  it('retries a 500 after 5 seconds, then 5 minutes, with the same webhook-id, until a 2xx', async () => {
    const secret = newSecret();
    let calls = 0;
    const url = receiver.url('/flaky', [secret], () => ({ status: (calls += 1) <= 2 ? 500 : 200 }));
    const endpointId = await insertEndpoint(t.db, { url, secret, brokerageId: BROKERAGE_IDS.maple });
    const event = await insertEvent(t.db, { applicationId: randomUUID(), endpointIds: [endpointId] });

    const first = await until(async () => {
      const row = await delivery(event.id, endpointId);
      return row.attempts === 1 && row;
    });
    expect(first.status).toBe('pending');
    const [failed] = await attemptsOf(first.id);
    expect(failed).toMatchObject({ responseStatus: 500, error: null });
    const wait = first.nextAttemptAt.getTime() - failed!.startedAt.getTime();
    expect(wait).toBeGreaterThan(4_500);
    expect(wait).toBeLessThan(6_000);
    const [endpoint] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    expect(endpoint!.failingSince).not.toBeNull();

    // The second attempt comes by itself, five seconds later.
    const second = await until(
      async () => {
        const row = await delivery(event.id, endpointId);
        return row.attempts === 2 && row;
      },
      8_000,
      'the second attempt',
    );
    const attempts = await attemptsOf(first.id);
    expect(attempts[1]!.startedAt.getTime() - attempts[0]!.startedAt.getTime()).toBeGreaterThanOrEqual(4_900);
    const secondWait = second.nextAttemptAt.getTime() - attempts[1]!.startedAt.getTime();
    expect(Math.round(secondWait / 60_000)).toBe(5);

    await makeDue(first.id);
    const done = await until(async () => {
      const row = await delivery(event.id, endpointId);
      return row.status === 'succeeded' && row;
    });
    expect(done.attempts).toBe(3);
    const got = receiver.at('/flaky');
    expect(got.map((r) => r.headers['webhook-id'])).toEqual([event.id, event.id, event.id]);
    expect(got.every((r) => r.verified.get(secret)?.ok)).toBe(true);
    const [healed] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    expect(healed!.failingSince).toBeNull();
  });

  it("sends a policy's events to an endpoint in order: a later one waits while an earlier one is retried", async () => {
    const secret = newSecret();
    let failFirst = true;
    const url = receiver.url('/ordered', [secret], () => {
      if (!failFirst) return { status: 200 };
      failFirst = false;
      return { status: 503 };
    });
    const endpointId = await insertEndpoint(t.db, { url, secret, brokerageId: BROKERAGE_IDS.maple });
    const policy = randomUUID();
    const other = randomUUID();
    const events: { id: string }[] = [];
    for (let i = 0; i < 3; i += 1)
      events.push(await insertEvent(t.db, { applicationId: policy, endpointIds: [endpointId] }));
    const otherEvent = await insertEvent(t.db, { applicationId: other, endpointIds: [endpointId] });

    // Another policy's event is not held up by the first policy's failing one.
    await until(() => receiver.at('/ordered').some((r) => r.headers['webhook-id'] === otherEvent.id));
    const firstRow = await until(async () => {
      const row = await delivery(events[0]!.id, endpointId);
      return row.attempts === 1 && row;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const sentSoFar = receiver.at('/ordered').map((r) => r.headers['webhook-id']);
    expect(sentSoFar).not.toContain(events[1]!.id);
    expect(sentSoFar).not.toContain(events[2]!.id);

    await makeDue(firstRow.id);
    await until(
      () => receiver.at('/ordered').filter((r) => r.headers['webhook-id'] !== otherEvent.id).length === 4,
    );
    const ofPolicy = receiver
      .at('/ordered')
      .map((r) => r.headers['webhook-id'])
      .filter((id) => id !== otherEvent.id);
    expect(ofPolicy).toEqual([events[0]!.id, events[0]!.id, events[1]!.id, events[2]!.id]);
  });

  it('gives up on an answer that does not come within the timeout, and retries it', async () => {
    const secret = newSecret();
    const url = receiver.url('/slow', [secret], () => ({ status: 200, delayMs: 6_000 }));
    const endpointId = await insertEndpoint(t.db, { url, secret, brokerageId: BROKERAGE_IDS.maple });
    const event = await insertEvent(t.db, { applicationId: randomUUID(), endpointIds: [endpointId] });
    const row = await until(async () => {
      const found = await delivery(event.id, endpointId);
      return found.attempts === 1 && found;
    });
    expect(row.status).toBe('pending');
    const [attempt] = await attemptsOf(row.id);
    expect(attempt!.error).toMatch(/^timeout/);
    expect(attempt!.responseStatus).toBeNull();
    expect(attempt!.durationMs).toBeGreaterThanOrEqual(2_000);
    expect(attempt!.durationMs).toBeLessThan(4_000);
  });

  it("keeps the first 64 KB of an answer's body and drops the rest", async () => {
    const secret = newSecret();
    const big = Buffer.alloc(1024 * 1024, 'x');
    const url = receiver.url('/large', [secret], () => ({ status: 200, body: big }));
    const endpointId = await insertEndpoint(t.db, { url, secret, brokerageId: BROKERAGE_IDS.maple });
    const event = await insertEvent(t.db, { applicationId: randomUUID(), endpointIds: [endpointId] });
    const row = await until(async () => {
      const found = await delivery(event.id, endpointId);
      return found.status === 'succeeded' && found;
    });
    const [attempt] = await attemptsOf(row.id);
    expect(attempt!.responseStatus).toBe(200);
    expect(attempt!.responseBody).toBe('x'.repeat(64 * 1024));
  });

  it('signs with both secrets for a day after a rotation, then with the new one only', async () => {
    const oldSecret = newSecret();
    const secret = newSecret();
    const url = receiver.url('/rotated', [oldSecret, secret]);
    const endpointId = await insertEndpoint(t.db, {
      url,
      secret,
      previousSecret: oldSecret,
      previousSecretExpiresAt: new Date(Date.now() + 24 * 3_600_000),
      brokerageId: BROKERAGE_IDS.maple,
    });
    const during = await insertEvent(t.db, { applicationId: randomUUID(), endpointIds: [endpointId] });
    const [got] = await until(() => receiver.at('/rotated').length === 1 && receiver.at('/rotated'));
    expect(got!.headers['webhook-id']).toBe(during.id);
    expect(got!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(got!.verified.get(oldSecret)?.ok).toBe(true);
    expect(got!.verified.get(secret)?.ok).toBe(true);

    // The day has passed.
    await t.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(webhookEndpoints.id, endpointId));
    await insertEvent(t.db, { applicationId: randomUUID(), endpointIds: [endpointId] });
    const after = (await until(() => receiver.at('/rotated').length === 2 && receiver.at('/rotated')))[1]!;
    expect(after.verified.get(secret)?.ok).toBe(true);
    expect(after.verified.get(oldSecret)).toEqual({ ok: false, error: 'No matching signature found' });
  });

  it('fails a delivery three days after its first attempt, disables the endpoint and emails its owners in their language', async () => {
    // An agency admin of the brokerage who reads French; the endpoint's creator (a broker) reads English.
    const adminId = randomUUID();
    await t.db.insert(users).values({
      id: adminId,
      email: 'agency.admin@mapleleafbrokers.example',
      givenName: 'Chantal',
      familyName: 'Gagnon',
      passwordHash: 'x',
      groups: ['Admin', 'Standard'],
      brokerageId: BROKERAGE_IDS.maple,
      status: 'CONFIRMED',
      language: 'fr-CA',
    });
    const secret = newSecret();
    const url = receiver.url('/down', [secret], () => ({ status: 502 }));
    const endpointId = await insertEndpoint(t.db, {
      url,
      secret,
      brokerageId: BROKERAGE_IDS.maple,
      createdBy: DEMO_USERS.broker.id,
    });
    const event = await insertEvent(t.db, { applicationId: randomUUID(), endpointIds: [endpointId] });
    const first = await until(async () => {
      const row = await delivery(event.id, endpointId);
      return row.attempts === 1 && row;
    });
    // Three days pass, every attempt failing.
    const threeDaysAgo = sql`now() - interval '3 days'`;
    await t.db
      .update(webhookAttempts)
      .set({ startedAt: threeDaysAgo })
      .where(eq(webhookAttempts.deliveryId, first.id));
    await t.db
      .update(webhookEndpoints)
      .set({ failingSince: threeDaysAgo })
      .where(eq(webhookEndpoints.id, endpointId));
    await makeDue(first.id);

    const failed = await until(async () => {
      const row = await delivery(event.id, endpointId);
      return row.status === 'failed' && row;
    });
    expect(failed.attempts).toBe(2);
    expect(receiver.at('/down')).toHaveLength(2);
    const [endpoint] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: 'failing' });

    const emails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'webhooks.endpoint-disabled'))
      .orderBy(asc(emailOutbox.toAddress));
    // The brokerage's agency admins (the demo's and this French one) and the endpoint's creator.
    expect(emails.map((e) => e.toAddress)).toEqual([
      'agency.admin@mapleleafbrokers.example',
      DEMO_USERS.agencyAdmin.email,
      DEMO_USERS.broker.email,
    ]);
    expect(emails[0]!.subject).toBe(`Point de terminaison de webhooks désactivé\u00a0: ${url}`);
    expect(emails[0]!.textBody).toContain('Bonjour Chantal Gagnon,');
    expect(emails[2]!.subject).toBe(`Webhook endpoint disabled: ${url}`);
    expect(emails[2]!.textBody).toContain(`Every delivery to the webhook endpoint ${url} has failed since`);

    // A disabled endpoint is sent nothing more.
    await insertEvent(t.db, { applicationId: randomUUID(), endpointIds: [endpointId] });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.at('/down')).toHaveLength(2);
  });
});

describe('webhook delivery without WEBHOOKS_ALLOW_PRIVATE_URLS', () => {
  let t: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp({ env: { WEBHOOKS_TIMEOUT_SECONDS: '1' } });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it.each([
    [
      'an IP address that is not public',
      (port: number) => `https://127.0.0.1:${port}/hook`,
      'refused: 127.0.0.1 is not a public address',
    ],
    [
      'a name that resolves to one',
      (port: number) => `https://localhost:${port}/hook`,
      /^refused: localhost resolves to (127\.0\.0\.1|::1), not a public address$/,
    ],
    ['plain http', () => 'http://example.com/hook', 'refused: only https URLs are delivered to (http:)'],
  ])('refuses %s, and logs the attempt', async (_what, urlOf, error) => {
    const secret = newSecret();
    const url = urlOf(receiver.port);
    const endpointId = await insertEndpoint(t.db, { url, secret, brokerageId: BROKERAGE_IDS.maple });
    const event = await insertEvent(t.db, { applicationId: randomUUID(), endpointIds: [endpointId] });
    const [row] = await until(async () => {
      const rows = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, event.id));
      return rows[0]?.attempts === 1 && rows;
    });
    expect(row!.status).toBe('pending');
    const [attempt] = await t.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, row!.id));
    expect(attempt!.responseStatus).toBeNull();
    expect(attempt!.error).toMatch(error);
    expect(receiver.received).toHaveLength(0);
  });
});
