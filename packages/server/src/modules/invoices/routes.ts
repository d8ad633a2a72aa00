import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationParams, errorResponses, invoiceListResponse, openInvoicesResponse } from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { invoicesFor, openInvoicesFor } from './service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** A record's invoices (read-only): all of them with their totals, and the open ones. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-out callers get 401 before their parameters are validated.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/applications/:applicationId/invoices',
    {
      schema: {
        tags: ['invoices'],
        summary: "The record's invoices by due date then number, with what was billed, paid and is owing",
        description:
          'Totals in integer cents: billed and paid over the invoices that are not void, owing over the open ones (amount due less amount paid).',
        security: [{ session: [] }],
        params: applicationParams,
        response: { 200: invoiceListResponse, ...errors },
      },
    },
    async (request) => invoicesFor(app.db, requireUser(request), request.params.applicationId),
  );

  app.get(
    '/applications/:applicationId/openInvoices',
    {
      schema: {
        tags: ['invoices'],
        summary: "The record's open invoices, by due date then number",
        security: [{ session: [] }],
        params: applicationParams,
        response: { 200: openInvoicesResponse, ...errors },
      },
    },
    async (request) => openInvoicesFor(app.db, requireUser(request), request.params.applicationId),
  );
};
