import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, settleRefundBody, settleRefundParams, settleRefundResponse } from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { settleRefund } from './service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** Manual refunds: finance records one paid out by hand (docs/decisions/0020). */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-out callers get 401 before their parameters are validated.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post(
    '/applications/:applicationId/refunds/:refundId/settle',
    {
      schema: {
        tags: ['invoices'],
        summary: 'Record that a pending manual refund was paid out by hand (finance staff and super admins)',
        description:
          'Appends one manual refund ledger entry of what the credit note owes (never more than the policy collected), marks the credit note paid and the refund succeeded with its reference and paid-on day, and writes a Refund history row. 409 when the refund is not a pending manual refund; 422 when it exceeds what was collected; nothing is written then.',
        security: [{ session: [] }],
        params: settleRefundParams,
        body: settleRefundBody,
        response: { 200: settleRefundResponse, ...errors },
      },
    },
    async (request) =>
      settleRefund(
        { db: app.db, now: app.now },
        requireUser(request),
        request.params.applicationId,
        request.params.refundId,
        request.body,
      ),
  );
};
