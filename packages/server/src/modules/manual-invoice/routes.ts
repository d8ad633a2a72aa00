import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationParams, errorResponses, manualInvoiceBody, manualInvoiceResponse } from '@bm/contracts';
import { MANUAL_INVOICE_MESSAGES } from '@bm/domain';
import { HttpError } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth-context.ts';
import { linkSecret } from '../documents/index.ts';
import { publicOrigin } from '../payment-links/index.ts';
import { createManualInvoice } from './service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 500);

/** The manual invoice (spec 2.6 CreateManualCharge, 5 and 7). */
export const manualInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post(
    '/applications/:applicationId/manualInvoice',
    {
      schema: {
        tags: ['policy changes'],
        summary: 'Raise a manual invoice, or up to 12 monthly ones, each with its payment link',
        description:
          'Finance users and super admins, on issued policies. totalAmount in integer cents is split into invoiceCount monthly invoices (0 or 1: one) due today then monthly, leftover cents on the first. selectedInvoiceIds must be open invoices of the policy; they are recorded on the history row. Above 12 invoices: 400 "This number should be smaller than or equal to 12." Each invoice answers an absolute payment link, valid 30 days.',
        security: [{ session: [] }],
        params: applicationParams,
        body: manualInvoiceBody,
        response: { 200: manualInvoiceResponse, ...errors },
      },
    },
    async (request) => {
      const deps = {
        db: app.db,
        now: app.now,
        linkSecret: linkSecret(app.config.DOCUMENT_LINK_SECRET),
        email: app.email,
      };
      try {
        return await createManualInvoice(
          deps,
          requireUser(request),
          request.params.applicationId,
          request.body,
          publicOrigin(request, app.config.PUBLIC_URL),
        );
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // Spec 8: the manual invoice's failure message, rather than a bare server error.
        request.log.error({ err: error }, 'manual invoice failed');
        throw new HttpError(500, MANUAL_INVOICE_MESSAGES.failed);
      }
    },
  );
};
