import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createWebhookEndpointBody,
  errorResponses,
  okResponse,
  replayWebhookBody,
  replayWebhookResponse,
  updateWebhookEndpointBody,
  webhookDeliveriesQuery,
  webhookDeliveriesResponse,
  webhookEndpointListResponse,
  webhookEndpointSchema,
  webhookEndpointWithSecretResponse,
  webhookEventTypesResponse,
} from '@bm/contracts';
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_TYPES, WEBHOOK_EVENT_VERSION } from '@bm/domain';
import { clientOf } from '../../../lib/client-info.ts';
import { requireUser } from '../../../plugins/auth-context.ts';
import { listDeliveries, replay } from './deliveries.ts';
import {
  assertSeesIntegrations,
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
  type Actor,
  type EndpointDeps,
} from './service.ts';

const endpointParams = z.object({ endpointId: z.string().uuid() });

/**
 * Webhook endpoints people manage (issue 28 item 3): /api/webhooks/…, for agency admins (their
 * brokerage's) and super admins (any brokerage's and the platform's); 403 for everyone else.
 */
export const webhookEndpointRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: EndpointDeps = {
    db: app.db,
    now: () => app.now(),
    allowPrivate: app.config.WEBHOOKS_ALLOW_PRIVATE_URLS,
  };
  const actor = (request: Parameters<typeof clientOf>[0]): Actor => ({
    user: requireUser(request),
    ip: clientOf(request).ip,
  });
  const tags = ['webhooks'];
  const security = [{ session: [] }];

  app.addHook('onRequest', async (request) => {
    assertSeesIntegrations(requireUser(request));
  });

  app.get(
    '/webhooks/event-types',
    {
      schema: {
        tags,
        summary: 'Every event type an endpoint can subscribe to, with its version and what it tells',
        security,
        response: { 200: webhookEventTypesResponse, ...errorResponses(401, 403) },
      },
    },
    async () =>
      WEBHOOK_EVENT_TYPES.map((type) => ({
        type,
        version: WEBHOOK_EVENT_VERSION,
        description: WEBHOOK_EVENT_DESCRIPTIONS[type],
      })),
  );

  app.get(
    '/webhooks/endpoints',
    {
      schema: {
        tags,
        summary: "The webhook endpoints the user manages, with the last day's deliveries by outcome",
        security,
        response: { 200: webhookEndpointListResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => listEndpoints(app.db, requireUser(request), app.now()),
  );

  app.post(
    '/webhooks/endpoints',
    {
      schema: {
        tags,
        summary: 'Adds a webhook endpoint; its signing secret is in the answer, this once',
        security,
        body: createWebhookEndpointBody,
        response: { 200: webhookEndpointWithSecretResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => createEndpoint(deps, actor(request), request.body),
  );

  app.patch(
    '/webhooks/endpoints/:endpointId',
    {
      schema: {
        tags,
        summary: "Changes an endpoint's URL, description or event types, or disables or enables it",
        security,
        params: endpointParams,
        body: updateWebhookEndpointBody,
        response: { 200: webhookEndpointSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateEndpoint(deps, actor(request), request.params.endpointId, request.body),
  );

  app.delete(
    '/webhooks/endpoints/:endpointId',
    {
      schema: {
        tags,
        summary: 'Deletes an endpoint (its log is kept; its pending deliveries are cancelled)',
        security,
        params: endpointParams,
        response: { 200: okResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteEndpoint(deps, actor(request), request.params.endpointId);
      return { ok: true as const };
    },
  );

  app.post(
    '/webhooks/endpoints/:endpointId/rotate-secret',
    {
      schema: {
        tags,
        summary: 'A new signing secret, shown this once; the previous one still signs for 24 hours',
        security,
        params: endpointParams,
        response: { 200: webhookEndpointWithSecretResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => rotateSecret(deps, actor(request), request.params.endpointId),
  );

  app.get(
    '/webhooks/endpoints/:endpointId/deliveries',
    {
      schema: {
        tags,
        summary: "An endpoint's deliveries, newest first, with each attempt's request, response and timing",
        security,
        params: endpointParams,
        querystring: webhookDeliveriesQuery,
        response: { 200: webhookDeliveriesResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listDeliveries(app.db, actor(request), request.params.endpointId, request.query),
  );

  app.post(
    '/webhooks/endpoints/:endpointId/replay',
    {
      schema: {
        tags,
        summary: 'Sends one event again, or every event since a time (at most 1,000, oldest first)',
        security,
        params: endpointParams,
        body: replayWebhookBody,
        response: { 200: replayWebhookResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => replay(deps, actor(request), request.params.endpointId, request.body),
  );
};
