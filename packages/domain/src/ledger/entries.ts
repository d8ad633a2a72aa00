import { sumCents, type Cents } from '../money.ts';

/**
 * A policy's money as an append-only ledger (shared/reference/domain-facts.md, "Charges and
 * payments are different things"; docs/decisions/0019). Nothing is edited: a correction is a new
 * entry. Every entry names the invoice it belongs to, so the record's invoices are a grouping of
 * the ledger and their totals are the ledger's.
 *
 * - charge: billed on an invoice (negative: a credit, e.g. a return premium on a credit note);
 * - void: part of an invoice that will not be collected (a future instalment after cancellation);
 * - payment: money received on an invoice (a card charge, or money taken off the platform);
 * - refund: money paid back on an invoice (to a card charge, or by hand once finance paid it out);
 * - writeOff: part of an invoice given up as uncollectable.
 */
export type LedgerKind = 'charge' | 'void' | 'payment' | 'refund' | 'writeOff';

/**
 * What a charge is for: a payment of the bound plan (premium, taxes and fees as the bound quote
 * splits them), the lines changes add, a cancellation's or reinstatement's settlement, and a manual
 * invoice.
 */
export type ChargeComponent =
  | 'planPayment'
  | 'cancellation'
  | 'reinstatement'
  | 'creditApplied'
  | 'premium'
  | 'premiumTax'
  | 'transactionFee'
  | 'saasFee'
  | 'customFee'
  | 'cardFee'
  | 'financingFee'
  | 'missedPaymentFee'
  | 'adminFee'
  /** A manual invoice finance raises (spec 2.6 CreateManualCharge), its reason on the invoice. */
  | 'manualCharge'
  /** A finance adjustment (spec 2.6 RecordFinanceTransaction): signed, negative is a credit. */
  | 'financeAdjustment'
  /** An extended reporting period's one-time premium (spec 2.6 CreateExtendedReportingPeriod). */
  | 'erpPremium'
  /** The premium tax on an ERP premium (fully earned with it: not returned on cancellation). */
  | 'erpPremiumTax'
  /** A premium an underwriter sets by hand (spec 2.6 CreateCustomPremiums), fully earned. */
  | 'customPremium';

export interface LedgerEntry {
  kind: LedgerKind;
  /** Cents. Charges are signed (negative = credit); every other kind is positive. */
  amount: Cents;
  invoiceId: string;
  /** Charges only. */
  component?: ChargeComponent | null;
  /** Payment: the card charge (payments row); refund: the card charge it went back to. */
  paymentId?: string | null;
  /** Refund: the refunds row. */
  refundId?: string | null;
  /** Payment or refund made by hand, off the card processor. */
  manual?: boolean;
}

/** A ledger's balances, in cents. */
export interface LedgerBalances {
  billed: Cents;
  voided: Cents;
  writtenOff: Cents;
  paid: Cents;
  refunded: Cents;
  /** paid - refunded: what the insured has paid, net. */
  collected: Cents;
  /** Open invoices: what the insured still owes. */
  owing: Cents;
  /** Credit notes not yet paid back: what is owed to the insured (manual refunds pending). */
  refundPending: Cents;
}

export function checkEntry(entry: LedgerEntry): void {
  if (!Number.isSafeInteger(entry.amount))
    throw new RangeError(`Ledger amounts are whole cents, got ${entry.amount}`);
  if (entry.kind !== 'charge' && entry.amount <= 0) {
    throw new RangeError(`A ${entry.kind} entry must be positive, got ${entry.amount}`);
  }
  if (entry.kind === 'refund' && !entry.manual && !entry.paymentId) {
    throw new RangeError('A card refund names the charge it goes back to');
  }
}

const total = (entries: readonly LedgerEntry[], kind: LedgerKind) =>
  sumCents(entries.filter((entry) => entry.kind === kind).map((entry) => entry.amount));

/** One invoice's figures from its entries. */
export interface InvoiceBalance {
  billed: Cents;
  voided: Cents;
  writtenOff: Cents;
  /** Paid less refunded. */
  paid: Cents;
  /** billed - voided - writtenOff - paid: positive owed by the insured, negative owed to them. */
  outstanding: Cents;
}

export function invoiceBalance(entries: readonly LedgerEntry[]): InvoiceBalance {
  entries.forEach(checkEntry);
  const billed = total(entries, 'charge');
  const voided = total(entries, 'void');
  const writtenOff = total(entries, 'writeOff');
  const paid = total(entries, 'payment') - total(entries, 'refund');
  return { billed, voided, writtenOff, paid, outstanding: billed - voided - writtenOff - paid };
}

/** The entries of each invoice, in first-seen order. */
export function entriesByInvoice(entries: readonly LedgerEntry[]): Map<string, LedgerEntry[]> {
  const groups = new Map<string, LedgerEntry[]>();
  for (const entry of entries) {
    const group = groups.get(entry.invoiceId);
    if (group) group.push(entry);
    else groups.set(entry.invoiceId, [entry]);
  }
  return groups;
}

/**
 * The policy's balances: sums over every entry. owing and refundPending are summed per invoice
 * (an invoice is either still owed by the insured or a credit still owed to them), so
 * collected = billed - voided - writtenOff - owing + refundPending, to the cent.
 */
export function ledgerBalances(entries: readonly LedgerEntry[]): LedgerBalances {
  entries.forEach(checkEntry);
  let owing = 0;
  let refundPending = 0;
  for (const group of entriesByInvoice(entries).values()) {
    const { outstanding } = invoiceBalance(group);
    if (outstanding > 0) owing += outstanding;
    else refundPending -= outstanding;
  }
  const paid = total(entries, 'payment');
  const refunded = total(entries, 'refund');
  return {
    billed: total(entries, 'charge'),
    voided: total(entries, 'void'),
    writtenOff: total(entries, 'writeOff'),
    paid,
    refunded,
    collected: paid - refunded,
    owing,
    refundPending,
  };
}

/** Billed per charge component (net of credits). */
export function chargedByComponent(entries: readonly LedgerEntry[]): Partial<Record<ChargeComponent, Cents>> {
  const result: Partial<Record<ChargeComponent, Cents>> = {};
  for (const entry of entries) {
    if (entry.kind !== 'charge' || !entry.component) continue;
    result[entry.component] = (result[entry.component] ?? 0) + entry.amount;
  }
  return result;
}

/**
 * What the insured has paid that the policy still holds: collected less the refunds already owed
 * to them (manual refunds pending). A cancellation settles against this, so a pending refund is
 * never paid a second time.
 */
export function heldForPolicy(balances: Pick<LedgerBalances, 'collected' | 'refundPending'>): Cents {
  return balances.collected - balances.refundPending;
}
