import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { DEMO_USERS } from '../src/db/seed-data.ts';
import { announceRevocation } from '../src/plugins/session-revocations.ts';
import { cookieRefusedWithin, newSession as newSessionRow } from './helpers/sessions.ts';
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

const newSession = (user: keyof typeof DEMO_USERS) => newSessionRow(t.db, user);

const refusedWithin = (cookie: string, withinMs: number) => cookieRefusedWithin(t.app, cookie, withinMs);

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
});
