import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParams,
  errorResponses,
  financeTransactionBody,
  financeTransactionResponse,
} from '@bm/contracts';
import { FINANCE_TRANSACTION_MESSAGES } from '@bm/domain';
import { HttpError } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth-context.ts';
import { recordFinanceTransaction } from './service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 500);

/** Finance transactions (spec 2.6 RecordFinanceTransaction, 5 and 7; docs/decisions/0037). */
export const financeTransactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post(
    '/applications/:applicationId/financeTransaction',
    {
      schema: {
        tags: ['policy changes'],
        summary: 'Record a finance adjustment or a payment received outside the card processor',
        description:
          'Finance users and super admins, on issued policies. FinanceAdjustment: amount in signed integer cents (above 0 a new invoice the insured owes; below 0 a credit taken off the open invoices, earliest due first, the rest a pending manual refund up to what the policy holds of their payments) and a description of at most 1000 characters. OffPlatformPayment: paymentDate (YYYY-MM-DD, not after today) and the open invoices it settles in full (manual payment entries).',
        security: [{ session: [] }],
        params: applicationParams,
        body: financeTransactionBody,
        response: { 200: financeTransactionResponse, ...errors },
      },
    },
    async (request) => {
      try {
        return await recordFinanceTransaction(
          { db: app.db, now: app.now },
          requireUser(request),
          request.params.applicationId,
          request.body,
        );
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error }, 'finance transaction failed');
        throw new HttpError(500, FINANCE_TRANSACTION_MESSAGES.failed);
      }
    },
  );
};
