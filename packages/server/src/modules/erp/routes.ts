import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParams,
  createErpBody,
  createErpResponse,
  errorResponses,
  erpQuoteBody,
  erpQuoteResponse,
} from '@bm/contracts';
import { ERP_MESSAGES } from '@bm/domain';
import { HttpError } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth-context.ts';
import { createErp, quoteErp } from './service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 500);
const DESCRIPTION =
  'Endorsement users, underwriters and super admins, on issued claims-made policies (D&O, technology E&O, life agents E&O). expiryDate is 1 to 6 whole years after the policy ends (expiry, or cancellation date); erpReason one of closed-down, bankruptcy, owner-retired, owner-passed-away, other (erpReasonText of at least 10 characters); knownClaims answers the loss question. The proposal is a percentage of the expiring annual premium by length (domain ERP_PERCENT_BASIS_POINTS).';

/** The extended reporting period (spec 2.6 CreateExtendedReportingPeriod, 4, 5, 7, 8; decision 0037). */
export const erpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  const deps = () => ({ db: app.db, storage: app.storage, now: app.now });

  app.post(
    '/applications/:applicationId/erpQuote',
    {
      schema: {
        tags: ['policy changes'],
        summary: 'Quote an extended reporting period: the proposed premium and its tax',
        description: DESCRIPTION,
        security: [{ session: [] }],
        params: applicationParams,
        body: erpQuoteBody,
        response: { 200: erpQuoteResponse, ...errors },
      },
    },
    async (request) => {
      try {
        return await quoteErp(deps(), requireUser(request), request.params.applicationId, request.body);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error }, 'ERP quote failed');
        throw new HttpError(500, ERP_MESSAGES.quoteFailed);
      }
    },
  );

  app.post(
    '/applications/:applicationId/createERPendorsement',
    {
      schema: {
        tags: ['policy changes'],
        summary:
          'Record an extended reporting period: history, ERP endorsement PDF and an invoice finance collects',
        description: `${DESCRIPTION} erpPremium: integer cents above 0 (the proposal or the underwriter's figure). The card is not charged: the premium and its tax are invoiced.`,
        security: [{ session: [] }],
        params: applicationParams,
        body: createErpBody,
        response: { 200: createErpResponse, ...errors },
      },
    },
    async (request) => {
      try {
        return await createErp(deps(), requireUser(request), request.params.applicationId, request.body);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error }, 'ERP purchase failed');
        throw new HttpError(500, ERP_MESSAGES.purchaseFailed);
      }
    },
  );
};
