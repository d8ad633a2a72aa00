import { type Cents } from '../money.ts';
import { checkEntry, invoiceBalance, type LedgerEntry } from './entries.ts';
import { refundableCharges, splitRefund, type RefundableCharge, type RefundPart } from './refunds.ts';

/** Why an invoice cannot be voided: it asks the insured for nothing (paid, void, a credit note). */
export type VoidRefusal = 'nothingOwed';

/**
 * Voiding an invoice (spec 2.6 VoidStripeInvoice; docs/decisions/0030): one void entry of what it
 * still asks for (billed less voided, written off and paid). An invoice that was paid nothing then
 * reads void; one partly paid keeps what was paid and reads paid. Refused when it asks for nothing.
 */
export function voidInvoiceEntry(
  entries: readonly LedgerEntry[],
  invoiceId: string,
): { ok: true; entry: LedgerEntry } | { ok: false; reason: VoidRefusal } {
  const { outstanding } = invoiceBalance(entries.filter((entry) => entry.invoiceId === invoiceId));
  if (outstanding <= 0) return { ok: false, reason: 'nothingOwed' };
  return { ok: true, entry: { kind: 'void', amount: outstanding, invoiceId } };
}

/** Why a paid invoice cannot go back to the card: nothing paid on it, or some of it paid off the card. */
export type InvoiceRefundRefusal = 'nothingPaid' | 'notOnCard';

/**
 * The card charges that paid one invoice, newest first, each with what it can still give back to
 * it: what it paid on the invoice less the card refunds on the invoice naming it, and never more
 * than is left of the charge over the whole policy (a charge may have paid other invoices too).
 */
export function invoiceCharges(entries: readonly LedgerEntry[], invoiceId: string): RefundableCharge[] {
  const onInvoice = new Map<string, Cents>();
  for (const entry of entries) {
    checkEntry(entry);
    if (entry.invoiceId !== invoiceId || entry.manual || !entry.paymentId) continue;
    const sign = entry.kind === 'payment' ? 1 : entry.kind === 'refund' ? -1 : 0;
    onInvoice.set(entry.paymentId, (onInvoice.get(entry.paymentId) ?? 0) + sign * entry.amount);
  }
  return refundableCharges(entries)
    .filter((charge) => onInvoice.has(charge.paymentId))
    .map((charge) => ({
      paymentId: charge.paymentId,
      amount: Math.max(0, Math.min(onInvoice.get(charge.paymentId)!, charge.amount - charge.refunded)),
      refunded: 0,
    }));
}

/**
 * Refunding a paid invoice to the card(s) it was paid with (a missed payment fee given back; docs/
 * decisions/0030): what was paid on it, split over the charges that paid it (each part at most
 * what that charge paid here and has left), and a void entry of what it billed, so the fee is no
 * longer owed: the invoice reads void rather than open again. Refused when nothing was paid on it,
 * or when the card charges cannot take it all back (some was paid by hand: refund that manually).
 */
export function refundPaidInvoice(
  entries: readonly LedgerEntry[],
  invoiceId: string,
):
  | { ok: true; amount: Cents; parts: RefundPart[]; void: LedgerEntry | null }
  | { ok: false; reason: InvoiceRefundRefusal } {
  const balance = invoiceBalance(entries.filter((entry) => entry.invoiceId === invoiceId));
  if (balance.paid <= 0) return { ok: false, reason: 'nothingPaid' };
  const { parts, shortfall } = splitRefund(invoiceCharges(entries, invoiceId), balance.paid);
  if (shortfall > 0) return { ok: false, reason: 'notOnCard' };
  // Once the payment is refunded the invoice would ask for its amount again; it is given up instead.
  const left = balance.outstanding + balance.paid;
  return {
    ok: true,
    amount: balance.paid,
    parts,
    void: left > 0 ? { kind: 'void', amount: left, invoiceId } : null,
  };
}
