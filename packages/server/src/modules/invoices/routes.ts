import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParams,
  errorResponses,
  filteredInvoicesResponse,
  invoiceFilterParams,
  invoiceFilterQuery,
  invoiceListResponse,
  openInvoicesResponse,
  refundInvoiceBody,
  refundInvoiceParams,
  refundInvoiceResponse,
  voidInvoiceBody,
  voidInvoiceResponse,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { refundMpfInvoice } from './mpf-refund-service.ts';
import { filteredInvoicesFor, invoicesFor, openInvoicesFor } from './service.ts';
import { voidInvoice } from './void-service.ts';

const errors = errorResponses(400, 401, 403, 404);
const changeErrors = errorResponses(400, 401, 403, 404, 409, 422);

/**
 * A record's invoices: all of them with their totals, the open ones, a filtered list; voiding an
 * open invoice and refunding a paid missed payment fee invoice (docs/decisions/0030).
 */
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

  app.get(
    '/invoices/:type/:id',
    {
      schema: {
        tags: ['invoices'],
        summary: "A policy's invoices, missed payment fee (MPF) ones or all, of one status or every status",
        description:
          'id is the application id. Each invoice says whether the caller may void it now (voidable) and refund it to the card now (refundable): the Void invoice and Refund MPF modals read this list.',
        security: [{ session: [] }],
        params: invoiceFilterParams,
        querystring: invoiceFilterQuery,
        response: { 200: filteredInvoicesResponse, ...errors },
      },
    },
    async (request) =>
      filteredInvoicesFor(
        app.db,
        requireUser(request),
        request.params.id,
        request.params.type,
        request.query.status,
      ),
  );

  app.post(
    '/applications/:applicationId/voidInvoice',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'Void an open invoice: underwriters and super admins any, others only a waivable missed payment fee invoice',
        description:
          'Appends one void ledger entry of what the invoice still owes, under the policy lock, with a history and an audit row. 404 when the invoice is not on this policy; 422 when isMPF or waivable differ from the invoice; 403 when the caller may not void it; 409 when it is not open (already paid or void); nothing is written then.',
        security: [{ session: [] }],
        params: applicationParams,
        body: voidInvoiceBody,
        response: { 200: voidInvoiceResponse, ...changeErrors },
      },
    },
    async (request) =>
      voidInvoice(
        { db: app.db, now: app.now },
        requireUser(request),
        request.params.applicationId,
        request.body,
      ),
  );

  app.post(
    '/policies/:policyId/invoices/:invoiceId/refunds',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'Refund a paid missed payment fee invoice to the card it was paid with (finance staff, underwriters and super admins)',
        description:
          "policyId is the application id. Refunds once per idempotency key (a retry answers the refund already made), appends one refund ledger entry per card charge refunded and a void entry of the fee, with a history and an audit row. 404 when the invoice is not on this policy; 422 when the policy number is not the policy's, the invoice is not an MPF invoice or was not paid by card; 409 when it is not paid (or already refunded); nothing is written then.",
        security: [{ session: [] }],
        params: refundInvoiceParams,
        body: refundInvoiceBody,
        response: { 200: refundInvoiceResponse, ...changeErrors },
      },
    },
    async (request) =>
      refundMpfInvoice(
        { db: app.db, now: app.now, payments: app.payments },
        requireUser(request),
        request.params,
        request.body,
      ),
  );
};
