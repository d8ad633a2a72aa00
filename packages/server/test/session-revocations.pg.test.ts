import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../src/db/listener.ts';
import { sessions } from '../src/db/schema.ts';
import { sessionCache } from '../src/plugins/auth-context.ts';
import { announceRevocation } from '../src/plugins/session-revocations.ts';
import { cookieRefusedWithin, newSession as newSessionRow } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The session cache listens for other processes' revocations on a PostgreSQL connection of its own
 * (docs/decisions/0025). A server can end that connection: until it listens again the cache answers
 * nothing from memory. PostgreSQL server only (PGlite has no other backends to terminate).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });
const newSession = (user: 'setup') => newSessionRow(t.db, user);
const refusedWithin = (cookie: string, withinMs: number) => cookieRefusedWithin(t.app, cookie, withinMs);

it('suspends the cache while its listening connection is down, and listens again', async () => {
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
});
