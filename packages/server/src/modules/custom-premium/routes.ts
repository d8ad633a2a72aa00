import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParams,
  createCustomPremiumsBody,
  createCustomPremiumsResponse,
  customQuoteBody,
  customQuoteResponse,
  errorResponse,
  errorResponses,
} from '@bm/contracts';
import { CUSTOM_PREMIUM_MESSAGES } from '@bm/domain';
import { HttpError } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth-context.ts';
import { changeDeps, visibleApplication } from '../policies/index.ts';
import { createCustomPremium, quoteCustomPremium, replayedCustomPremium } from './service.ts';
import { onceByKey } from '../../lib/once-by-key.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Custom premiums (spec 2.6 CreateCustomPremiums, 3, 5, 7): the quote of a premium an underwriter
 * sets, then one card charge that records it; a retried key answers the saved change.
 */
export const customPremiumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post(
    '/applications/:applicationId/getCustomEndorsementQuote',
    {
      schema: {
        tags: ['policy changes'],
        summary: 'The custom endorsement quote of a premium (integer cents); nothing is saved',
        description:
          "Splits totalPremium (cents, above 0; a preset on health-fitness products) as the product's rating does: commissions, the province's premium tax, the transaction fee and its taxes, the card fee of the one charge.",
        security: [{ session: [] }],
        params: applicationParams,
        body: customQuoteBody,
        response: { 200: customQuoteResponse, 500: errorResponse, ...errors },
      },
    },
    async (request) =>
      quoteCustomPremium(
        { db: app.db, now: app.now, payments: app.payments },
        requireUser(request),
        request.params.applicationId,
        request.body.totalPremium,
      ),
  );

  app.post(
    '/applications/:applicationId/createCustomPremiums',
    {
      schema: {
        tags: ['policy changes'],
        summary: 'Charge and record a custom premium, once per idempotency key',
        description:
          'Charges the quote total on a new card (token) or the card on file, records the premium as a change (history, invoice, ledger, documents) and moves the expiry to a later expiryDate. 400 with the rule broken; 402 (code payment_failed) when the card is refused or there is none; 409 when the figures or the policy moved.',
        security: [{ session: [] }],
        params: applicationParams,
        body: createCustomPremiumsBody,
        response: { 200: createCustomPremiumsResponse, 402: errorResponse, 500: errorResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = request.params.applicationId;
      const { application } = await visibleApplication(app.db, user, id);
      const deps = changeDeps(app, request.log);
      return onceByKey(
        () => replayedCustomPremium(app.db, id, request.body.idempotencyKey),
        async () => {
          try {
            return await createCustomPremium(deps, user, application, request.body);
          } catch (error) {
            if (error instanceof HttpError) throw error;
            request.log.error({ err: error }, 'custom premium failed');
            throw new HttpError(500, CUSTOM_PREMIUM_MESSAGES.saveFailed);
          }
        },
      );
    },
  );
};
