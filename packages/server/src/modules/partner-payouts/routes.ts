import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponses,
  partnerPayoutCompleteBody,
  partnerPayoutCompleteResponse,
  partnerPayoutListQuery,
  partnerPayoutListResponse,
  partnerPayoutParams,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { completePartnerPayout, listPartnerPayouts } from './payout-service.ts';

/** Partner payouts (issue 15 item 3; spec 7 partner completion): finance staff and super admins. */
export const partnerPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/invoices/partner',
    {
      schema: {
        tags: ['reports'],
        summary: 'Partner payouts: what each brokerage and insurer is owed per Vancouver month, latest first',
        security: [{ session: [] }],
        querystring: partnerPayoutListQuery,
        response: { 200: partnerPayoutListResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listPartnerPayouts(app.db, requireUser(request), request.query),
  );

  app.post(
    '/invoices/partner/:partner/:invoiceId/completes',
    {
      schema: {
        tags: ['reports'],
        summary: 'Records the transfer of a partner payout on its transfer date',
        description:
          "A brokerage's payout marks the commission of its lines paid: the commission report's payout status reads Paid.",
        security: [{ session: [] }],
        params: partnerPayoutParams,
        body: partnerPayoutCompleteBody,
        response: { 200: partnerPayoutCompleteResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      completePartnerPayout(
        app.db,
        requireUser(request),
        { ...request.params, transferDate: request.body.transferDate },
        app.now(),
      ),
  );
};
