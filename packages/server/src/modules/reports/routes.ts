import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commissionReportFilters,
  commissionReportQuery,
  commissionReportResponse,
  errorResponses,
  reportBrokerListResponse,
} from '@bm/contracts';
import { sendCsvDownload } from '../../lib/csv-download.ts';
import { requestLocale } from '../../lib/i18n/locale.ts';
import { requireUser } from '../../plugins/auth-context.ts';
import { commissionReportCsv, commissionReportFileName } from './commission-csv.ts';
import {
  commissionReport,
  commissionReportLines,
  reportBrokers,
  reportVariant,
} from './commission-report-service.ts';

const FILTERS =
  'Filters: from and to (transaction Vancouver days, inclusive), brokerageId, brokerId, productId, province, paymentPeriod, payoutStatus (Paid, Not Paid). Brokers and agency users see their own brokerage only.';

/** The commission report on /reports (spec 2.2 Reports, sections 6 and 9; issue 15). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/reports/commissions',
    {
      schema: {
        tags: ['reports'],
        summary:
          'The commission report: one line per money-moving transaction, latest first, in keyset pages, with totals',
        description: `${FILTERS} Finance staff and super admins get the full variant; everyone else the broker variant. Totals are each the sum of every matching line, in integer cents.`,
        security: [{ session: [] }],
        querystring: commissionReportQuery,
        response: { 200: commissionReportResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => commissionReport(app.db, requireUser(request), request.query),
  );

  app.get(
    '/reports/commissions.csv',
    {
      schema: {
        tags: ['reports'],
        summary: 'The commission report as a CSV spreadsheet: every matching line, streamed',
        description: `${FILTERS} The columns of the caller's variant; amounts in dollars; cells starting with =, + or @ get a leading quote, and commas and semicolons are removed unless the value starts with $.`,
        security: [{ session: [] }],
        querystring: commissionReportFilters,
        response: {
          200: z.string().describe('text/csv, Content-Disposition: attachment'),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { from, to } = request.query;
      return sendCsvDownload(
        reply,
        commissionReportFileName(from, to),
        commissionReportCsv(
          reportVariant(user),
          commissionReportLines(app.db, user, request.query),
          requestLocale(request),
        ),
        'Commission report',
      );
    },
  );

  app.get(
    '/reports/brokers',
    {
      schema: {
        tags: ['reports'],
        summary:
          'The brokers the commission report can be filtered by: those of the brokerages the user may see',
        security: [{ session: [] }],
        response: { 200: reportBrokerListResponse, ...errorResponses(401) },
      },
    },
    async (request) => reportBrokers(app.db, requireUser(request)),
  );
};
