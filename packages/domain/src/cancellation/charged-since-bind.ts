import { entriesByInvoice, invoiceBalance, type LedgerEntry } from '../ledger/entries.ts';
import { sumCents, type Cents } from '../money.ts';
import type { ChargedSinceBind } from './types.ts';

/** Charges that are money of their own, fully earned, never part of the written premium (0037, 0038). */
const OWN_MONEY_COMPONENTS = new Set(['customPremium', 'erpPremium', 'erpPremiumTax']);

/**
 * What the changes after bind (endorsements, extensions) charged on top of the bound quote, read
 * from the policy's ledger, as a cancellation settles it (issue 24 item 6):
 * - premiumTax: the premium tax they wrote, net of what they returned; with the bound quote's it
 *   is the tax written over the premium timeline;
 * - cardFee: the card fees the card was actually charged for them, i.e. those on a change invoice
 *   that asks for nothing more (paid, or a credit note). A change invoice still open is voided by
 *   the cancellation, so its card fee was never charged and is not kept;
 * - financingFeeReturned: what a pay in full did not charge of the plan's financing fee (its void
 *   entries, docs/decisions/0029).
 * Invoices of custom premiums and ERPs are left out: their premium, tax and fees are their own,
 * fully earned, neither written on the timeline nor returned (docs/decisions/0037, 0038).
 */
export function chargedSinceBind(ledger: readonly LedgerEntry[]): ChargedSinceBind {
  let premiumTax = 0;
  let cardFee = 0;
  for (const entries of entriesByInvoice(ledger).values()) {
    const charges = entries.filter((entry) => entry.kind === 'charge');
    if (charges.some((entry) => OWN_MONEY_COMPONENTS.has(entry.component ?? ''))) continue;
    const of = (component: string) =>
      sumCents(charges.filter((entry) => entry.component === component).map((entry) => entry.amount));
    premiumTax += of('premiumTax');
    if (invoiceBalance(entries).outstanding <= 0) cardFee += of('cardFee');
  }
  const financingFeeReturned = sumCents(
    ledger
      .filter((entry) => entry.kind === 'void' && entry.component === 'financingFee')
      .map((entry) => entry.amount),
  );
  return { premiumTax, cardFee, financingFeeReturned };
}

/**
 * The fees the report rows of the changes since bind already count (their feeDelta), so a
 * cancellation's row counts only what it moves on top of them: the card fees changes charged
 * (paid or not: an open one the cancellation voids comes back through its row), the missed payment
 * fees charged less those voided or refunded (their rows reverse them), less the financing fee a
 * pay in full returned. Custom premium and ERP invoices are left out, as above.
 */
export function feesReportedSinceBind(ledger: readonly LedgerEntry[]): Cents {
  let fees = 0;
  for (const entries of entriesByInvoice(ledger).values()) {
    const charges = entries.filter((entry) => entry.kind === 'charge');
    if (charges.some((entry) => OWN_MONEY_COMPONENTS.has(entry.component ?? ''))) continue;
    const of = (component: string) =>
      sumCents(charges.filter((entry) => entry.component === component).map((entry) => entry.amount));
    const mpf = of('missedPaymentFee');
    const voided = sumCents(entries.filter((entry) => entry.kind === 'void').map((entry) => entry.amount));
    fees += of('cardFee') + (mpf > 0 ? mpf - Math.min(mpf, voided) : 0);
  }
  return fees - (chargedSinceBind(ledger).financingFeeReturned ?? 0);
}
