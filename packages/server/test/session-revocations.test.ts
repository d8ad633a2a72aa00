import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../src/db/listener.ts';
import { sessions } from '../src/db/schema.ts';
import { DEMO_USERS } from '../src/db/seed-data.ts';
import { randomToken, sha256 } from '../src/lib/crypto.ts';
import { SESSION_COOKIE, sessionCache } from '../src/plugins/auth-context.ts';
import { announceRevocation } from '../src/plugins/session-revocations.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The session cache hears revocations that another process makes (docs/decisions/0025). Another
 * process's logout is the same update and pg_notify in one transaction, made here straight on the
 * database, past this process's own revokeSession: only the channel can tell the cache.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

async function newSession(user: keyof typeof DEMO_USERS) {
  const token = randomToken();
  const now = new Date();
  await t.db.insert(sessions).values({
    id: sha256(token),
    userId: DEMO_USERS[user].id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  return { id: sha256(token), cookie: `${SESSION_COOKIE}=${token}` };
}

/** Polls until the cookie is refused; answers how long that took (or Infinity after `withinMs`). */
async function refusedWithin(cookie: string, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started <= withinMs) {
    if ((await me(cookie)).statusCode === 401) return Date.now() - started;
    await sleep(25);
  }
  return Infinity;
}

describe('revocations from other processes', () => {
  it('a logout elsewhere is refused here within a second, though the session was cached', async () => {
    const session = await newSession('broker');
    expect((await me(session.cookie)).statusCode).toBe(200);
    await t.db.transaction(async (tx) => {
      await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session.id));
      await announceRevocation(tx, { sessionId: session.id });
    });
    expect(await refusedWithin(session.cookie, 1_000)).toBeLessThan(1_000);
  });

  it('a sign-out everywhere elsewhere ends every cached session of the user here', async () => {
    const first = await newSession('agency');
    const second = await newSession('agency');
    const other = await newSession('finance');
    for (const s of [first, second, other]) expect((await me(s.cookie)).statusCode).toBe(200);
    await t.db.transaction(async (tx) => {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.userId, DEMO_USERS.agency.id));
      await announceRevocation(tx, { userId: DEMO_USERS.agency.id });
    });
    expect(await refusedWithin(first.cookie, 1_000)).toBeLessThan(1_000);
    expect(await refusedWithin(second.cookie, 1_000)).toBeLessThan(1_000);
    expect((await me(other.cookie)).statusCode).toBe(200);
  });

  it('announces nothing from a transaction that rolls back', async () => {
    const session = await newSession('underwriter');
    expect((await me(session.cookie)).statusCode).toBe(200);
    await t.db
      .transaction(async (tx) => {
        await announceRevocation(tx, { sessionId: session.id });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await sleep(200);
    expect((await me(session.cookie)).statusCode).toBe(200);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'suspends the cache while its listening connection is down, and listens again',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const database = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      url.pathname = `/${database.rows[0]!.name}`;
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      try {
        const listeners = async () =>
          (
            await admin.query<{ pid: number }>(
              `select pid from pg_stat_activity
                where datname = current_database() and application_name = $1`,
              [LISTENER_APPLICATION_NAME],
            )
          ).rows;
        expect((await listeners()).length).toBeGreaterThan(0);
        const session = await newSession('setup');
        expect((await me(session.cookie)).statusCode).toBe(200);
        for (const { pid } of await listeners()) await admin.query('select pg_terminate_backend($1)', [pid]);
        for (let i = 0; i < 40 && !sessionCache.suspended; i += 1) await sleep(25);
        expect(sessionCache.suspended).toBe(true);
        // Down: a revocation sent now is not heard, and nothing is answered from memory.
        await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session.id));
        expect((await me(session.cookie)).statusCode).toBe(401);
        // Back within a few seconds, and revocations are heard again.
        for (let i = 0; i < 200 && sessionCache.suspended; i += 1) await sleep(25);
        expect(sessionCache.suspended).toBe(false);
        expect((await listeners()).length).toBeGreaterThan(0);
        const later = await newSession('setup');
        expect((await me(later.cookie)).statusCode).toBe(200);
        await t.db.transaction(async (tx) => {
          await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, later.id));
          await announceRevocation(tx, { sessionId: later.id });
        });
        expect(await refusedWithin(later.cookie, 1_000)).toBeLessThan(1_000);
      } finally {
        await admin.end();
      }
    },
  );
});
