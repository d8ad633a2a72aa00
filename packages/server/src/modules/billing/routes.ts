import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingConfigResponse,
  cardTokenBody,
  cardTokenResponse,
  errorResponse,
  paymentErrorResponse,
  paymentMethodParams,
  paymentMethodQuery,
  paymentMethodSchema,
} from '@bm/contracts';
import { MESSAGES } from '@bm/domain';
import { tooManyRequests } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth-context.ts';
import { billingConfigFor, createCardToken, paymentMethodFor } from './service.ts';

/** Card tokens per user and minute: plenty for people, a brake on card testing. */
const TOKENS_PER_MINUTE = 60;

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-out callers get 401 before their body or query is validated.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/billing/config',
    {
      schema: {
        tags: ['billing'],
        summary:
          'How the browser takes a new card: the simulated processor, or Stripe.js with publishable keys',
        description:
          "`simulated`: send the card fields to POST /api/billing/tokens. `stripe`: tokenise them with Stripe.js and the publishable key of the payment's account (main or finance), then pay with the token.",
        security: [{ session: [] }],
        response: { 200: billingConfigResponse, 401: errorResponse },
      },
    },
    async () => billingConfigFor(app.config),
  );

  app.post(
    '/billing/tokens',
    {
      config: {
        rateLimit: {
          max: TOKENS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => request.user?.id ?? request.ip,
          errorResponseBuilder: () => tooManyRequests(MESSAGES.tooManyAttempts),
        },
      },
      schema: {
        tags: ['billing'],
        summary:
          'Card fields to a single-use card token (simulated processor; Stripe.js does this with Stripe)',
        description:
          'A card the processor refuses answers 402 with the message to show on `field` (number, expiry, cvc or postalCode).',
        security: [{ session: [] }],
        body: cardTokenBody,
        response: {
          200: cardTokenResponse,
          400: errorResponse,
          401: errorResponse,
          402: paymentErrorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => createCardToken(app.payments, request.body),
  );

  app.get(
    '/billing/customers/:customerId/paymentMethods/:cardId',
    {
      schema: {
        tags: ['billing'],
        summary: "The card on file of an application's customer (404: no card on file)",
        security: [{ session: [] }],
        params: paymentMethodParams,
        querystring: paymentMethodQuery,
        response: {
          200: paymentMethodSchema,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) =>
      paymentMethodFor(app.db, app.payments, requireUser(request), {
        applicationId: request.query.applicationId,
        ...request.params,
      }),
  );
};
