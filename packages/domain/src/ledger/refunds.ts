import { type Cents } from '../money.ts';
import { checkEntry, heldForPolicy, invoiceBalance, ledgerBalances, type LedgerEntry } from './entries.ts';

/** A card charge of the policy and how much of it can still go back to the card. */
export interface RefundableCharge {
  paymentId: string;
  amount: Cents;
  refunded: Cents;
}

/**
 * The policy's card charges, newest first, each with what was already refunded to it: payments
 * with a card charge less the card refunds naming that charge (shared/reference/domain-facts.md:
 * each charge refunded at most its own amount).
 */
export function refundableCharges(entries: readonly LedgerEntry[]): RefundableCharge[] {
  const charges = new Map<string, RefundableCharge>();
  for (const entry of entries) {
    checkEntry(entry);
    if (!entry.paymentId || entry.manual) continue;
    if (entry.kind === 'payment') {
      const charge = charges.get(entry.paymentId) ?? { paymentId: entry.paymentId, amount: 0, refunded: 0 };
      charge.amount += entry.amount;
      charges.set(entry.paymentId, charge);
    }
  }
  for (const entry of entries) {
    if (entry.kind !== 'refund' || entry.manual || !entry.paymentId) continue;
    const charge = charges.get(entry.paymentId);
    if (charge) charge.refunded += entry.amount;
  }
  return [...charges.values()].reverse();
}

/** What can still be refunded to the card, over every charge. */
export function cardRefundable(charges: readonly RefundableCharge[]): Cents {
  return charges.reduce((sum, charge) => sum + Math.max(0, charge.amount - charge.refunded), 0);
}

export interface RefundPart {
  paymentId: string;
  amount: Cents;
}

/**
 * Splits a refund over the card charges, newest first, each taking at most what is left of it.
 * Returns the parts and what no charge could take (0 when the card takes it all).
 */
export function splitRefund(
  charges: readonly RefundableCharge[],
  amount: Cents,
): { parts: RefundPart[]; shortfall: Cents } {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`A refund is whole cents >= 0, got ${amount}`);
  let left = amount;
  const parts: RefundPart[] = [];
  for (const charge of charges) {
    if (left <= 0) break;
    const part = Math.min(left, charge.amount - charge.refunded);
    if (part <= 0) continue;
    parts.push({ paymentId: charge.paymentId, amount: part });
    left -= part;
  }
  return { parts, shortfall: left };
}

/** An open invoice a credit can be taken off: its id and what it still asks for. */
export interface OpenInvoice {
  invoiceId: string;
  outstanding: Cents;
}

/**
 * Where money owed back to the insured goes (issue 11: never refund more than was collected):
 * first back to them, up to what the policy holds of their money (`held`); the rest comes off the
 * open invoices, earliest first (a monthly plan's next payments get smaller). Open invoices are
 * given in due order.
 */
export function allocateCredit(
  amount: Cents,
  held: Cents,
  open: readonly OpenInvoice[],
): { refund: Cents; offInvoices: { invoiceId: string; amount: Cents }[]; unallocated: Cents } {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`A credit is whole cents >= 0, got ${amount}`);
  const refund = Math.min(amount, Math.max(0, held));
  let left = amount - refund;
  const offInvoices: { invoiceId: string; amount: Cents }[] = [];
  for (const invoice of open) {
    if (left <= 0) break;
    const part = Math.min(left, invoice.outstanding);
    if (part <= 0) continue;
    offInvoices.push({ invoiceId: invoice.invoiceId, amount: part });
    left -= part;
  }
  return { refund, offInvoices, unallocated: left };
}

/** Why a pending manual refund cannot be recorded as paid out. */
export type ManualRefundRefusal = 'nothingOwed' | 'amountMismatch' | 'exceedsCollected';

/**
 * Finance paid a pending manual refund out by hand (a cheque, an e-transfer): one manual refund
 * entry of what its credit note still owes the insured, which settles the credit note. Refused when
 * the credit note owes them nothing, when what it owes is not the refund recorded (`amount`), or
 * when the policy has not collected enough to pay it: a refund never exceeds what was collected,
 * and what the policy holds must still cover every other refund owed (heldForPolicy >= 0; paying
 * one out leaves it unchanged, as collected and refundPending both fall by the amount).
 */
export function settleManualRefund(
  entries: readonly LedgerEntry[],
  refund: { invoiceId: string; refundId: string; amount: Cents },
): { ok: true; entry: LedgerEntry } | { ok: false; reason: ManualRefundRefusal } {
  const { outstanding } = invoiceBalance(entries.filter((entry) => entry.invoiceId === refund.invoiceId));
  if (outstanding >= 0) return { ok: false, reason: 'nothingOwed' };
  const owed = -outstanding;
  if (owed !== refund.amount) return { ok: false, reason: 'amountMismatch' };
  const balances = ledgerBalances(entries);
  if (owed > balances.collected || heldForPolicy(balances) < 0)
    return { ok: false, reason: 'exceedsCollected' };
  return {
    ok: true,
    entry: {
      kind: 'refund',
      amount: owed,
      invoiceId: refund.invoiceId,
      refundId: refund.refundId,
      manual: true,
    },
  };
}
