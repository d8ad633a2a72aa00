import { and, eq } from 'drizzle-orm';
import type { PaymentLink } from '@bm/contracts';
import { canIssuePaymentLink, MESSAGES, PAYMENT_LINK_ISSUE_MESSAGES } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { accessScope, canSee, findApplication } from '../policies/index.ts';
import { issuePaymentLink } from './link.ts';

export interface IssuePaymentLinkDeps {
  db: Db;
  now: () => Date;
  /** The HMAC key of payment links (documents' linkSecret). */
  linkSecret: string;
}

/**
 * POST /api/applications/{id}/invoices/{invoiceId}/paymentLink: a new payment link for an open
 * invoice of a policy the user sees (finance users and super admins), signed as a manual invoice's
 * links are (issuePaymentLink). Nothing is stored: each call signs a new link, valid 30 days.
 */
export async function issueInvoicePaymentLink(
  deps: IssuePaymentLinkDeps,
  user: AuthUser,
  applicationId: string,
  invoiceId: string,
  origin: string,
): Promise<PaymentLink> {
  // Another brokerage's policy is not found, as for the manual invoice (decision 0032).
  const record = await findApplication(deps.db, applicationId);
  if (!record || !canSee(accessScope(user), record.application.brokerageId)) {
    throw notFound(MESSAGES.applicationNotFound);
  }
  if (!canIssuePaymentLink(user.flags)) throw forbidden(PAYMENT_LINK_ISSUE_MESSAGES.notAllowed);
  const [row] = await deps.db
    .select({ id: invoices.id, status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.applicationId, applicationId)))
    .limit(1);
  if (!row) throw notFound(PAYMENT_LINK_ISSUE_MESSAGES.invoiceNotFound);
  if (row.status !== 'open') throw badRequest(PAYMENT_LINK_ISSUE_MESSAGES.notOpen);
  return issuePaymentLink(deps.linkSecret, origin, {
    applicationId,
    invoiceId,
    issuedBy: user.id,
    issuedAt: deps.now(),
  });
}
