import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeApplicationsCountResponse,
  billingConfigResponse,
  cardTokenBody,
  cardTokenResponse,
  customerParams,
  errorResponse,
  errorResponses,
  overdueInvoicesPayBody,
  overdueInvoicesPayResponse,
  overdueInvoicesQuoteQuery,
  overdueInvoicesQuoteResponse,
  paymentErrorResponse,
  paymentMethodParams,
  paymentMethodQuery,
  paymentMethodSchema,
} from '@bm/contracts';
import { MESSAGES } from '@bm/domain';
import { tooManyRequests } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth-context.ts';
import { activeApplicationsCount, payOverdueInvoices, quoteOverdueInvoices } from './overdue-service.ts';
import { billingConfigFor, createCardToken, paymentMethodFor } from './service.ts';

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
          // Card tokens per user and minute (CARD_TOKENS_PER_MINUTE, default 60).
          max: app.config.CARD_TOKENS_PER_MINUTE,
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

  app.get(
    '/billing/customers/:customerId/activeApplicationsCount',
    {
      schema: {
        tags: ['billing'],
        summary: 'How many bound policies pay with this customer (shown before a card change)',
        description:
          'Counts the bound policies the user may see whose customer this is; 404 when the user sees no application of this customer.',
        security: [{ session: [] }],
        params: customerParams,
        response: { 200: activeApplicationsCountResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => activeApplicationsCount(app.db, requireUser(request), request.params.customerId),
  );

  app.get(
    '/billing/customers/:customerId/overdueinvoices/quote',
    {
      schema: {
        tags: ['billing'],
        summary:
          "What paying a policy's overdue invoices now asks for, with the card figures shown before payment",
        description:
          "Nothing is saved. total is as billed (what a credit card pays); card gives the credit card surcharge billed inside it, the card on file's funding and the total by a debit or prepaid card, which pay charges such a card (decision 0063). Who: as pay; the customer must be the application's (403).",
        security: [{ session: [] }],
        params: customerParams,
        querystring: overdueInvoicesQuoteQuery,
        response: { 200: overdueInvoicesQuoteResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      quoteOverdueInvoices(
        { db: app.db, now: app.now, payments: app.payments },
        requireUser(request),
        request.params.customerId,
        request.query.applicationId,
      ),
  );

  app.post(
    '/billing/customers/:customerId/overdueinvoices/pay',
    {
      schema: {
        tags: ['billing'],
        summary:
          "Pay every overdue invoice of a policy in one charge on a saved card of the policy's customer",
        description:
          "Overdue: open and due before now. The customer must be the application's (403) and cardId one of the customer's saved cards (404); or token, a new card's, which then becomes the policy's card on file. Who: whoever sees the record and acts on it (not carrier-only), as pay in full. 402 (code payment_failed) when the card is declined; 409 when nothing is overdue or it changed.",
        security: [{ session: [] }],
        params: customerParams,
        body: overdueInvoicesPayBody,
        response: {
          200: overdueInvoicesPayResponse,
          402: paymentErrorResponse,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      payOverdueInvoices(
        { db: app.db, now: app.now, payments: app.payments, storage: app.storage, log: request.log },
        requireUser(request),
        request.params.customerId,
        request.body,
      ),
  );
};
