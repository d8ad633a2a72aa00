import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParams,
  errorResponse,
  errorResponses,
  payInFullBody,
  payInFullQuoteResponse,
  payInFullResponse,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { changeDeps, visibleApplication } from '../policies/index.ts';
import { payInFull, quotePayInFull, replayedPayInFull } from './service.ts';
import { onceByKey } from '../../lib/once-by-key.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Pay in full (spec 2.6 PayInFull, 3 and 7): the quote, then one card charge that closes every open
 * invoice; a retried key answers the payment already saved, never charging twice.
 */
export const payInFullRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post(
    '/applications/:applicationId/payInFullQuote',
    {
      schema: {
        tags: ['policy changes'],
        summary: 'What paying a policy in full now would charge: open, overdue and financing fees returned',
        description:
          'Integer cents. totalAmount = receivedAmount + remainingAmount; remainingAmount = overdueAmount + notYetDueAmount; openBalance = remainingAmount - financingFeesToBeReturned (the one charge). Nothing is saved.',
        security: [{ session: [] }],
        params: applicationParams,
        response: { 200: payInFullQuoteResponse, ...errors },
      },
    },
    async (request) =>
      quotePayInFull(
        { db: app.db, now: app.now, payments: app.payments },
        requireUser(request),
        request.params.applicationId,
      ),
  );

  app.post(
    '/applications/:applicationId/payInFull',
    {
      schema: {
        tags: ['policy changes'],
        summary: 'Pay every open invoice with one card charge, once per idempotency key',
        description:
          'Charges the openBalance on a new card (token) or the card on file; the financing fee of the instalments not yet due is voided. 402 (code payment_failed) when the card is refused or there is none; 409 when there is nothing to pay or the balance moved from expectedOpenBalance.',
        security: [{ session: [] }],
        params: applicationParams,
        body: payInFullBody,
        response: { 200: payInFullResponse, 402: errorResponse, 500: errorResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = request.params.applicationId;
      const { application } = await visibleApplication(app.db, user, id);
      return onceByKey(
        () => replayedPayInFull(app.db, id, request.body.idempotencyKey),
        () => payInFull(changeDeps(app, request.log), user, application, request.body),
      );
    },
  );
};
