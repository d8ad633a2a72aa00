import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, invoiceSearchQuery, invoiceSearchResponse } from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { searchInvoices } from './search-service.ts';

/** The /invoices page: every invoice the user may see, filtered, with its totals. */
export const invoiceSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/invoices',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'Every invoice of the policies the user may see, latest due first, in keyset pages, with totals',
        description:
          'Filters: status (open, paid, void), kind (plan, endorsement, cancellation, reinstatement, MPF, manual), brokerageId, dueFrom and dueTo (Vancouver days, inclusive), search (policy number, insured or invoice number). Totals in integer cents over every matching invoice: billed and paid over those not void, owing over the open ones.',
        security: [{ session: [] }],
        querystring: invoiceSearchQuery,
        response: { 200: invoiceSearchResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => searchInvoices(app.db, requireUser(request), request.query),
  );
};
