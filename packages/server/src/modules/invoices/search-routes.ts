import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, invoiceExportQuery, invoiceSearchQuery, invoiceSearchResponse } from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { sendCsvDownload } from '../../lib/csv-download.ts';
import { requestLocale } from '../../lib/i18n/locale.ts';
import { invoicesCsv, invoicesCsvFileName } from './invoices-csv.ts';
import { matchingInvoices, searchInvoices } from './search-service.ts';

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
          'Filters: status (open, paid, void), kind (plan, endorsement, cancellation, reinstatement, MPF, manual), brokerageId, dueFrom and dueTo (Vancouver days, inclusive), search (policy number, insured or invoice number). sort: latest-due (default) or overdue-first (open invoices due before the first page was read, longest overdue first, then the rest latest due first; the cursor keeps that moment). Totals in integer cents over every matching invoice: billed and paid over those not void, owing over the open ones.',
        security: [{ session: [] }],
        querystring: invoiceSearchQuery,
        response: { 200: invoiceSearchResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => searchInvoices(app.db, requireUser(request), request.query, app.now()),
  );

  app.get(
    '/invoices.csv',
    {
      schema: {
        tags: ['invoices'],
        summary: 'Every invoice matching the search and filters of GET /invoices, as a CSV spreadsheet, streamed',
        description:
          'The same filters and sort as GET /invoices (no page: every match). Columns: invoice number, policy number, insured, brokerage, type, description, due date (Vancouver day), amount due, amount paid and owing in decimal dollars, status; every cell through the exports\' spreadsheet rule.',
        security: [{ session: [] }],
        querystring: invoiceExportQuery,
        response: {
          200: z.string().describe('text/csv, Content-Disposition: attachment'),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) =>
      sendCsvDownload(
        reply,
        invoicesCsvFileName(request.query),
        invoicesCsv(matchingInvoices(app.db, requireUser(request), request.query, app.now()), requestLocale(request)),
        'Invoices',
      ),
  );
};
