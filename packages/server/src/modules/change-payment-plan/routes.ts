import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParams,
  changePaymentPlanBody,
  changePaymentPlanQuoteBody,
  changePaymentPlanQuoteResponse,
  changePaymentPlanResponse,
  errorResponse,
  errorResponses,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { changeDeps, visibleApplication } from '../policies/index.ts';
import { onceByKey } from '../../lib/once-by-key.ts';
import { changePaymentPlan, quoteChangePaymentPlan } from './service.ts';
import { replayedPlanChange } from './write-change.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Change of payment plan (decision 0078): the quote, then the change; to annual one card charge, once
 * per idempotency key; a retried key answers the change already saved.
 */
export const changePaymentPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post(
    '/applications/:applicationId/changePaymentPlanQuote',
    {
      schema: {
        tags: ['policy changes'],
        summary: 'What moving a policy to another payment plan now would do',
        description:
          'Integer cents. The plan payments not yet due are voided and asked again on the new plan: scheduledAmount = movedAmount - financingFeeReturned + financingFeeAdded - surchargeReturned + surchargeAdded + premiumTaxAfter - premiumTaxBefore; to annual, chargeNow = scheduledAmount + overdueAmount. Nothing is saved.',
        security: [{ session: [] }],
        params: applicationParams,
        body: changePaymentPlanQuoteBody,
        response: { 200: changePaymentPlanQuoteResponse, ...errors },
      },
    },
    async (request) =>
      quoteChangePaymentPlan(
        { db: app.db, now: app.now, payments: app.payments },
        requireUser(request),
        request.params.applicationId,
        request.body.to,
      ),
  );

  app.post(
    '/applications/:applicationId/changePaymentPlan',
    {
      schema: {
        tags: ['policy changes'],
        summary: 'Move a policy to another payment plan, once per idempotency key',
        description:
          'To annual: charges chargeNow on a new card (token) or the card on file. To monthly or instalments: charges nothing; a new card is needed when the card on file is on the other card account. 402 (code payment_failed) when the card is refused or none can pay; 409 when the plan cannot change or the payments moved from what was shown.',
        security: [{ session: [] }],
        params: applicationParams,
        body: changePaymentPlanBody,
        response: { 200: changePaymentPlanResponse, 402: errorResponse, 500: errorResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = request.params.applicationId;
      const { application } = await visibleApplication(app.db, user, id);
      return onceByKey(
        () => replayedPlanChange(app.db, id, request.body.idempotencyKey),
        () => changePaymentPlan(changeDeps(app, request.log), user, application, request.body),
      );
    },
  );
};
