import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParams,
  cancellationPremiumsBody,
  cancellationPremiumsResponse,
  cancellationRecordResponse,
  errorResponses,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { cancellationPremiums, getCancellationRecord } from './figures-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Cancellations of bound policies (spec 4 and 7): their figures and their record. Saving one goes
 * through the endorsement call (spec 4: a cancellation is an endorsement), see endorsement/routes.ts.
 */
export const cancellationRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
