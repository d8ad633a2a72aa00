import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AddNoteResponse, ApiKey, CreatedApiKey, Note } from '@bm/contracts';
import { apiKeys, applications, auditLog, notes, sessions, users } from '../src/db/schema.ts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { randomToken, sha256 } from '../src/lib/crypto.ts';
import { SESSION_COOKIE } from '../src/plugins/auth-context.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * API keys (issue 28 item 4; docs/decisions/0095): agency admins make, list and revoke their
 * brokerage's keys; a key reads and writes on its scoped routes as its brokerage, and nowhere else.
 */
const RATE_LIMIT = 30;
let t: TestApp;
const cookies = { admin: '', broker: '', mapleAdmin: '', coastalAdmin: '' };
let mapleRecord: string;
let coastalRecord: string;

/** An agency admin (the Admin group) of a brokerage, signed in: the Cookie header. */
async function agencyAdmin(brokerageId: string): Promise<string> {
  const id = randomUUID();
  await t.db.insert(users).values({
    id,
    email: `admin-${id.slice(0, 8)}@agency.example`,
    givenName: 'Alex',
    familyName: 'Admin',
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

/** A record of the brokerage. */
async function recordOf(brokerageId: string): Promise<string> {
  const [row] = await t.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.brokerageId, brokerageId))
    .limit(1);
  if (!row) throw new Error(`no record in ${brokerageId}`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ env: { API_KEY_RATE_LIMIT: String(RATE_LIMIT) } });
  cookies.admin = await sessionCookie(t.db, 'admin');
  cookies.broker = await sessionCookie(t.db, 'broker');
  cookies.mapleAdmin = await agencyAdmin(BROKERAGE_IDS.maple);
  cookies.coastalAdmin = await agencyAdmin(BROKERAGE_IDS.coastal);
  mapleRecord = await recordOf(BROKERAGE_IDS.maple);
  coastalRecord = await recordOf(BROKERAGE_IDS.coastal);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'DELETE';
const asUser = (method: Method, url: string, cookie: string, payload?: object, language?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });
const withKey = (method: Method, url: string, key: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...(payload ? { payload } : {}) });

