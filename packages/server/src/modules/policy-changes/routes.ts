import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParams,
  cancellationPremiumsBody,
  cancellationPremiumsResponse,
  cancellationRecordResponse,
  endorsementBody,
  endorsementQuoteBody,
  endorsementQuoteResponse,
  endorsementResponse,
  errorResponse,
  errorResponses,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { cancellationPremiums, getCancellationRecord } from './cancellation-service.ts';
import { quoteEndorsement, saveEndorsement } from './endorsement-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Endorsements and cancellations of bound policies (spec 4 and 7). */
export const policyChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post(
    '/applications/:applicationId/cancellation/premiums',
    {
      schema: {
        tags: ['policy changes'],
        summary: 'The figures of a cancellation on a date with an option and waivers (nothing saved)',
        security: [{ session: [] }],
        params: applicationParams,
        body: cancellationPremiumsBody,
        response: { 200: cancellationPremiumsResponse, ...errors },
      },
    },
    async (request) =>
      cancellationPremiums(app.db, requireUser(request), request.params.applicationId, request.body),
  );

  app.get(
    '/applications/:applicationId/cancellationRecord',
    {
      schema: {
        tags: ['policy changes'],
        summary: 'The record of a cancelled policy: the figures it was cancelled with',
        security: [{ session: [] }],
        params: applicationParams,
        response: { 200: cancellationRecordResponse, ...errors },
      },
    },
    async (request) => getCancellationRecord(app.db, requireUser(request), request.params.applicationId),
  );

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
        { db: app.db, now: app.now },
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
    async (request) =>
      saveEndorsement(
        { db: app.db, now: app.now, payments: app.payments, storage: app.storage, log: request.log },
        requireUser(request),
        request.params.applicationId,
        request.body,
      ),
  );
};
