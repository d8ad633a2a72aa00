import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParams,
  applicationSchema,
  declineBody,
  renewalOfferResponse,
  renewalStatusResponse,
  stopActionBody,
  errorResponses,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { declineRenewal } from './decline-service.ts';
import { offerRenewal } from './offer-service.ts';
import { renewalStatus } from './status-service.ts';
import { stopBind, stopRenewal } from './stop-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 500);

/** Renewal controls (spec 2.6, 4, 7): offer a renewal, stop renewal, stop bind, decline renewal. */
export const renewalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  const deps = () => ({ db: app.db, now: app.now, log: app.log });

  app.get(
    '/applications/:applicationId/renewal',
    {
      schema: {
        tags: ['renewals'],
        summary:
          'The renewal of a policy, the policy a renewal renews, whether an offer is open, the latest stop',
        security: [{ session: [] }],
        params: applicationParams,
        response: { 200: renewalStatusResponse, ...errors },
      },
    },
    async (request) => renewalStatus(deps(), requireUser(request), request.params.applicationId),
  );

  app.post(
    '/applications/:applicationId/renewal',
    {
      schema: {
        tags: ['renewals'],
        summary: 'Offer the renewal of a bound policy (from 60 days before expiry); answers the existing one',
        security: [{ session: [] }],
        params: applicationParams,
        response: { 200: renewalOfferResponse, 201: renewalOfferResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await offerRenewal(deps(), requireUser(request), request.params.applicationId);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.put(
    '/applications/:applicationId/stopRenewal',
    {
      schema: {
        tags: ['renewals'],
        summary: 'Stop renewal: the policy and its renewal application become non-renewable',
        security: [{ session: [] }],
        params: applicationParams,
        body: stopActionBody,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) =>
      stopRenewal(
        { ...deps(), log: request.log },
        requireUser(request),
        request.params.applicationId,
        request.body,
      ),
  );

  app.put(
    '/applications/:applicationId/stopBind',
    {
      schema: {
        tags: ['renewals'],
        summary: 'Stop bind: the open application shows as unavailable and can no longer be bound',
        security: [{ session: [] }],
        params: applicationParams,
        body: stopActionBody,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) =>
      stopBind(
        { ...deps(), log: request.log },
        requireUser(request),
        request.params.applicationId,
        request.body,
      ),
  );

  app.post(
    '/applications/:applicationId/decline',
    {
      schema: {
        tags: ['renewals'],
        summary: 'Decline renewal: the renewal application goes Closed-Loss',
        security: [{ session: [] }],
        params: applicationParams,
        body: declineBody,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) =>
      declineRenewal(
        { ...deps(), log: request.log },
        requireUser(request),
        request.params.applicationId,
        request.body,
      ),
  );
};
