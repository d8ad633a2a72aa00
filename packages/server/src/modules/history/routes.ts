import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationParams, policyTransactionListResponse, errorResponses } from '@bm/contracts';
import { sendCsvDownload } from '../../lib/csv-download.ts';
import { requestLocale } from '../../lib/i18n/locale.ts';
import { requireUser } from '../../plugins/auth-context.ts';
import { transactionsCsv, transactionsFileName } from './csv.ts';
import { policyHistoryFor } from './service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** A policy's transaction history (policy_transactions), as JSON and as a spreadsheet. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-out callers get 401 before their parameters are validated.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/applications/:applicationId/transactions',
    {
      schema: {
        tags: ['history'],
        summary: "The policy's transaction history, oldest first",
        security: [{ session: [] }],
        params: applicationParams,
        response: { 200: policyTransactionListResponse, ...errors },
      },
    },
    async (request) =>
      (await policyHistoryFor(app.db, requireUser(request), request.params.applicationId)).transactions,
  );

  app.get(
    '/applications/:applicationId/transactions.csv',
    {
      schema: {
        tags: ['history'],
        summary: "The policy's transaction history as a CSV spreadsheet (download)",
        description:
          'Dates YYYY-MM-DD in Vancouver time, amounts in dollars with two decimals; cells starting with =, + or @ get a leading quote, and commas and semicolons are removed unless the value starts with $.',
        security: [{ session: [] }],
        params: applicationParams,
        response: { 200: z.string().describe('text/csv, Content-Disposition: attachment'), ...errors },
      },
    },
    async (request, reply) => {
      const history = await policyHistoryFor(app.db, requireUser(request), request.params.applicationId);
      return sendCsvDownload(
        reply,
        transactionsFileName(history.reference),
        transactionsCsv(history.transactions, requestLocale(request)),
        'Transaction history',
      );
    },
  );
};
