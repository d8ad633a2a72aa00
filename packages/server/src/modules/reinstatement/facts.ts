import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { ReinstatementPreview } from '@bm/contracts';
import {
  computeReinstatement,
  formatDate,
  type CancellationPremiums,
  type PaymentPeriod,
  type Quote,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, invoices, ledgerEntries, policyTransactions } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';

export const REINSTATE_MESSAGES = {
  noCancellation: 'This policy has no cancellation on record, so there is nothing to reinstate.',
  expired: 'This policy is past its expiry date, so it can no longer be reinstated.',
  notCancelled: 'Only a cancelled policy can be reinstated.',
  changed: 'This policy changed while the reinstatement was being saved.',
  figuresMoved: 'The reinstatement figures have changed since they were shown. Please review them again.',
  reasonRequired: 'Choose one of the reinstatement reasons.',
  detailsRequired: 'Enter the details of the reinstatement.',
} as const;

type ApplicationRow = typeof applications.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

/** What a reinstatement reads and writes beside its figures. */
export interface ReinstatementFacts {
  preview: ReinstatementPreview;
  cancellation: typeof policyTransactions.$inferSelect;
  voided: InvoiceRow[];
  balanceInvoice: InvoiceRow | null;
  /** 1 for the policy's first reinstatement: part of the new invoice numbers, which must be unique. */
  sequence: number;
}

/**
 * Reads the cancellation a reinstatement undoes: its history row (the figures it was made with),
 * the invoices it voided and the balance invoice it raised (its ledger entries), then computes
 * the figures. 409 when
 * the policy is not cancelled, has no cancellation on record, or is past its expiry.
 */
export async function reinstatementFacts(
  db: Db,
  app: ApplicationRow,
  now: Date,
): Promise<ReinstatementFacts> {
  if (app.status !== 'cancelled') throw conflict(REINSTATE_MESSAGES.notCancelled);
  const [cancellation] = await db
    .select()
    .from(policyTransactions)
    .where(and(eq(policyTransactions.applicationId, app.id), eq(policyTransactions.type, 'Cancellation')))
    .orderBy(desc(policyTransactions.createdAt))
    .limit(1);
  const quote = app.quote as Quote | null;
  if (!cancellation || !quote || !app.policyExpiryDate) throw conflict(REINSTATE_MESSAGES.noCancellation);
  const today = formatDate(now);
  const expiryDay = formatDate(app.policyExpiryDate);
  if (expiryDay <= today) throw conflict(REINSTATE_MESSAGES.expired);

  // What the cancellation voided and the balance it raised: its own ledger entries (a typed link).
  const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.changeId, cancellation.id));
  const voidedIds = entries.filter((e) => e.kind === 'void').map((e) => e.invoiceId);
  const balanceId = entries.find(
    (e) => e.kind === 'charge' && e.component === 'cancellation' && e.amount > 0,
  )?.invoiceId;
  const voided = voidedIds.length
    ? await db.select().from(invoices).where(inArray(invoices.id, voidedIds)).orderBy(asc(invoices.dueDate))
    : [];
  const [balanceInvoice] = balanceId
    ? await db.select().from(invoices).where(eq(invoices.id, balanceId)).limit(1)
    : [];
  // Open credits taken off the balance invoice (credits before charges, decision 0057) paid it as
  // a payment would: counted as paid on it, so the reinstatement credits them against what it
  // invoices again instead of voiding them with the rest of the balance.
  const credited = balanceId
    ? -(
        await db
          .select({
            amount: ledgerEntries.amount,
            component: ledgerEntries.component,
            kind: ledgerEntries.kind,
          })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.invoiceId, balanceId))
      )
        .filter((e) => e.kind === 'charge' && e.component === 'creditApplied')
        .reduce((sum, e) => sum + e.amount, 0)
    : 0;
  const [done] = await db
    .select({ n: count() })
    .from(policyTransactions)
    .where(and(eq(policyTransactions.applicationId, app.id), eq(policyTransactions.type, 'Reinstatement')));

  const details = (cancellation.details ?? {}) as {
    premiums?: CancellationPremiums;
    cancellationReason?: string;
  };
  const premiums = details.premiums;
  const figures = computeReinstatement({
    today,
    refundDue: premiums?.refundDue ?? 0,
    missedPaymentFeeWaived: premiums?.missedPaymentFeeWaived ?? false,
    voidedInvoices: voided.map((invoice) => ({
      number: invoice.number,
      amountDue: invoice.amountDue,
      amountPaid: invoice.amountPaid,
      dueDay: formatDate(invoice.dueDate),
      instalmentNumber: invoice.instalmentNumber,
      isMpf: invoice.isMpf,
    })),
    balanceInvoice: balanceInvoice
      ? {
          status: balanceInvoice.status,
          amountDue: balanceInvoice.amountDue + credited,
          amountPaid: balanceInvoice.amountPaid + credited,
        }
      : null,
  });
  const period = app.paymentPeriod as PaymentPeriod;
  return {
    preview: {
      cancellationTransactionId: cancellation.id,
      cancEffectiveDate:
        premiums?.cancEffectiveDate ?? formatDate(cancellation.effectiveDate ?? cancellation.createdAt),
      cancellationReason: details.cancellationReason ?? cancellation.reason ?? '',
      policyExpiryDate: expiryDay,
      paymentPeriod: period,
      policyTotal: quote.total[period] ?? app.totalPremium,
      ...figures,
    },
    cancellation,
    voided,
    balanceInvoice: balanceInvoice ?? null,
    sequence: Number(done?.n ?? 0) + 1,
  };
}