async function makeKey(body: object, cookie = cookies.mapleAdmin): Promise<CreatedApiKey> {
  const response = await asUser('POST', '/api/api-keys', cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatedApiKey;
}
async function listKeys(cookie = cookies.mapleAdmin, query = ''): Promise<ApiKey[]> {
  const response = await asUser('GET', `/api/api-keys${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ApiKey[];
}

describe('making, listing and revoking keys', () => {
  it('shows the key once: bmk_ and 43 characters, stored as its SHA-256, listed by its prefix only', async () => {
    const made = await makeKey({ name: '  Books sync  ', scopes: ['invoices:read', 'policies:read'] });
    expect(made.key).toMatch(/^bmk_[A-Za-z0-9_-]{43}$/);
    expect(made.apiKey).toMatchObject({
      name: 'Books sync',
      brokerageId: BROKERAGE_IDS.maple,
      brokerageName: expect.any(String),
      prefix: made.key.slice(4, 12),
      scopes: ['policies:read', 'invoices:read'],
      createdBy: 'Alex Admin',
      lastUsedAt: null,
      revokedAt: null,
    });
    const [stored] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, made.apiKey.id));
    expect(stored!.hash).toBe(sha256(made.key));
    const listing = await asUser('GET', '/api/api-keys', cookies.mapleAdmin);
    expect(listing.body).not.toContain(made.key.slice(4));
    expect((listing.json() as ApiKey[]).map((key) => key.id)).toContain(made.apiKey.id);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api_key.created'), eq(auditLog.entityId, made.apiKey.id)));
    expect(audit?.details).toMatchObject({ brokerageId: BROKERAGE_IDS.maple, name: 'Books sync' });
    expect(JSON.stringify(audit?.details)).not.toContain(made.key.slice(4));
  });

  it('refuses bad input with a clear message, in the reader’s language, and makes nothing', async () => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(apiKeys))[0]!.n;
    const cases: [object, string][] = [
      [{ name: '   ', scopes: ['policies:read'] }, 'name: Name the key'],
      [{ name: 'x'.repeat(101), scopes: ['policies:read'] }, 'name: A key’s name is at most 100 characters'],
      [{ name: 'Sync', scopes: [] }, 'scopes: Choose at least one scope'],
      [
        { name: 'Sync', scopes: ['policies:write'] },
        'scopes.0: Each scope is one of policies:read, invoices:read, notes:write',
      ],
      [{ name: 'Sync', scopes: ['notes:write', 'notes:write'] }, 'scopes: Name each scope once'],
    ];
    for (const [body, message] of cases) {
      const response = await asUser('POST', '/api/api-keys', cookies.mapleAdmin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const french = await asUser(
      'POST',
      '/api/api-keys',
      cookies.mapleAdmin,
      { name: '', scopes: ['notes:write'] },
      'fr-CA',
    );
    expect(french.json()).toEqual({ message: 'name: Nommez la clé' });
    // A super admin names the brokerage, an existing one.
    const noBrokerage = await asUser('POST', '/api/api-keys', cookies.admin, {
      name: 'Sync',
      scopes: ['notes:write'],
    });
    expect(noBrokerage.statusCode).toBe(400);
    expect(noBrokerage.json().message).toBe('Choose the brokerage the key is for (brokerageId).');
    const unknown = await asUser('POST', '/api/api-keys', cookies.admin, {
      name: 'Sync',
      scopes: ['notes:write'],
      brokerageId: randomUUID(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('There is no brokerage with this id.');
    const after = (await t.db.select({ n: sql<number>`count(*)::int` }).from(apiKeys))[0]!.n;
    expect(after).toBe(before);
  });

  it('is for agency admins and super admins only', async () => {
    const signedOut = await asUser('GET', '/api/api-keys', '');
    expect(signedOut.statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
      ['DELETE', `/api/api-keys/${randomUUID()}`],
    ] as const) {
      const response = await asUser(
        method,
        url,
        cookies.broker,
        method === 'POST' ? { name: 'x', scopes: ['notes:write'] } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe('Only agency admins and super admins manage API keys.');
    }
    // An agency admin cannot list another brokerage's keys.
    const other = await asUser(
      'GET',
      `/api/api-keys?brokerageId=${BROKERAGE_IDS.coastal}`,
      cookies.mapleAdmin,
    );
    expect(other.statusCode).toBe(403);
  });

  it('lets a super admin make a key for any brokerage and list all or one brokerage’s', async () => {
    const coastal = await makeKey(
      { name: 'Coastal warehouse', scopes: ['policies:read'], brokerageId: BROKERAGE_IDS.coastal },
      cookies.admin,
    );
    expect(coastal.apiKey.brokerageId).toBe(BROKERAGE_IDS.coastal);
    // An agency admin's brokerageId is their own whatever they send.
    const own = await makeKey({
      name: 'Mine',
      scopes: ['policies:read'],
      brokerageId: BROKERAGE_IDS.coastal,
    });
    expect(own.apiKey.brokerageId).toBe(BROKERAGE_IDS.maple);

    const all = await listKeys(cookies.admin);
    expect(all.map((key) => key.id)).toEqual(expect.arrayContaining([coastal.apiKey.id, own.apiKey.id]));
    const coastalOnly = await listKeys(cookies.admin, `?brokerageId=${BROKERAGE_IDS.coastal}`);
    expect(coastalOnly.map((key) => key.brokerageId)).toEqual(coastalOnly.map(() => BROKERAGE_IDS.coastal));
    expect((await listKeys(cookies.mapleAdmin)).map((key) => key.id)).not.toContain(coastal.apiKey.id);
    expect((await listKeys(cookies.coastalAdmin)).map((key) => key.id)).toEqual([coastal.apiKey.id]);
    const badQuery = await asUser('GET', '/api/api-keys?brokerageId=nope', cookies.admin);
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().message).toBe('brokerageId: brokerageId must be a UUID');
  });
});

describe('a key at work', () => {
  it('create, use, last used set (at most once a minute), revoke: 401 from the next request', async () => {
    const made = await makeKey({ name: 'Lifecycle', scopes: ['policies:read'] });
    const first = await withKey('GET', `/api/applications/${mapleRecord}`, made.key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().applicationId).toBe(mapleRecord);
    const used = (await listKeys()).find((key) => key.id === made.apiKey.id)!;
    expect(used.lastUsedAt).not.toBeNull();

    // Within the minute, using it again writes nothing; a minute later it does.
    await withKey('GET', `/api/applications/${mapleRecord}`, made.key);
    const again = (await listKeys()).find((key) => key.id === made.apiKey.id)!;
    expect(again.lastUsedAt).toBe(used.lastUsedAt);
    const longAgo = new Date(Date.now() - 5 * 60_000);
    await t.db.update(apiKeys).set({ lastUsedAt: longAgo }).where(eq(apiKeys.id, made.apiKey.id));
    await withKey('GET', `/api/applications/${mapleRecord}`, made.key);
    const later = (await listKeys()).find((key) => key.id === made.apiKey.id)!;
    expect(new Date(later.lastUsedAt!).getTime()).toBeGreaterThan(longAgo.getTime());

    // Another brokerage's admin does not find it; its own revokes it.
    expect((await asUser('DELETE', `/api/api-keys/${made.apiKey.id}`, cookies.coastalAdmin)).statusCode).toBe(
      404,
    );
    const revoked = await asUser('DELETE', `/api/api-keys/${made.apiKey.id}`, cookies.mapleAdmin);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ ok: true });
    const refused = await withKey('GET', `/api/applications/${mapleRecord}`, made.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'This API key was revoked.' });
    const listed = (await listKeys()).find((key) => key.id === made.apiKey.id)!;
    expect(listed.revokedAt).not.toBeNull();
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, made.apiKey.id));
    expect(audits.map((row) => row.action).sort()).toEqual(['api_key.created', 'api_key.revoked']);
    // Revoking again changes nothing.
    expect((await asUser('DELETE', `/api/api-keys/${made.apiKey.id}`, cookies.mapleAdmin)).statusCode).toBe(
      200,
    );
    const again2 = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.entityId, made.apiKey.id));
    expect(again2[0]!.n).toBe(2);
  });

  it('refuses an unknown or malformed key with 401', async () => {
    for (const key of [`bmk_${'A'.repeat(43)}`, 'bmk_short', 'bmk_']) {
      const response = await withKey('GET', '/api/applications', key);
      expect(response.statusCode, key).toBe(401);
      expect(response.json()).toEqual({ message: 'This API key is not valid.' });
    }
  });

  it('reads its own brokerage’s records only: another brokerage’s is not found (404)', async () => {
    const made = await makeKey({ name: 'Reader', scopes: ['policies:read', 'invoices:read'] });
    const list = await withKey('GET', '/api/applications?limit=100', made.key);
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().items as { brokerageId?: string; applicationId: string }[];
    expect(items.length).toBeGreaterThan(0);
    const brokerages = await t.db
      .selectDistinct({ brokerageId: applications.brokerageId })
      .from(applications)
      .where(sql`${applications.id} in ${items.map((item) => item.applicationId)}`);
    expect(brokerages).toEqual([{ brokerageId: BROKERAGE_IDS.maple }]);

    for (const url of [
      `/api/applications/${coastalRecord}`,
      `/api/applications/${coastalRecord}/transactions`,
      `/api/applications/${coastalRecord}/invoices`,
      `/api/applications/${coastalRecord}/openInvoices`,
      `/api/invoices/all/${coastalRecord}`,
    ]) {
      const response = await withKey('GET', url, made.key);
      expect(response.statusCode, url).toBe(404);
    }
    for (const url of [
      `/api/applications/${mapleRecord}/transactions`,
      `/api/applications/${mapleRecord}/invoices`,
      `/api/applications/${mapleRecord}/openInvoices`,
      `/api/invoices/all/${mapleRecord}`,
      '/api/fuzzysearch?searchword=ab',
    ]) {
      const response = await withKey('GET', url, made.key);
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    }
    const search = await withKey('GET', '/api/invoices', made.key);
    expect(search.statusCode, search.body).toBe(200);
    const numbers = (search.json().items as { applicationId: string }[]).map((item) => item.applicationId);
    expect(numbers).not.toContain(coastalRecord);
  });

  it('needs the route’s scope (403), and no other route takes a key (403)', async () => {
    const reader = await makeKey({ name: 'Policies only', scopes: ['policies:read'] });
    const note = await withKey('POST', `/api/applications/${mapleRecord}/notes`, reader.key, {
      comment: 'Hello',
    });
    expect(note.statusCode).toBe(403);
    expect(note.json()).toEqual({
      message: 'This API key does not have the notes:write scope this route needs.',
    });
    expect((await withKey('GET', '/api/invoices', reader.key)).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', '/api/auth/me'],
      ['GET', '/api/api-keys'],
      ['POST', '/api/applications'],
      ['GET', `/api/applications/${mapleRecord}/definition`],
    ] as const) {
      const response = await withKey(
        method,
        url,
        reader.key,
        method === 'POST' ? { productId: 'tenants' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toMatch(/^API keys cannot be used on this route/);
    }
    // With a session cookie beside it, the key still decides.
    const both = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${reader.key}`, cookie: cookies.mapleAdmin },
    });
    expect(both.statusCode).toBe(403);
  });

  it('writes notes as the key (no user), on its own brokerage’s records only', async () => {
    const writer = await makeKey({ name: 'CRM bridge', scopes: ['notes:write'] });
    const response = await withKey('POST', `/api/applications/${mapleRecord}/notes`, writer.key, {
      comment: 'Called the insured from our CRM',
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = (response.json() as AddNoteResponse).note;
    expect(saved.author).toBeNull();
    expect(saved.apiKey).toEqual({ id: writer.apiKey.id, name: 'CRM bridge' });
    expect(saved.isInternal).toBe(false);
    const [row] = await t.db.select().from(notes).where(eq(notes.id, saved.id));
    expect(row).toMatchObject({ authorId: null, apiKeyId: writer.apiKey.id });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, mapleRecord))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'application.note', actorId: null });
    expect(audit!.details).toMatchObject({ apiKey: { id: writer.apiKey.id, name: 'CRM bridge' } });

    const read = await withKey('GET', `/api/applications/${mapleRecord}/notes`, writer.key);
    expect(read.statusCode).toBe(200);
    expect((read.json() as Note[]).find((note) => note.id === saved.id)?.apiKey?.name).toBe('CRM bridge');
    // People see who wrote it too.
    const byBroker = await asUser('GET', `/api/applications/${mapleRecord}/notes`, cookies.broker);
    expect((byBroker.json() as Note[]).find((note) => note.id === saved.id)?.apiKey?.name).toBe('CRM bridge');

    const elsewhere = await withKey('POST', `/api/applications/${coastalRecord}/notes`, writer.key, {
      comment: 'x',
    });
    expect(elsewhere.statusCode).toBe(404);
    const bad = await withKey('POST', `/api/applications/${mapleRecord}/notes`, writer.key, {
      comment: 'x',
      isInternal: true,
    });
    expect(bad.statusCode).toBe(403);
  });

  it('is rate limited per key: 429 with Retry-After past the limit, other keys unaffected', async () => {
    const busy = await makeKey({ name: 'Busy', scopes: ['policies:read'] });
    const calm = await makeKey({ name: 'Calm', scopes: ['policies:read'] });
    for (let i = 1; i <= RATE_LIMIT; i += 1) {
      const response = await withKey('GET', `/api/applications/${mapleRecord}`, busy.key);
      expect(response.statusCode, `request ${i}`).toBe(200);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(RATE_LIMIT - i));
    }
    const limited = await withKey('GET', `/api/applications/${mapleRecord}`, busy.key);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many requests with this API key. Wait a minute and try again.',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await withKey('GET', `/api/applications/${mapleRecord}`, calm.key)).statusCode).toBe(200);
  });

  it('holds a revocation and counts the rate limit across processes on one database', async () => {
    // A second server process: another app on the same database (no memory shared with the first).
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
    try {
      const made = await makeKey({ name: 'Two processes', scopes: ['policies:read'] });
      const url = `/api/applications/${mapleRecord}`;
      const on = (app: typeof other, key: string) =>
        app.inject({ url, headers: { authorization: `Bearer ${key}` } });
      expect((await on(other, made.key)).statusCode).toBe(200);
      // Half the limit on each process: the next request, on either, is the one too many.
      for (let i = 1; i < RATE_LIMIT / 2; i += 1) expect((await on(t.app, made.key)).statusCode).toBe(200);
      for (let i = 0; i < RATE_LIMIT / 2; i += 1) expect((await on(other, made.key)).statusCode).toBe(200);
      expect((await on(t.app, made.key)).statusCode).toBe(429);

      const fresh = await makeKey({ name: 'Revoked elsewhere', scopes: ['policies:read'] });
      expect((await on(other, fresh.key)).statusCode).toBe(200);
      const revoked = await asUser('DELETE', `/api/api-keys/${fresh.apiKey.id}`, cookies.mapleAdmin);
      expect(revoked.statusCode).toBe(200);
      const refused = await on(other, fresh.key);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'This API key was revoked.' });
    } finally {
      await other.close();
    }
  });
});
