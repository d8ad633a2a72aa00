import { and, asc, eq } from 'drizzle-orm';
import {
  boundPlanParts,
  divRoundCents,
  entriesByInvoice,
  formatDate,
  PAYMENT_PLANS,
  sumCents,
  type Cents,
  type LedgerEntry,
  type PaymentPeriod,
  type PlanPaymentBilled,
  type PlanPaymentParts,
  type Quote,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { invoices, policyTransactions } from '../../db/schema.ts';
import type { ApplicationRecord } from './repository.ts';

/** The history row type of a change of payment plan (decision 0078). */
export const CHANGE_PAYMENT_PLAN_TYPE = 'Payment Plan Change';

type PolicyRecord = ApplicationRecord['application'];

/** An invoice of the policy with the parts of the plan payment it bills (null: not a plan payment). */
export interface PlanInvoice {
  id: string;
  number: string;
  dueDate: Date;
  instalmentNumber: number | null;
  parts: PlanPaymentParts | null;
}

/** What the changes of payment plan of a policy moved, from their history rows; null when none. */
export interface PlanChangesMade {
  /** The plan the policy was bound on (the first change's `before`). */
  boundPeriod: PaymentPeriod;
  /** The premium tax the changes moved (after less before, each change). */
  premiumTax: Cents;
  /**
   * The fees the changes' rows count beyond what the ledger shows a cancellation (decision 0078):
   * the financing fee and surcharge the new payments carry, less the surcharge of those moved (the
   * financing fee moved is a `financingFee` void, already read from the ledger).
   */
  fees: Cents;
}

interface ChangeFigures {
  premiumTaxBefore: Cents;
  premiumTaxAfter: Cents;
  financingFeeAdded: Cents;
  surchargeAdded: Cents;
  surchargeReturned: Cents;
}

/** The changes of payment plan a policy went through, or null when its plan never changed. */
export async function planChangesMade(db: Db, record: { id: string }): Promise<PlanChangesMade | null> {
  const rows = await db
    .select({ before: policyTransactions.before, details: policyTransactions.details })
    .from(policyTransactions)
    .where(
      and(
        eq(policyTransactions.applicationId, record.id),
        eq(policyTransactions.type, CHANGE_PAYMENT_PLAN_TYPE),
      ),
    )
    .orderBy(asc(policyTransactions.createdAt));
  const [first] = rows;
  if (!first) return null;
  const figures = rows.map((row) => (row.details as { figures: ChangeFigures }).figures);
  return {
    boundPeriod: (first.before as { paymentPeriod: PaymentPeriod }).paymentPeriod,
    premiumTax: sumCents(figures.map((f) => f.premiumTaxAfter - f.premiumTaxBefore)),
    fees: sumCents(figures.map((f) => f.financingFeeAdded + f.surchargeAdded - f.surchargeReturned)),
  };
}

/**
 * The policy's invoices with the parts of the plan payments they bill: an invoice a change of
 * payment plan raised keeps its own (invoices.plan_parts); the bind's plan invoices bill the bound
 * quote's, on the plan the policy was bound on (boundPlanParts).
 */
export async function planInvoices(
  db: Db,
  record: PolicyRecord,
  effectiveDay: string,
  /** The policy's changes of plan when the caller has read them already (planChangesMade). */
  known?: PlanChangesMade | null,
): Promise<PlanInvoice[]> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      dueDate: invoices.dueDate,
      instalmentNumber: invoices.instalmentNumber,
      planParts: invoices.planParts,
    })
    .from(invoices)
    .where(eq(invoices.applicationId, record.id))
    .orderBy(asc(invoices.dueDate), asc(invoices.number));
  const changes = known === undefined ? await planChangesMade(db, record) : known;
  const bound = changes?.boundPeriod ?? (record.paymentPeriod as PaymentPeriod);
  const quote = (record.boundQuote ?? record.quote) as Quote;
  const boundParts = boundPlanParts(quote, bound, {
    chargeDay: formatDate(record.boundDate ?? record.policyEffectiveDate ?? new Date()),
    effectiveDay,
  });
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    dueDate: row.dueDate,
    instalmentNumber: row.instalmentNumber,
    parts:
      row.planParts ??
      (row.instalmentNumber !== null && row.instalmentNumber <= PAYMENT_PLANS[bound].payments
        ? (boundParts[row.instalmentNumber - 1] ?? null)
        : null),
  }));
}

/**
 * The plan payments a policy still bills once its plan changed (a cancellation's input, decision
 * 0078): each plan invoice's planPayment charge less what was voided on it, with the financing fee
 * it still carries (less its `financingFee` voids) and its surcharge in proportion. Payments a
 * change moved away entirely are left out.
 */
export function planPaymentsBilled(
  plan: readonly PlanInvoice[],
  ledger: readonly LedgerEntry[],
): PlanPaymentBilled[] {
  const byInvoice = entriesByInvoice(ledger);
  const billed: PlanPaymentBilled[] = [];
  for (const invoice of plan) {
    if (!invoice.parts || invoice.instalmentNumber === null) continue;
    const entries = byInvoice.get(invoice.id) ?? [];
    const sum = (keep: (entry: LedgerEntry) => boolean) =>
      sumCents(entries.filter(keep).map((entry) => entry.amount));
    const charged = sum((entry) => entry.kind === 'charge' && entry.component === 'planPayment');
    const amount = charged - sum((entry) => entry.kind === 'void');
    if (amount <= 0) continue;
    const financingVoided = sum((entry) => entry.kind === 'void' && entry.component === 'financingFee');
    const { parts } = invoice;
    billed.push({
      instalment: invoice.instalmentNumber,
      dueDay: formatDate(invoice.dueDate),
      amount,
      financingFee: Math.max(0, parts.financingFee - financingVoided),
      surcharge:
        parts.amount > 0 ? divRoundCents(parts.surcharge * Math.min(amount, parts.amount), parts.amount) : 0,
    });
  }
  return billed;
}
