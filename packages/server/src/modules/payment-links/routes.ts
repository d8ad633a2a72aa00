import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardTokenResponse,
  errorResponse,
  paymentErrorResponse,
  paymentLinkCardTokenBody,
  paymentLinkParams,
  paymentLinkPayBody,
  paymentLinkPayResponse,
  paymentLinkView,
} from '@bm/contracts';
import { MESSAGES } from '@bm/domain';
import { tooManyRequests } from '../../lib/errors.ts';
import { billingConfigFor } from '../billing/index.ts';
import { linkSecret } from '../documents/index.ts';
import { linkCardToken, payByLink, readPaymentLinkView, type PaymentLinkDeps } from './service.ts';

/**
 * Per client address and minute, counted in the database across processes (decision 0025): reading
 * a link, making card tokens (a brake on card testing, as POST /api/billing/tokens) and paying.
 */
const READS_PER_MINUTE = 60;
const TOKENS_PER_MINUTE = 20;
const PAYS_PER_MINUTE = 10;
const perAddress = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    keyGenerator: (request: { ip: string }) => request.ip,
    errorResponseBuilder: () => tooManyRequests(MESSAGES.tooManyAttempts),
  },
});

/**
 * The public payment page's API (no session: the signed link is the credential). Writes still go
 * through the same-origin check of every state-changing request (plugins/same-origin.ts).
 */
export const paymentLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log: PaymentLinkDeps['log']): PaymentLinkDeps => ({
    db: app.db,
    now: app.now,
    payments: app.payments,
    storage: app.storage,
    log,
    linkSecret: linkSecret(app.config.DOCUMENT_LINK_SECRET),
    billing: billingConfigFor(app.config),
  });

  app.get(
    '/payments/links/:token',
    {
      config: perAddress(READS_PER_MINUTE),
      schema: {
        tags: ['payment links'],
        summary: 'What a payment link shows: the insured, the policy, the invoice and what it owes now',
        description:
          'Public: the signed token is the credential. 404 for a token that is not valid, 410 once it has expired. A paid invoice answers status paid, amountOwing 0, payable false and a message.',
        security: [],
        params: paymentLinkParams,
        response: { 200: paymentLinkView, 404: errorResponse, 410: errorResponse, 429: errorResponse },
      },
    },
    async (request) => readPaymentLinkView(deps(request.log), request.params.token),
  );

  app.post(
    '/payments/links/:token/cardTokens',
    {
      config: perAddress(TOKENS_PER_MINUTE),
      schema: {
        tags: ['payment links'],
        summary:
          "Card fields to a single-use card token on the account of the link's invoice (simulated processor)",
        description:
          'Public, for a valid payment link (404 / 410 otherwise). With Stripe the page tokenises with Stripe.js and the publishable key of `account` instead. A card the processor refuses answers 402 naming the field.',
        security: [],
        params: paymentLinkParams,
        body: paymentLinkCardTokenBody,
        response: {
          200: cardTokenResponse,
          400: errorResponse,
          402: paymentErrorResponse,
          404: errorResponse,
          410: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => linkCardToken(deps(request.log), request.params.token, request.body),
  );

  app.post(
    '/payments/links/:token/pay',
    {
      config: perAddress(PAYS_PER_MINUTE),
      schema: {
        tags: ['payment links'],
        summary: 'Pay what the invoice owes now with a card token, once per idempotency key',
        description:
          "Public. Charges what the invoice owes when the payment is claimed (under the policy's lock) and records it on the invoice ('Payment by Link'). 402 (code payment_failed) with the processor's message when the card is declined; 409 when the invoice is already paid (nothing is charged) or changed; a retried key answers the recorded payment.",
        security: [],
        params: paymentLinkParams,
        body: paymentLinkPayBody,
        response: {
          200: paymentLinkPayResponse,
          400: errorResponse,
          402: paymentErrorResponse,
          404: errorResponse,
          409: errorResponse,
          410: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => payByLink(deps(request.log), request.params.token, request.body),
  );
};
