import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponses,
  partnershipCreateBody,
  partnershipInviteBody,
  partnershipListResponse,
  partnershipParams,
  partnershipResponse,
  partnershipTermsBody,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { createOutboxDelivery } from '../../lib/outbox-delivery.ts';
import { clientOf } from '../../lib/client-info.ts';
import { publicOrigin } from '../payment-links/index.ts';
import {
  assertSetupUser,
  createPartnership,
  invitePartnerBrokers,
  listPartnerships,
  updatePartnerTerms,
} from './service.ts';

/** Setup Partnership (issue 16 item 3): /api/partnerships, the LaunchpadSetup group only. */
export const partnershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    assertSetupUser(requireUser(request));
  });
  const deps = { db: app.db, email: app.email, now: () => app.now(), deliver: createOutboxDelivery(app) };
  const tags = ['partnerships'];
  const security = [{ session: [] }];

  app.get(
    '/partnerships',
    {
      schema: {
        tags,
        summary: 'Partner brokerages set up here, newest first, with their brokers and invitations',
        security,
        response: { 200: partnershipListResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ items: await listPartnerships(app.db) }),
  );

  app.post(
    '/partnerships',
    {
      schema: {
        tags,
        summary:
          'Creates a partner brokerage (code, subdomain, marketplace, products, commission rates) and invites its brokers',
        security,
        body: partnershipCreateBody,
        response: { 200: partnershipResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      createPartnership(
        deps,
        requireUser(request),
        request.body,
        publicOrigin(request, app.config.PUBLIC_URL),
        clientOf(request).ip,
      ),
  );

  app.post(
    '/partnerships/:brokerageId/invitations',
    {
      schema: {
        tags,
        summary: 'Invites more brokers to a partner brokerage by email',
        security,
        params: partnershipParams,
        body: partnershipInviteBody,
        response: { 200: partnershipResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      invitePartnerBrokers(
        deps,
        requireUser(request),
        request.params.brokerageId,
        request.body.invitations,
        publicOrigin(request, app.config.PUBLIC_URL),
        clientOf(request).ip,
      ),
  );

  app.put(
    '/partnerships/:brokerageId/terms',
    {
      schema: {
        tags,
        summary:
          "Changes a partner brokerage's products, commission rates and marketplace name (new quotes use them)",
        security,
        params: partnershipParams,
        body: partnershipTermsBody,
        response: { 200: partnershipResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updatePartnerTerms(
        deps,
        requireUser(request),
        request.params.brokerageId,
        request.body,
        clientOf(request).ip,
      ),
  );
};
