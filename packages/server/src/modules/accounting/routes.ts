import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountingConnectionSchema,
  accountingSyncBody,
  accountingSyncResponse,
  errorResponses,
  financeOpsSummaryResponse,
  journalCsvQuery,
  localConsentBody,
  localConsentResponse,
  qboAuthUriResponse,
  qboTokensPostBody,
  qboTokensPutBody,
  qboTokensResponse,
  reconciliationQuery,
  reconciliationResponse,
} from '@bm/contracts';
import { quickBooksRedirectUri } from '../../config.ts';
import { sendCsvDownload } from '../../lib/csv-download.ts';
import { requestLocale } from '../../lib/i18n/locale.ts';
import { requireUser } from '../../plugins/auth-context.ts';
import { requireFinanceOps } from './access.ts';
import {
  connectionStatus,
  disconnect,
  exchangeTokens,
  localConsent,
  refreshTokens,
  startAuthorisation,
  type RedirectCheck,
} from './connection-service.ts';
import { journalCsv, journalCsvFileName } from './journal-csv.ts';
import { reconcileCards } from './reconciliation-service.ts';
import { financeOpsSummary } from './summary-service.ts';
import { syncPeriod } from './sync-service.ts';

const TAG = ['accounting'];
const security = [{ session: [] }];

/**
 * Accounting and Finance Ops (issue 15 items 4 and 5; spec 7; docs/decisions/0044): finance staff
 * and super admins only, every route.
 */
export const accountingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireFinanceOps(requireUser(request));
  });
  const quickBooksUri = quickBooksRedirectUri(app.config);
  const redirect = (request: FastifyRequest): RedirectCheck => ({
    quickBooksUri,
    host: request.host,
    publicUrl: app.config.PUBLIC_URL,
  });

  app.get(
    '/accounting',
    {
      schema: {
        tags: TAG,
        summary:
          'The accounting connection (QuickBooks Online or the local journal), its last sync and the journal size',
        security,
        response: { 200: accountingConnectionSchema, ...errorResponses(401, 403) },
      },
    },
    async () => connectionStatus(app.db, app.accounting, app.accountingVault),
  );

  app.get(
    '/QBOOAuthURI',
    {
      schema: {
        tags: TAG,
        summary:
          'Starts accounting authorisation: where the browser goes to consent (Intuit, or the local consent step)',
        security,
        response: { 200: qboAuthUriResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ uri: await startAuthorisation(app.db, app.accounting, app.now()) }),
  );

  app.post(
    '/accounting/local/consents',
    {
      schema: {
        tags: TAG,
        summary:
          "The local journal's consent step (its page is /finance-ops?consent={state}): a one-time code for the pending state",
        description:
          'Answers where the browser goes next: /finance-ops with code, state and realmId, as Intuit redirects after consent.',
        security,
        body: localConsentBody,
        response: { 200: localConsentResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (app.accounting.name !== 'local')
        return reply
          .code(404)
          .send({ message: 'QuickBooks Online is configured: consent happens at Intuit.' });
      return { redirectTo: await localConsent(app.db, app.accounting, request.body.state, app.now()) };
    },
  );

  app.post(
    '/QBOOAuthTokens',
    {
      schema: {
        tags: TAG,
        summary: "Finishes authorisation: exchanges the consent step's code (in tokenExchangeUrl) for tokens",
        security,
        body: qboTokensPostBody,
        response: { 200: qboTokensResponse, ...errorResponses(400, 401, 403, 502) },
      },
    },
    async (request) =>
      exchangeTokens(
        app.db,
        app.accounting,
        app.accountingVault,
        redirect(request),
        requireUser(request),
        request.body,
        app.now(),
      ),
  );

  app.put(
    '/QBOOAuthTokens',
    {
      schema: {
        tags: TAG,
        summary: "Refreshes the connection's tokens",
        security,
        body: qboTokensPutBody,
        response: { 200: qboTokensResponse, ...errorResponses(400, 401, 403, 409, 502) },
      },
    },
    async (request) =>
      refreshTokens(app.db, app.accounting, app.accountingVault, redirect(request), request.body, app.now()),
  );

  app.delete(
    '/QBOOAuthTokens',
    {
      schema: {
        tags: TAG,
        summary:
          'Disconnects: revokes the tokens at the accounting system (QuickBooks: Intuit), deletes them and audits who did it',
        description:
          'The journal, its entries and past syncs stay; the local journal keeps working. Answered 200 even when Intuit could not confirm the revocation (the message says so); 409 when nothing is connected.',
        security,
        response: { 200: qboTokensResponse, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) =>
      disconnect(app.db, app.accounting, app.accountingVault, requireUser(request), request.ip, app.now()),
  );

  app.post(
    '/accounting/syncs',
    {
      schema: {
        tags: TAG,
        summary: "Journals what is not yet journaled and posts the month's entries to the accounting system",
        security,
        body: accountingSyncBody,
        response: { 200: accountingSyncResponse, ...errorResponses(400, 401, 403, 409, 502) },
      },
    },
    async (request) =>
      syncPeriod(
        app.db,
        app.accounting,
        app.accountingVault,
        requireUser(request),
        request.body.period,
        app.now(),
      ),
  );

  app.get(
    '/accounting/journal.csv',
    {
      schema: {
        tags: TAG,
        summary: 'The journal as CSV (one record per line), for a month or all of it',
        security,
        querystring: journalCsvQuery,
        response: {
          200: z.string().describe('text/csv, Content-Disposition: attachment'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) =>
      sendCsvDownload(
        reply,
        journalCsvFileName(request.query.period),
        journalCsv(app.db, request.query.period, requestLocale(request)),
        'Journal',
      ),
  );

  app.get(
    '/accounting/reconciliation',
    {
      schema: {
        tags: TAG,
        summary:
          "A month's card payments and refunds against the card processor's records, mismatches by policy",
        security,
        querystring: reconciliationQuery,
        response: { 200: reconciliationResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => reconcileCards(app.db, app.payments, request.query.period),
  );

  app.get(
    '/finance-ops/summary',
    {
      schema: {
        tags: TAG,
        summary: 'Finance Ops at a glance: NSF invoices pending and partner payouts to complete',
        security,
        response: { 200: financeOpsSummaryResponse, ...errorResponses(401, 403) },
      },
    },
    async () => financeOpsSummary(app.db),
  );
};
