import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, invoicePaymentLinkParams, invoicePaymentLinkResponse } from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { linkSecret } from '../documents/index.ts';
import { issueInvoicePaymentLink } from './issue-service.ts';
import { publicOrigin } from './link.ts';

const errors = errorResponses(400, 401, 403, 404);

/** A payment link for an existing open invoice (the NsfInvoice modal's link, decision 0034). */
export const paymentLinkIssueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post(
    '/applications/:applicationId/invoices/:invoiceId/paymentLink',
    {
      schema: {
        tags: ['payment links'],
        summary: 'A new payment link for an open invoice of the policy, to send to the insured',
        description:
          "Finance users and super admins, on a record they see (403 otherwise). The invoice must be an open invoice of that policy (404 when it is not the policy's, 400 when it is paid or void). Signed like the links of manual invoices, valid 30 days; nothing is stored, so each call answers a new link.",
        security: [{ session: [] }],
        params: invoicePaymentLinkParams,
        response: { 200: invoicePaymentLinkResponse, ...errors },
      },
    },
    async (request) =>
      issueInvoicePaymentLink(
        { db: app.db, now: app.now, linkSecret: linkSecret(app.config.DOCUMENT_LINK_SECRET) },
        requireUser(request),
        request.params.applicationId,
        request.params.invoiceId,
        publicOrigin(request, app.config.PUBLIC_URL),
      ),
  );
};
