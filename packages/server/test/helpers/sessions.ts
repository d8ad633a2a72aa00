import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { sessions } from '../../src/db/schema.ts';
import { DEMO_USERS } from '../../src/db/seed-data.ts';
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
  const token = randomToken();
  await db.insert(sessions).values({
    id: sha256(token),
    userId: DEMO_USERS[user].id,
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
