import { and, eq, inArray } from 'drizzle-orm';
import type { ManualInvoiceBody, ManualInvoiceResponse } from '@bm/contracts';
import {
  amountValue,
  historyPart,
  formatDate,
  MANUAL_INVOICE_MESSAGES,
  manualInvoiceReasonLabel,
  manualInvoiceSchedule,
  MESSAGES,
  paymentAccountFor,
  policyEffectiveInstant,
  type ManualInvoiceInstalment,
  type PaymentPeriod,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';
import type { EmailService } from '../../integrations/email/email-service.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  findApplication,
  lockPolicyForChange,
  MANUAL_INVOICE_KIND,
  recordPolicyChange,
  toApplication,
} from '../policies/index.ts';
import { recipientOf } from '../applications/index.ts';
import { enqueuePaymentLinkEmail, issuePaymentLink } from '../payment-links/index.ts';

/** The history row type, the invoice type and its number code of a manual invoice. */
export const MANUAL_INVOICE_TYPE = 'Manual Invoice';
const MANUAL_INVOICE_CODE = 'MAN';

export interface ManualInvoiceDeps {
  db: Db;
  now: () => Date;
  /** The HMAC key of payment links (documents' linkSecret). */
  linkSecret: string;
  /** The outbox: the links are emailed to the insured in the invoice's transaction. */
  email: EmailService;
}

/** The split, or 400 with the reason (an amount too small for its count). */
function scheduleOf(body: ManualInvoiceBody, today: string): ManualInvoiceInstalment[] {
  try {
    return manualInvoiceSchedule(body.totalAmount, body.invoiceCount, today);
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * POST /api/applications/{id}/manualInvoice (spec 2.6 CreateManualCharge, 5, 7): under the policy's
 * lock (finance users and super admins, issued policies), one change that raises the invoice(s) of
 * the split (domain manualInvoiceSchedule: due today, then monthly; leftover cents on the first),
 * each with a 'manualCharge' charge, a 'Manual Invoice' history row naming the reason and the
 * selected invoices, and the audit row. Each invoice comes back with its payment link, and the
 * links are emailed to the insured (the record's address) through the outbox in the same transaction.
 */
export async function createManualInvoice(
  deps: ManualInvoiceDeps,
  user: AuthUser,
  applicationId: string,
  body: ManualInvoiceBody,
  origin: string,
): Promise<ManualInvoiceResponse> {
  const now = deps.now();
  const schedule = scheduleOf(body, formatDate(now));
  const label = manualInvoiceReasonLabel(body.selectedReason);
  const selected = [...new Set(body.selectedInvoiceIds)];
  const count = schedule.length;
  const recorded = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockPolicyForChange(tx, user, applicationId, 'CreateManualCharge');
    if (selected.length > 0) {
      // The invoices' status is the ledger's (refreshInvoices), read under the lock.
      const open = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(
          and(
            eq(invoices.applicationId, locked.id),
            eq(invoices.status, 'open'),
            inArray(invoices.id, selected),
          ),
        );
      if (open.length !== selected.length) throw badRequest(MANUAL_INVOICE_MESSAGES.selectedNotOpen);
    }
    const account = paymentAccountFor(locked.paymentPeriod as PaymentPeriod, locked.boundDate ?? now);
    const to = recipientOf(locked);
    const recorded = await recordPolicyChange(tx, {
      application: locked,
      type: MANUAL_INVOICE_TYPE,
      userId: user.id,
      at: now,
      history: {
        reason: label,
        description: [
          count === 1
            ? historyPart('manualInvoice', { amount: amountValue(body.totalAmount), reason: { label } })
            : historyPart('manualInvoices', {
                amount: amountValue(body.totalAmount),
                count,
                reason: { label },
              }),
          to
            ? historyPart(count === 1 ? 'paymentLinkEmailed' : 'paymentLinksEmailed', { to })
            : historyPart('noEmailForLink'),
        ],
        totalDelta: body.totalAmount,
        details: {
          reason: body.selectedReason,
          totalAmount: body.totalAmount,
          invoiceCount: body.invoiceCount,
          selectedInvoiceIds: selected,
          schedule,
          linkEmailedTo: to || null,
        },
      },
      invoices: schedule.map((line) => ({
        ref: String(line.sequence),
        code: MANUAL_INVOICE_CODE,
        type: MANUAL_INVOICE_KIND,
        description:
          count === 1 ? `Manual invoice: ${label}` : `Manual invoice ${line.sequence} of ${count}: ${label}`,
        dueDate: line.sequence === 1 ? now : policyEffectiveInstant(line.dueDay),
        paymentAccount: account,
      })),
      money: schedule.map((line) => ({
        kind: 'charge' as const,
        component: 'manualCharge' as const,
        amount: line.amount,
        invoice: { ref: String(line.sequence) },
      })),
      audit: {
        action: 'policy.manual_invoice',
        details: { reason: body.selectedReason, totalAmount: body.totalAmount, invoices: count },
      },
    });

    // One link per invoice, signed once: the answer and the email carry the same links.
    const ids = schedule.map((line) => recorded.invoiceIds[String(line.sequence)]!);
    const rows = await tx.select().from(invoices).where(inArray(invoices.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const items = schedule.map((line, index) => {
      const row = byId.get(ids[index]!)!;
      return {
        id: row.id,
        number: row.number,
        description: row.description ?? '',
        amount: line.amount,
        dueDate: row.dueDate.toISOString(),
        paymentLink: issuePaymentLink(deps.linkSecret, origin, {
          applicationId,
          invoiceId: row.id,
          issuedBy: user.id,
          issuedAt: now,
        }),
      };
    });
    if (to) {
      await enqueuePaymentLinkEmail(deps.email, tx, {
        kind: 'manual',
        to,
        locale: locked.correspondenceLanguage,
        insuredName: locked.insuredName,
        policyNumber: locked.policyNumber ?? locked.id,
        productName: locked.productName,
        invoices: items.map((item) => ({
          number: item.number,
          amount: item.amount,
          dueDate: new Date(item.dueDate),
          link: item.paymentLink,
        })),
      });
    }
    return { transactionId: recorded.transactionId, items, emailedTo: to || null };
  });
  await deps.email.flush(deps.db);

  const saved = await findApplication(deps.db, applicationId);
  if (!saved) throw notFound(MESSAGES.applicationNotFound);
  return {
    application: toApplication(saved),
    transactionId: recorded.transactionId,
    reason: { value: body.selectedReason, label },
    totalAmount: body.totalAmount,
    invoices: recorded.items,
    link: recorded.items[0]!.paymentLink.url,
    selectedInvoiceIds: selected,
    emailedTo: recorded.emailedTo,
  };
}
