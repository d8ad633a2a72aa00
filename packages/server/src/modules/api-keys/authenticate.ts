import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { flagsFromGroups } from '@bm/domain';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { countHit } from '../../plugins/rate-limit-store.ts';
import { isApiKeyScope, keyOfHeader, lookupHash } from './keys.ts';
import { API_KEY_MESSAGES } from './messages.ts';
import { prepareFindByHash, touchApiKey } from './repository.ts';
import { documentKeyRoutes, scopeOfRoute } from './scoped-routes.ts';

/** The rate limit's window: API_KEY_RATE_LIMIT requests per key per minute. */
const RATE_WINDOW_MS = 60_000;
/** last_used_at is written at most this often per key. */
const TOUCH_EVERY_MS = 60_000;

/** A key acts with a broker's rights: no group, so no role beyond its brokerage's records. */
const KEY_FLAGS = flagsFromGroups([]);

/**
 * Authentication by API key (issue 28 item 4; docs/decisions/0095), beside the session cookie's
 * (plugins/auth-context.ts, registered before this): a request with `Authorization: Bearer bmk_…`
 * is the key's, whatever cookie it carries. The key is looked up by its hash on every request, never
 * remembered in memory, so a revoked key answers 401 at once in every process. Then its rate limit
 * (counted in the database, shared by every process), then the route: only API_KEY_ROUTES accept a
 * key, with their scope; on them the key is `request.user`, acting as its brokerage with no user.
 */
export const apiKeyAuth = fp(
  async (app: FastifyInstance) => {
    const findByHash = prepareFindByHash(app.db);
    app.addHook('onRoute', documentKeyRoutes);

    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const presented = keyOfHeader(request.headers.authorization);
      if (presented === null) return;
      // A key's request is never a session's, even with a cookie beside it.
      request.user = null;
      // An unknown path: the not-found handler answers.
      if (request.routeOptions.url === undefined) return;
      const hash = lookupHash(presented);
      const [key] = hash ? await findByHash.execute({ hash }) : [];
      if (!key) throw unauthorized(API_KEY_MESSAGES.invalid);
      if (key.revokedAt) throw unauthorized(API_KEY_MESSAGES.revoked);

      const limit = app.config.API_KEY_RATE_LIMIT;
      const hit = await countHit(app.db, `api-key ${key.id}`, RATE_WINDOW_MS);
      const resetSeconds = Math.max(1, Math.ceil(hit.ttl / 1000));
      reply.header('x-ratelimit-limit', limit);
      reply.header('x-ratelimit-remaining', Math.max(0, limit - hit.current));
      reply.header('x-ratelimit-reset', resetSeconds);
      if (hit.current > limit) {
        reply.header('retry-after', resetSeconds);
        throw tooManyRequests(API_KEY_MESSAGES.tooManyRequests);
      }

      const scope = scopeOfRoute(request.method, request.routeOptions.url);
      if (!scope) throw forbidden(API_KEY_MESSAGES.routeClosed);
      if (!key.scopes.includes(scope)) throw forbidden(API_KEY_MESSAGES.missingScope(scope));

      const now = app.now();
      if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
        await touchApiKey(app.db, key.id, now, TOUCH_EVERY_MS);
      }
      request.user = {
        id: key.id,
        email: '',
        givenName: null,
        familyName: null,
        groups: [],
        flags: KEY_FLAGS,
        brokerageId: key.brokerageId,
        sessionId: '',
        apiKey: { id: key.id, name: key.name, scopes: key.scopes.filter(isApiKeyScope) },
      };
    });
  },
  { name: 'api-key-auth' },
);
