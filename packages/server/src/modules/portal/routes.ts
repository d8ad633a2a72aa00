import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParams,
  errorResponse,
  errorResponses,
  portalEndorsementRequestBody,
  portalEndorsementRequestResponse,
  portalLinkQuery,
  portalLinkResponse,
  portalTokenParams,
  portalView,
} from '@bm/contracts';
import { MESSAGES } from '@bm/domain';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { HttpError, tooManyRequests } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth-context.ts';
import { linkSecret } from '../documents/index.ts';
import { publicOrigin } from '../payment-links/index.ts';
import { PORTAL_MESSAGES } from './link.ts';
import { portalFile, portalLinkFor, portalViewFor, requestEndorsement, type PortalDeps } from './service.ts';

/** Per client address and minute, counted in the database across processes (decision 0025). */
const perAddress = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    keyGenerator: (request: { ip: string }) => request.ip,
    errorResponseBuilder: () => tooManyRequests(MESSAGES.tooManyAttempts),
  },
});

/**
 * The policy portal (spec 2.6 EndorsementOnPortalModal, 7 GET /api/link/{id}): a signed, expiring
 * link issued from the record, and the public portal API the link opens (the token is the credential).
 */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): PortalDeps => ({
    db: app.db,
    now: app.now,
    storage: app.storage,
    tickets: app.tickets,
    linkSecret: linkSecret(app.config.DOCUMENT_LINK_SECRET),
  });

  app.get(
    '/link/:applicationId',
    {
      schema: {
        tags: ['policy portal'],
        summary: "A signed, expiring link to the policy's portal (answer data.link)",
        description:
          'For the users the record offers EndorsementOnPortalModal. scope=ADMIN (opened full screen from the record) lasts 8 hours; a policyholder link 30 days.',
        security: [{ session: [] }],
        params: applicationParams,
        querystring: portalLinkQuery,
        response: { 200: portalLinkResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      portalLinkFor(
        deps(),
        requireUser(request),
        request.params.applicationId,
        request.query,
        publicOrigin(request, app.config.PUBLIC_URL),
      ),
  );

  app.get(
    '/portal/:token',
    {
      config: perAddress(60),
      schema: {
        tags: ['policy portal'],
        summary: "The portal page: the policy's summary, documents and payment schedule",
        description:
          'Public: the signed token is the credential. 404 for a token that is not valid, 410 once expired.',
        security: [],
        params: portalTokenParams,
        response: { 200: portalView, 404: errorResponse, 410: errorResponse, 429: errorResponse },
      },
    },
    async (request) => portalViewFor(deps(), request.params.token),
  );

  app.get(
    '/portal/:token/documents/:documentId',
    {
      config: perAddress(60),
      schema: {
        tags: ['policy portal'],
        summary: "Downloads one of the token's policy's documents",
        security: [],
        params: portalTokenParams.extend({ documentId: z.string().uuid() }),
        response: {
          200: z.unknown().describe('The file, with its stored Content-Type'),
          400: errorResponse,
          404: errorResponse,
          410: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const file = await portalFile(deps(), request.params.token, request.params.documentId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  app.post(
    '/portal/:token/endorsementRequest',
    {
      config: perAddress(10),
      schema: {
        tags: ['policy portal'],
        summary: 'Request an endorsement: a note and a support ticket on the record',
        security: [],
        params: portalTokenParams,
        body: portalEndorsementRequestBody,
        response: {
          200: portalEndorsementRequestResponse,
          ...errorResponses(400, 404, 409, 410, 429, 500),
        },
      },
    },
    async (request) => {
      try {
        return await requestEndorsement(deps(), request.params.token, request.body);
      } catch (error) {
        if (error instanceof HttpError || (error as { statusCode?: number }).statusCode === 410) throw error;
        request.log.error({ err: error }, 'portal endorsement request failed');
        throw new HttpError(500, PORTAL_MESSAGES.failed);
      }
    },
  );
};
