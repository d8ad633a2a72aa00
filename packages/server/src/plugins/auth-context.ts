import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { flagsFromGroups, SESSION_IDLE_MS, type ApiKeyScope, type BrokerFlags } from '@bm/domain';
import { sessions, users } from '../db/schema.ts';
import { sha256 } from '../lib/crypto.ts';
import { unauthorized } from '../lib/errors.ts';
import { SessionCache } from './session-cache.ts';

export const SESSION_COOKIE = 'bm_session';
/** Only touch last_seen_at when it is older than this, to keep reads cheap. */
const TOUCH_AFTER_MS = 60_000;

export interface AuthUser {
  id: string;
  email: string;
  givenName: string | null;
  familyName: string | null;
  groups: string[];
  flags: BrokerFlags;
  brokerageId: string | null;
  sessionId: string;
  /**
   * Set when the request came with an API key instead of a session (modules/api-keys): the key acts
   * as its brokerage with a broker's rights and no user, and `id` is then the key's id, no user's.
   */
  apiKey?: ApiKeyActor;
}

/** The API key a request authenticated with (issue 28; docs/decisions/0095). */
export interface ApiKeyActor {
  id: string;
  name: string;
  scopes: readonly ApiKeyScope[];
}

/** Resolved sessions of this process, for a few seconds (see session-cache.ts). */
export const sessionCache = new SessionCache<Omit<AuthUser, 'sessionId'>>();

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** Resolves the session cookie to a user on every /api request; expired or revoked sessions are ignored. */
export const authContext = fp(async (app: FastifyInstance) => {
  // Runs on every signed-in request: prepared once, so neither the query nor its plan is rebuilt.
  const findSession = app.db
    .select({
      session: { lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt },
      user: {
        id: users.id,
        email: users.email,
        givenName: users.givenName,
        familyName: users.familyName,
        groups: users.groups,
        carrierName: users.carrierName,
        brokerageId: users.brokerageId,
        disabled: users.disabled,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('find_session');

  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const now = app.now();
    const id = sha256(token);
    const idleSince = now.getTime() - SESSION_IDLE_MS;
    let session = sessionCache.get(id, now.getTime());
    if (session && (session.expiresAt <= now || session.lastSeenAt.getTime() <= idleSince)) session = null;
    if (!session) {
      const [row] = await findSession.execute({ id, now, idleSince: new Date(idleSince) });
      if (!row || row.user.disabled) return;
      session = {
        userId: row.user.id,
        lastSeenAt: row.session.lastSeenAt,
        expiresAt: row.session.expiresAt,
        user: {
          id: row.user.id,
          email: row.user.email,
          givenName: row.user.givenName,
          familyName: row.user.familyName,
          groups: row.user.groups,
          flags: flagsFromGroups(row.user.groups, row.user.carrierName),
          brokerageId: row.user.brokerageId,
        },
      };
      sessionCache.put(id, session, now.getTime());
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await app.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
      sessionCache.touch(id, now);
    }
    request.user = { ...session.user, sessionId: id };
  });
});

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The user to name as the author of a write: none when an API key made it (its id is no user's). */
export function actingUserId(user: AuthUser): string | null {
  return user.apiKey ? null : user.id;
}
