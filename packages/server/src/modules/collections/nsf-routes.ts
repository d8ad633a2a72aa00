import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponses,
  nsfInvoiceItem,
  nsfInvoiceParams,
  nsfListQuery,
  nsfListResponse,
  nsfUpdateBody,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { listNsfInvoices, updateNsfInvoice } from './nsf-service.ts';

/** NSF invoices: the scheduled payments the card declined, listed and updated by the back-office. */
export const nsfRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-out callers get 401 before their parameters are validated.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/nsfInvoices',
    {
      schema: {
        tags: ['invoices'],
        summary: 'NSF invoices of the policies the user may see, newest first, in keyset pages',
        description:
          'Filters: status (pending, completed), search (policy number, insured name or invoice number), brokerageId, applicationId (one policy), notice=awaitingDelivery (notices sent whose delivery day is not recorded: no cancellation date yet). Amounts in integer cents; nextAttemptDay is when the collections job tries the card again.',
        security: [{ session: [] }],
        querystring: nsfListQuery,
        response: { 200: nsfListResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => listNsfInvoices(app.db, requireUser(request), request.query, app.now()),
  );

  app.put(
    '/nsfInvoices/:invoiceId',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'Set the reason or status of an NSF invoice, or the delivery day of its notice (finance staff and super admins)',
        description:
          "letterDeliveredOn (YYYY-MM-DD, from the registered letter's tracking; not before the day it was sent, not in the future) sets the cancellation date 15 days on. Writes an 'NSF Invoice' history row on the policy in the same transaction. 404 for an NSF invoice the user may not see; 400 when nothing changes or the day is refused.",
        security: [{ session: [] }],
        params: nsfInvoiceParams,
        body: nsfUpdateBody,
        response: { 200: nsfInvoiceItem, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateNsfInvoice(app.db, requireUser(request), request.params.invoiceId, request.body, app.now()),
  );
};
