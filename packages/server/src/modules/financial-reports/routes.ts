import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountingDrillQuery,
  accountingDrillResponse,
  accountingReportParams,
  accountingReportQuery,
  accountingReportResponse,
  errorResponses,
} from '@bm/contracts';
import { sendCsvDownload } from '../../lib/csv-download.ts';
import { requestLocale } from '../../lib/i18n/locale.ts';
import { requireUser } from '../../plugins/auth-context.ts';
import { accountingCsvFileName, accountingDrillCsv, accountingReportCsv } from './csv.ts';
import { accountingDrill, accountingReport } from './service.ts';

const ABOUT =
  'Reports: premium (written, earned, unearned by month), taxes (by province), tax-authorities (tax collected, returned and net owed per tax authority and month; key AUTHORITY:YYYY-MM, e.g. CRA:2026-11), commissions (by brokerage), insurers (premium payable by insurer), refunds-fees (by month). from and to are Vancouver months, YYYY-MM, at most 36. Finance staff and super admins see every brokerage (brokerageId filters one); brokers and agency users their own only (another brokerageId is refused with 403).';

/** The accounting reports on /financial-reports (spec 2.1, 2.2 Accounting; issue 15 item 2; decision 0043). */
export const financialReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/financial-reports/:report',
    {
      schema: {
        tags: ['financial-reports'],
        summary:
          'One accounting report: its rows (months, provinces, brokerages or insurers) and totals, in cents',
        description: `${ABOUT} Totals are the sums of the rows (the premium report's unearned is the figure at the period's end).`,
        security: [{ session: [] }],
        params: accountingReportParams,
        querystring: accountingReportQuery,
        response: { 200: accountingReportResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      accountingReport(
        app.db,
        requireUser(request),
        request.params.report,
        request.query,
        requestLocale(request),
      ),
  );

  app.get(
    '/financial-reports/:report/drill-down',
    {
      schema: {
        tags: ['financial-reports'],
        summary: 'The transactions behind one row of a report, each with its policy and amounts',
        description: `${ABOUT} key names the row: a month, a province code, an authority and month, a brokerage id or an insurer id. The totals are the sums of every transaction and equal the row's figures; rows lists the first 2,000.`,
        security: [{ session: [] }],
        params: accountingReportParams,
        querystring: accountingDrillQuery,
        response: { 200: accountingDrillResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      accountingDrill(
        app.db,
        requireUser(request),
        request.params.report,
        request.query,
        requestLocale(request),
      ),
  );

  app.get(
    '/financial-reports/:report/csv',
    {
      schema: {
        tags: ['financial-reports'],
        summary: 'One accounting report as a CSV spreadsheet: its rows and a totals row, in dollars',
        description: `${ABOUT} Cells starting with =, + or @ get a leading quote; commas and semicolons are removed unless the value starts with $.`,
        security: [{ session: [] }],
        params: accountingReportParams,
        querystring: accountingReportQuery,
        response: {
          200: z.string().describe('text/csv, Content-Disposition: attachment'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { report } = request.params;
      const { from, to } = request.query;
      const locale = requestLocale(request);
      const result = await accountingReport(app.db, requireUser(request), report, request.query, locale);
      return sendCsvDownload(
        reply,
        accountingCsvFileName(report, from, to),
        accountingReportCsv(result, locale),
        'Accounting report',
      );
    },
  );

  app.get(
    '/financial-reports/:report/drill-down/csv',
    {
      schema: {
        tags: ['financial-reports'],
        summary:
          'The transactions behind one row of a report as a CSV spreadsheet: all of them, then their totals',
        description: `${ABOUT} key names the row as for the drill-down. Amounts in dollars; the spreadsheet cell rule applies.`,
        security: [{ session: [] }],
        params: accountingReportParams,
        querystring: accountingDrillQuery,
        response: {
          200: z.string().describe('text/csv, Content-Disposition: attachment'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { report } = request.params;
      const { from, to, key } = request.query;
      const locale = requestLocale(request);
      const drill = await accountingDrill(app.db, requireUser(request), report, request.query, locale, {
        all: true,
      });
      return sendCsvDownload(
        reply,
        accountingCsvFileName(report, from, to, key),
        accountingDrillCsv(drill, locale),
        'Accounting drill-down',
      );
    },
  );
};
