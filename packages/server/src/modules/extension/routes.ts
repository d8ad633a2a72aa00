import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParams,
  errorResponse,
  errorResponses,
  extensionBody,
  extensionDecisionBody,
  extensionQuery,
  extensionResponse,
  extensionStateResponse,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { changeDeps, policyTerm, visibleApplication } from '../policies/index.ts';
import { decideExtension, extensionState, quoteExtension, reviewExtension } from './service.ts';
import { bindExtension, replayedExtension } from './purchase.ts';
import { onceByKey } from '../../lib/once-by-key.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Extensions of builders risk and course of construction policies (spec 2.6 CreateExtension, 3, 4,
 * 7, 8; docs/decisions/0036): the state, the quote, the referral to an underwriter, the
 * underwriter's decision and the purchase.
 */
export const extensionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/applications/:applicationId/extension',
    {
      schema: {
        tags: ['policy changes'],
        summary: "A construction policy's extensions: months used and left, the card, the latest referral",
        security: [{ session: [] }],
        params: applicationParams,
        response: { 200: extensionStateResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { application } = await visibleApplication(app.db, user, request.params.applicationId);
      policyTerm(application);
      return extensionState(app.db, user, application, app.now());
    },
  );

  app.post(
    '/applications/:applicationId/extension',
    {
      schema: {
        tags: ['policy changes'],
        summary: 'Quote, refer to an underwriter, or buy an extension of a construction policy',
        description:
          "type=quote saves nothing: a priced quote, or an unpriced one (priced false) when an answer needs an underwriter and the user is not a super admin. type=review records an 'Extension Review'. type=bind charges quote.total.annual once per idempotencyKey (402 code payment_failed when the card is declined, no_default_card without a card) and moves the expiry. More than 18 months of extensions in all: 409 'Over extension limit' (code over_extension_limit).",
        security: [{ session: [] }],
        params: applicationParams,
        querystring: extensionQuery,
        body: extensionBody,
        response: { 200: extensionResponse, 402: errorResponse, 500: errorResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { application } = await visibleApplication(app.db, user, request.params.applicationId);
      policyTerm(application);
      const deps = changeDeps(app, request.log);
      switch (request.query.type) {
        case 'quote':
          return quoteExtension(deps, user, application, request.body);
        case 'review':
          return reviewExtension(deps, user, application, request.body);
        case 'bind':
          return onceByKey(
            async () => {
              const key = request.body.idempotencyKey;
              return key ? replayedExtension(app.db, application.id, key) : null;
            },
            () => bindExtension(deps, user, application, request.body),
          );
      }
    },
  );

  app.post(
    '/applications/:applicationId/extension/referral',
    {
      schema: {
        tags: ['policy changes'],
        summary: 'An underwriter or super admin prices or declines an extension sent for review',
        security: [{ session: [] }],
        params: applicationParams,
        body: extensionDecisionBody,
        response: { 200: extensionStateResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { application } = await visibleApplication(app.db, user, request.params.applicationId);
      policyTerm(application);
      const deps = {
        db: app.db,
        now: app.now,
        payments: app.payments,
        storage: app.storage,
        log: request.log,
      };
      return decideExtension(deps, user, application, request.body);
    },
  );
};
