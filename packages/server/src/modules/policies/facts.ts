import { and, eq, isNotNull } from 'drizzle-orm';
import {
  chargedSinceBind,
  entriesByInvoice,
  invoiceBalance,
  formatDate,
  heldForPolicy,
  ledgerBalances,
  refundableCharges,
  timelineFromQuote,
  type Cents,
  type ChargedSinceBind,
  type LedgerBalances,
  type LedgerEntry,
  type PaymentPeriod,
  type PlanPaymentBilled,
  type PremiumTimeline,
  type Quote,
  type RefundableCharge,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { brokerages, invoices } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import type { ApplicationRecord } from './repository.ts';
import { readLedger } from './ledger.ts';
import { planChangesMade, type PlanChangesMade, planInvoices, planPaymentsBilled } from './plan-payments.ts';

export const NOT_BOUND_MESSAGE = 'Only a bound policy can be changed or cancelled.';

export type { RefundableCharge };

/** The invoice a cancellation raises for a balance owing, and the credit note of a refund. */
export const BALANCE_INVOICE_TYPE = 'cancellation balance';
export const REFUND_INVOICE_TYPE = 'cancellation refund';

/** The invoice a user raises by hand (manual-invoice/). */
export const MANUAL_INVOICE_KIND = 'manual';

/** The policy's invoices that still ask for money, with what they ask, in the ledger's order. */
export function openInvoiceBalances(
  facts: Pick<PolicyFacts, 'ledger'>,
): { invoiceId: string; outstanding: Cents }[] {
  return [...entriesByInvoice(facts.ledger)]
    .map(([invoiceId, entries]) => ({ invoiceId, outstanding: invoiceBalance(entries).outstanding }))
    .filter((invoice) => invoice.outstanding > 0);
}

/** What the policy's changes read: its term, quotes, premium timeline and its ledger. */
export interface PolicyFacts {
  effectiveDay: string;
  expiryDay: string;
  /** The current full-term quote (the latest answers). */
  quote: Quote;
  /** The quote the policy was bound with (its plan's fees). */
  boundQuote: Quote;
  timeline: PremiumTimeline;
  paymentPeriod: PaymentPeriod;
  brokerageCode: string;
  ledger: LedgerEntry[];
  balances: LedgerBalances;
  /** What the insured paid that the policy still holds (collected less refunds owed to them). */
  paymentReceived: Cents;
  /** Premium tax and card fees charged by changes since bind (ledger, domain chargedSinceBind). */
  chargedSinceBind: ChargedSinceBind;
  openMissedPaymentFees: Cents[];
  paidMissedPaymentFees: Cents;
  /** Card charges, newest first, with what each already had refunded. */
  charges: RefundableCharge[];
  hasCardOnFile: boolean;
  /** The plan the policy was bound on (paymentPeriod is the plan it is on now). */
  boundPeriod: PaymentPeriod;
  /**
   * Once a change of payment plan moved the plan (decision 0078): what the changes billed, and the
   * plan payments the policy still bills (a cancellation earns the fees inside those fallen due).
   */
  planChanges: (PlanChangesMade & { payments: PlanPaymentBilled[] }) | null;
}

/** A bound policy's term (no I/O): what a change checks its form against; 409 when not bound. */
export function policyTerm(record: ApplicationRecord['application']): {
  effectiveDay: string;
  expiryDay: string;
} {
  if (record.status !== 'bound' || !record.quote || !record.policyEffectiveDate || !record.policyExpiryDate) {
    throw conflict(NOT_BOUND_MESSAGE);
  }
  return {
    effectiveDay: formatDate(record.policyEffectiveDate),
    expiryDay: formatDate(record.policyExpiryDate),
  };
}

/** Reads the facts of a bound policy; 409 when it is not bound or carries no quote. */
export async function policyFacts(db: Db, record: ApplicationRecord['application']): Promise<PolicyFacts> {
  const { effectiveDay, expiryDay } = policyTerm(record);
  const quote = record.quote as Quote;
  const boundQuote = (record.boundQuote ?? record.quote) as Quote;
  const ledger = await readLedger(db, record.id);
  const balances = ledgerBalances(ledger);
  const mpf = await db
    .select({ status: invoices.status, amountDue: invoices.amountDue, amountPaid: invoices.amountPaid })
    .from(invoices)
    .where(and(eq(invoices.applicationId, record.id), eq(invoices.isMpf, true)));
  // The instalment of each plan invoice: a cancellation keeps the card fee differences of those
  // fallen due (decision 0063).
  const plan = await db
    .select({ id: invoices.id, instalment: invoices.instalmentNumber })
    .from(invoices)
    .where(and(eq(invoices.applicationId, record.id), isNotNull(invoices.instalmentNumber)));
  const instalmentOf = new Map(plan.map((row) => [row.id, row.instalment ?? 1]));
  const changes = await planChangesMade(db, record);
  const charged = chargedSinceBind(ledger, instalmentOf);
  const [brokerage] = await db
    .select({ code: brokerages.code })
    .from(brokerages)
    .where(eq(brokerages.id, record.brokerageId))
    .limit(1);
  return {
    effectiveDay,
    expiryDay,
    quote,
    boundQuote,
    timeline:
      (record.premiumTimeline as PremiumTimeline | null) ??
      timelineFromQuote(boundQuote, effectiveDay, expiryDay),
    paymentPeriod: record.paymentPeriod as PaymentPeriod,
    brokerageCode: brokerage?.code ?? '',
    ledger,
    balances,
    paymentReceived: heldForPolicy(balances),
    // The premium tax the changes of payment plan moved is charged since bind too.
    chargedSinceBind: changes ? { ...charged, premiumTax: charged.premiumTax + changes.premiumTax } : charged,
    openMissedPaymentFees: mpf.filter((i) => i.status === 'open').map((i) => i.amountDue - i.amountPaid),
    paidMissedPaymentFees: mpf.filter((i) => i.status === 'paid').reduce((sum, i) => sum + i.amountPaid, 0),
    charges: refundableCharges(ledger),
    hasCardOnFile: Boolean(record.stripeCustomerId && record.stripeCardId),
    boundPeriod: changes?.boundPeriod ?? (record.paymentPeriod as PaymentPeriod),
    planChanges: changes
      ? {
          ...changes,
          payments: planPaymentsBilled(await planInvoices(db, record, effectiveDay, changes), ledger),
        }
      : null,
  };
}
