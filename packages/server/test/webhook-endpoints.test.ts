import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@bm/contracts';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MESSAGES } from '@bm/domain';
import { WEBHOOK_URL_MESSAGES_FR } from '../../domain/src/i18n/fr/webhook-url.ts';
import { auditLog, sessions, users, webhookEndpoints } from '../src/db/schema.ts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { randomToken, sha256 } from '../src/lib/crypto.ts';
import { SESSION_COOKIE } from '../src/plugins/auth-context.ts';
import { WEBHOOK_ENDPOINT_MESSAGES } from '../src/modules/webhooks/index.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { superAdmin: '', mapleAdmin: '', coastalAdmin: '' };
/** A public address written as a literal: resolving it needs no network. */
const PUBLIC_URL = 'https://93.184.215.14/hooks/apollo';

/** An agency admin (Admin group) of another brokerage than the seeded one's, signed in directly. */
async function adminOf(brokerageId: string): Promise<string> {
  const id = randomUUID();
  await t.db.insert(users).values({
    id,
    email: `admin-${id.slice(0, 8)}@coastal.example`,
    givenName: 'Cora',
    familyName: 'Coast',
    passwordHash: 'not-used',
    groups: ['Admin', 'Standard'],
    brokerageId,
    status: 'CONFIRMED',
  });
  const token = randomToken();
  const now = new Date();
  await t.db.insert(sessions).values({
    id: sha256(token),
    userId: id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  return `${SESSION_COOKIE}=${token}`;
}

beforeAll(async () => {
  t = await createTestApp();
  cookies.superAdmin = await sessionCookie(t.db, 'admin');
  cookies.mapleAdmin = await sessionCookie(t.db, 'agencyAdmin');
  cookies.coastalAdmin = await adminOf(BROKERAGE_IDS.coastal);
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload ? { payload } : {}) });
const create = async (cookie: string, body: object): Promise<WebhookEndpointWithSecret> => {
  const response = await call('POST', '/api/webhooks/endpoints', cookie, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const liveEndpoints = async () =>
  (await t.db.select({ n: count() }).from(webhookEndpoints).where(isNull(webhookEndpoints.deletedAt)))[0]!.n;
const audits = (action: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe('who may manage integrations', () => {
  it.each(['broker', 'agency', 'finance', 'underwriter', 'setup'] as const)(
    '%s gets 403 from every route and writes nothing',
    async (who) => {
      const cookie = await sessionCookie(t.db, who);
      const before = await liveEndpoints();
      for (const [method, url] of [
        ['GET', '/api/webhooks/event-types'],
        ['GET', '/api/webhooks/endpoints'],
        ['POST', '/api/webhooks/endpoints'],
      ] as const) {
        const response = await call(method, url, cookie, method === 'POST' ? { url: PUBLIC_URL } : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe(WEBHOOK_ENDPOINT_MESSAGES.notAllowed);
      }
      expect(await liveEndpoints()).toBe(before);
    },
  );

  it('asks for a sign-in first', async () => {
    expect((await call('GET', '/api/webhooks/endpoints', '')).statusCode).toBe(401);
  });
});

describe('event types', () => {
  it('lists every type with its version and description', async () => {
    const response = await call('GET', '/api/webhooks/event-types', cookies.mapleAdmin);
    expect(response.statusCode).toBe(200);
    const types = response.json() as { type: string; version: number; description: string }[];
    expect(types.map((type) => type.type)).toEqual([...WEBHOOK_EVENT_TYPES]);
    expect(types[0]).toEqual({
      type: 'policy.bound',
      version: 1,
      description: 'A policy was bound (new business)',
    });
  });
});

describe('an agency admin adds an endpoint', () => {
  let made: WebhookEndpointWithSecret;

  it('for their own brokerage whatever the body says, with its secret shown once, audited', async () => {
    made = await create(cookies.mapleAdmin, {
      url: `  ${PUBLIC_URL}  `,
      description: 'Our BMS',
      eventTypes: ['policy.bound', 'payment.succeeded', 'policy.bound'],
      brokerageId: BROKERAGE_IDS.coastal,
    });
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(made.secret.slice('whsec_'.length), 'base64')).toHaveLength(24);
    expect(made.endpoint).toMatchObject({
      brokerageId: BROKERAGE_IDS.maple,
      brokerageName: 'Maple Leaf Brokers',
      url: PUBLIC_URL,
      description: 'Our BMS',
      eventTypes: ['policy.bound', 'payment.succeeded'],
      enabled: true,
      disabledReason: null,
      previousSecretExpiresAt: null,
      recent: { succeeded: 0, failed: 0, pending: 0 },
    });
    const [audit] = await audits('webhook_endpoint.created', made.endpoint.id);
    expect(audit?.details).toMatchObject({ brokerageId: BROKERAGE_IDS.maple, url: PUBLIC_URL });
    expect(JSON.stringify(audit?.details)).not.toContain(made.secret);
  });

  it('lists it without its secret; another brokerage’s admin sees none of it', async () => {
    const mine = await call('GET', '/api/webhooks/endpoints', cookies.mapleAdmin);
    expect((mine.json() as WebhookEndpoint[]).map((e) => e.id)).toContain(made.endpoint.id);
    expect(mine.body).not.toContain(made.secret);
    const theirs = await call('GET', '/api/webhooks/endpoints', cookies.coastalAdmin);
    expect((theirs.json() as WebhookEndpoint[]).map((e) => e.id)).not.toContain(made.endpoint.id);
  });

  it('refuses another brokerage’s admin every change with 404, changing nothing', async () => {
    const id = made.endpoint.id;
    const attempts = [
      call('PATCH', `/api/webhooks/endpoints/${id}`, cookies.coastalAdmin, { enabled: false }),
      call('DELETE', `/api/webhooks/endpoints/${id}`, cookies.coastalAdmin),
      call('POST', `/api/webhooks/endpoints/${id}/rotate-secret`, cookies.coastalAdmin),
      call('GET', `/api/webhooks/endpoints/${id}/deliveries`, cookies.coastalAdmin),
      call('POST', `/api/webhooks/endpoints/${id}/replay`, cookies.coastalAdmin, {
        since: '2020-01-01T00:00:00Z',
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(WEBHOOK_ENDPOINT_MESSAGES.notFound);
    }
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(row).toMatchObject({ enabled: true, deletedAt: null, secret: made.secret, previousSecret: null });
  });

  it('disables and enables it again, clearing the failing state', async () => {
    const id = made.endpoint.id;
    const off = await call('PATCH', `/api/webhooks/endpoints/${id}`, cookies.mapleAdmin, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, disabledReason: 'owner' });
    await t.db
      .update(webhookEndpoints)
      .set({ disabledReason: 'failing', failingSince: new Date('2026-01-01T00:00:00Z') })
      .where(eq(webhookEndpoints.id, id));
    const on = await call('PATCH', `/api/webhooks/endpoints/${id}`, cookies.mapleAdmin, {
      enabled: true,
      description: 'Our BMS (prod)',
      eventTypes: [],
    });
    expect(on.json()).toMatchObject({
      enabled: true,
      disabledReason: null,
      disabledAt: null,
      failingSince: null,
      description: 'Our BMS (prod)',
      eventTypes: [],
    });
    expect(await audits('webhook_endpoint.updated', id)).toHaveLength(2);
  });

  it('refuses a private address on edit, keeping the URL', async () => {
    const id = made.endpoint.id;
    const response = await call('PATCH', `/api/webhooks/endpoints/${id}`, cookies.mapleAdmin, {
      url: 'https://192.168.1.10/hooks',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(WEBHOOK_URL_MESSAGES.privateAddress);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(row?.url).toBe(PUBLIC_URL);
  });

  it('rotates the secret: a new one shown, the previous one kept for 24 hours', async () => {
    const id = made.endpoint.id;
    const before = Date.now();
    const response = await call('POST', `/api/webhooks/endpoints/${id}/rotate-secret`, cookies.mapleAdmin);
    expect(response.statusCode).toBe(200);
    const rotated = response.json() as WebhookEndpointWithSecret;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(made.secret);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(row).toMatchObject({ secret: rotated.secret, previousSecret: made.secret });
    const expires = row!.previousSecretExpiresAt!.getTime();
    expect(expires - before).toBeGreaterThanOrEqual(86_400_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(86_400_000 + 60_000);
    expect(rotated.endpoint.previousSecretExpiresAt).toBe(row!.previousSecretExpiresAt!.toISOString());
    expect(await audits('webhook_endpoint.secret_rotated', id)).toHaveLength(1);
  });
});

describe('URLs', () => {
  it.each([
    ['not a url', WEBHOOK_URL_MESSAGES.notAUrl],
    ['http://93.184.215.14/hooks', WEBHOOK_URL_MESSAGES.notHttps],
    ['https://user:secret@93.184.215.14/hooks', WEBHOOK_URL_MESSAGES.credentials],
    ['https://127.0.0.1/hooks', WEBHOOK_URL_MESSAGES.privateAddress],
    ['https://10.1.2.3/hooks', WEBHOOK_URL_MESSAGES.privateAddress],
    ['https://[::1]:8443/hooks', WEBHOOK_URL_MESSAGES.privateAddress],
    ['https://169.254.169.254/latest', WEBHOOK_URL_MESSAGES.privateAddress],
    ['https://localhost/hooks', WEBHOOK_URL_MESSAGES.privateAddress],
  ])('refuses %s with a clear message, writing nothing', async (url, message) => {
    const before = await liveEndpoints();
    const response = await call('POST', '/api/webhooks/endpoints', cookies.mapleAdmin, { url });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await liveEndpoints()).toBe(before);
  });

  it('says why in French to a French-speaking admin', async () => {
    const response = await call(
      'POST',
      '/api/webhooks/endpoints',
      cookies.mapleAdmin,
      { url: 'https://127.0.0.1/hooks' },
      { 'accept-language': 'fr-CA' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(WEBHOOK_URL_MESSAGES_FR.privateAddress);
  });

  it('takes a loopback http address where WEBHOOKS_ALLOW_PRIVATE_URLS is set (local testing)', async () => {
    const local = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' } });
    try {
      const response = await local.app.inject({
        method: 'POST',
        url: '/api/webhooks/endpoints',
        headers: { cookie: await sessionCookie(local.db, 'agencyAdmin') },
        payload: { url: 'http://127.0.0.1:4010/in' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().endpoint.url).toBe('http://127.0.0.1:4010/in');
    } finally {
      await local.close();
    }
  });
});

describe('a super admin', () => {
  it('adds platform-wide and any brokerage’s endpoints and sees them all; an agency admin cannot reach the platform’s', async () => {
    const platform = await create(cookies.superAdmin, { url: PUBLIC_URL, description: 'Data warehouse' });
    expect(platform.endpoint).toMatchObject({ brokerageId: null, brokerageName: null });
    const coastal = await create(cookies.superAdmin, { url: PUBLIC_URL, brokerageId: BROKERAGE_IDS.coastal });
    expect(coastal.endpoint.brokerageName).toBe('Coastal Insurance Group');
    const all = (
      await call('GET', '/api/webhooks/endpoints', cookies.superAdmin)
    ).json() as WebhookEndpoint[];
    expect(all[0]?.brokerageId).toBeNull();
    expect(all.map((e) => e.id)).toEqual(expect.arrayContaining([platform.endpoint.id, coastal.endpoint.id]));
    const coastalSees = (
      await call('GET', '/api/webhooks/endpoints', cookies.coastalAdmin)
    ).json() as WebhookEndpoint[];
    expect(coastalSees.map((e) => e.id)).toEqual([coastal.endpoint.id]);
    const refused = await call(
      'PATCH',
      `/api/webhooks/endpoints/${platform.endpoint.id}`,
      cookies.mapleAdmin,
      {
        enabled: false,
      },
    );
    expect(refused.statusCode).toBe(404);
  });

  it('gets 404 for a brokerage that does not exist', async () => {
    const response = await call('POST', '/api/webhooks/endpoints', cookies.superAdmin, {
      url: PUBLIC_URL,
      brokerageId: randomUUID(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(WEBHOOK_ENDPOINT_MESSAGES.noBrokerage);
  });
});
