import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { sessions, users } from '../../src/db/schema.ts';
import { BROKERAGE_IDS, DEMO_USERS } from '../../src/db/seed-data.ts';
import { randomToken, sha256 } from '../../src/lib/crypto.ts';
import { SESSION_COOKIE } from '../../src/plugins/auth-context.ts';

const DAY_MS = 86_400_000;

/**
 * Signs a demo user in by writing a session row directly (as the login route would): the session's
 * id and the Cookie header. Independent of the login flow, so that record tests do not depend on it.
 */
export async function newSession(
  db: Db,
  user: keyof typeof DEMO_USERS,
  now = new Date(),
): Promise<{ id: string; cookie: string }> {
  return sessionOf(db, DEMO_USERS[user].id, now);
}

/** A day's session of the user `userId`, written directly. */
async function sessionOf(db: Db, userId: string, now: Date): Promise<{ id: string; cookie: string }> {
  const token = randomToken();
  await db.insert(sessions).values({
    id: sha256(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + DAY_MS),
  });
  return { id: sha256(token), cookie: `${SESSION_COOKIE}=${token}` };
}

/** As newSession: the Cookie header only. */
export async function sessionCookie(
  db: Db,
  user: keyof typeof DEMO_USERS,
  now = new Date(),
): Promise<string> {
  return (await newSession(db, user, now)).cookie;
}

/**
 * Signs in the demo user of every key of `cookies` (as sessionCookie) and puts each Cookie header
 * under its key: `const cookies = { broker: '', admin: '' }; await signInAll(t.db, cookies);`.
 */
export async function signInAll<K extends keyof typeof DEMO_USERS>(
  db: Db,
  cookies: Record<K, string>,
  now = new Date(),
): Promise<void> {
  for (const key of Object.keys(cookies) as K[]) cookies[key] = await sessionCookie(db, key, now);
}

/**
 * A carrier-only user (no carrier is seeded) of `brokerageId` (Maple Leaf Brokers unless told),
 * signed in directly: the Cookie header.
 */
export async function carrierCookie(
  db: Db,
  { brokerageId = BROKERAGE_IDS.maple, carrierName = 'Laurentian General' } = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(users).values({
    id,
    email: `carrier-${id.slice(0, 8)}@laurentian.example`,
    givenName: 'Carla',
    familyName: 'Carrier',
    passwordHash: 'not-used',
    groups: ['Carrier'],
    carrierName,
    brokerageId,
    status: 'CONFIRMED',
  });
  return (await sessionOf(db, id, new Date())).cookie;
}

/** Polls GET /api/auth/me until the cookie is refused; answers how long that took (or Infinity after `withinMs`). */
export async function cookieRefusedWithin(
  app: FastifyInstance,
  cookie: string,
  withinMs: number,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started <= withinMs) {
    if ((await app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode === 401)
      return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Infinity;
}
