import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParams,
  endorsementBody,
  endorsementQuoteBody,
  endorsementQuoteResponse,
  endorsementResponse,
  errorResponse,
  errorResponses,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { changeAnswer, changeDeps, replayedChange, visibleApplication } from '../policies/index.ts';
import { saveCancellation } from '../cancellation/index.ts';
import { quoteEndorsement, saveEndorsement, type EndorsementInput } from './endorsement-service.ts';
import { onceByKey } from '../../lib/once-by-key.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Endorsements of bound policies (spec 4 and 7). The save call keeps the spec's body: with
 * `endorsement` it endorses, with `cancellation` it cancels (cancellation/); a retried key answers
 * the change already saved, never moving money twice.
 */
export const endorsementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post(
    '/applications/:applicationId/endorsement/quote',
    {
      schema: {
        tags: ['policy changes'],
        summary: 'Price an endorsement: the new quote, the pro-rated premium and how it would be paid',
        security: [{ session: [] }],
        params: applicationParams,
        body: endorsementQuoteBody,
        response: { 200: endorsementQuoteResponse, ...errors },
      },
    },
    async (request) =>
      quoteEndorsement(
        { db: app.db, now: app.now, payments: app.payments },
        requireUser(request),
        request.params.applicationId,
        request.body,
      ),
  );

  app.post(
    '/applications/:applicationId/endorsement',
    {
      schema: {
        tags: ['policy changes'],
        summary: 'Save an endorsement or a cancellation, charging or refunding once per idempotency key',
        security: [{ session: [] }],
        params: applicationParams,
        body: endorsementBody,
        response: { 200: endorsementResponse, 402: errorResponse, 500: errorResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = request.params.applicationId;
      const body = request.body;
      const deps = changeDeps(app, request.log);
      const { application } = await visibleApplication(app.db, user, id);
      return onceByKey(
        () => replayedChange(app.db, id, body.idempotencyKey),
        async () => {
          const result = body.endorsement
            ? await saveEndorsement(deps, user, application, {
                ...body,
                endorsement: body.endorsement as EndorsementInput,
              })
            : await saveCancellation(deps, user, application, body);
          return changeAnswer(app.db, id, result);
        },
      );
    },
  );
};
