import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { SESSION_ABSOLUTE_MS } from '@bm/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { SESSION_COOKIE, sessionCache } from '../../plugins/auth-context.ts';
import { announceRevocation } from '../../plugins/session-revocations.ts';
import type { ClientInfo } from '../../lib/client-info.ts';

/** Readable by the web app: marks a browser that holds a broker session (spec section 3). */
export const BROKER_COOKIE = 'bm_broker';

/** Creates a session and returns its token; only sha256(token) is stored. */
export async function createSession(db: Db, userId: string, client: ClientInfo, now: Date): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    id: sha256(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

/**
 * Ends a session: forgotten by this process's session cache at once, and by every other process's
 * when the caller's transaction commits (docs/decisions/0025).
 */
export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  const sessionId = sha256(token);
  sessionCache.forgetSession(sessionId, now.getTime());
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await announceRevocation(db, { sessionId });
}

/** Signs a user out everywhere: every session, in every process (as revokeSession). */
export async function revokeUserSessions(db: Db, userId: string, now: Date): Promise<void> {
  sessionCache.forgetUser(userId, now.getTime());
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await announceRevocation(db, { userId });
}

const cookieOptions = (config: Config) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: config.COOKIE_SECURE,
});

export function setSessionCookies(reply: FastifyReply, config: Config, token: string): void {
  const maxAge = SESSION_ABSOLUTE_MS / 1000;
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(config), httpOnly: true, maxAge });
  reply.setCookie(BROKER_COOKIE, '1', { ...cookieOptions(config), httpOnly: false, maxAge });
}

export function clearSessionCookies(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, { ...cookieOptions(config), httpOnly: true });
  reply.clearCookie(BROKER_COOKIE, cookieOptions(config));
}
