import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';
import { sessionCache } from './auth-context.ts';
import type { SessionCache } from './session-cache.ts';

/**
 * Revoked sessions, told to every server process (docs/decisions/0025): the revoking transaction
 * sends pg_notify on this channel, PostgreSQL delivers it when that transaction commits, and each
 * process's listener makes its session cache forget the session or the user.
 */
export const SESSION_REVOCATIONS_CHANNEL = 'bm_session_revocations';

export type Revocation = { sessionId: string } | { userId: string };

/** Sends the revocation to every process, on commit of `db`'s transaction (now, outside one). */
export async function announceRevocation(db: Db, revocation: Revocation): Promise<void> {
  const payload = 'sessionId' in revocation ? `session:${revocation.sessionId}` : `user:${revocation.userId}`;
  await db.execute(sql`select pg_notify(${SESSION_REVOCATIONS_CHANNEL}, ${payload})`);
}

/** Applies a revocation heard on the channel; anything else is ignored. */
export function applyRevocation<User>(cache: SessionCache<User>, payload: string, nowMs: number): void {
  const separator = payload.indexOf(':');
  const kind = payload.slice(0, separator);
  const id = payload.slice(separator + 1);
  if (separator < 0 || !id) return;
  if (kind === 'session') cache.forgetSession(id, nowMs);
  else if (kind === 'user') cache.forgetUser(id, nowMs);
}

/**
 * Listens for revocations for as long as the app runs. While the channel is down (a lost
 * connection) the session cache is suspended, so that every request reads its session from the
 * database: a revocation could be missed, and nothing may be answered from memory meanwhile.
 */
export const sessionRevocations = fp(
  async (app: FastifyInstance, options: { database: Pick<Database, 'listen'> }) => {
    let lost = false;
    const stop = await options.database.listen(SESSION_REVOCATIONS_CHANNEL, {
      onMessage: (payload) => applyRevocation(sessionCache, payload, app.now().getTime()),
      onState: (state, error) => {
        if (state === 'lost') {
          sessionCache.suspend();
          if (!lost) app.log.warn({ err: error }, 'session revocations: channel lost, cache suspended');
          lost = true;
          return;
        }
        sessionCache.resume(app.now().getTime());
        if (lost) app.log.info('session revocations: listening again, cache resumed');
        lost = false;
      },
    });
    app.addHook('onClose', async () => {
      await stop();
    });
  },
  { name: 'session-revocations' },
);
