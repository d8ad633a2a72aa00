import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyListQuery,
  apiKeyListResponse,
  apiKeyParams,
  createApiKeyBody,
  createApiKeyResponse,
  errorResponses,
  okResponse,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { createApiKey, listApiKeysFor, revokeApiKeyFor } from './service.ts';

const WHO =
  'Agency admins (the Admin group) manage their brokerage’s keys; super admins any brokerage’s; anyone else is refused (403).';

/** Brokerage-scoped API keys (issue 28 item 4; docs/decisions/0095): list, make, revoke. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-out callers get 401 before their parameters are validated.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'API keys, newest first, revoked ones too (never the keys themselves)',
        description: `${WHO} Super admins see every brokerage’s keys, or one brokerage’s with ?brokerageId=.`,
        security: [{ session: [] }],
        querystring: apiKeyListQuery,
        response: { 200: apiKeyListResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listApiKeysFor(app.db, requireUser(request), request.query.brokerageId),
  );

  app.post(
    '/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Make an API key: the key is in this answer only, never again',
        description: `${WHO} The key is \`bmk_\` and 43 characters; only its SHA-256 is stored. Send it as \`Authorization: Bearer bmk_…\` to the routes its scopes open (policies:read, invoices:read, notes:write).`,
        security: [{ session: [] }],
        body: createApiKeyBody,
        response: { 201: createApiKeyResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const made = await createApiKey(
        { db: app.db, now: app.now },
        { user: requireUser(request), ip: request.ip },
        request.body,
      );
      return reply.status(201).send(made);
    },
  );

  app.delete(
    '/api-keys/:keyId',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Revoke an API key: it answers 401 from the next request on',
        description: `${WHO} Another brokerage’s key is not found (404). Revoking a revoked key changes nothing.`,
        security: [{ session: [] }],
        params: apiKeyParams,
        response: { 200: okResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      revokeApiKeyFor(
        { db: app.db, now: app.now },
        { user: requireUser(request), ip: request.ip },
        request.params.keyId,
      ),
  );
};
