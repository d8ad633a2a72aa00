import {
  entriesByInvoice,
  heldForPolicy,
  invoiceBalance,
  ledgerBalances,
  type LedgerEntry,
} from '../ledger/entries.ts';
import { sumCents, type Cents } from '../money.ts';
import type { ChargedSinceBind } from './types.ts';

/**
 * Charges that are money of their own, never part of the term's written premium, taxes and fees: a
 * custom premium and an ERP (fully earned, docs/decisions/0037, 0038), a manual invoice and a finance
 * adjustment (finance's own charges and credits, 0032, 0037). A cancellation neither returns nor voids
 * them: an open one stays owed, a paid one stays paid.
 */
const OWN_MONEY_COMPONENTS = new Set([
  'customPremium',
  'erpPremium',
  'erpPremiumTax',
  'manualCharge',
  'financeAdjustment',
]);

/** Whether an invoice's entries are money of its own (OWN_MONEY_COMPONENTS), outside the term. */
function isOwnMoney(entries: readonly LedgerEntry[]): boolean {
  return entries.some((entry) => entry.kind === 'charge' && OWN_MONEY_COMPONENTS.has(entry.component ?? ''));
}

/**
 * The entries of the invoices a cancellation settles: the term's plan payments, the changes'
 * charges, missed payment fees, settlements; every invoice of money of its own left out.
 */
export function termLedger(ledger: readonly LedgerEntry[]): LedgerEntry[] {
  const own = new Set(
    [...entriesByInvoice(ledger)]
      .filter(([, entries]) => isOwnMoney(entries))
      .map(([invoiceId]) => invoiceId),
  );
  return ledger.filter((entry) => !own.has(entry.invoiceId));
}

/**
 * What the insured paid toward the term that the policy still holds: collected on the term's
 * invoices less the refunds owed back on them (heldForPolicy over termLedger), plus the credit that
 * money of its own moved onto the term's invoices (a negative finance adjustment taken off the open
 * instalments, 'creditApplied'), less the term's credit moved onto money of its own (a term credit
 * note paying a manual invoice). A credit applied is paid as surely as a card payment: a
 * cancellation that voids the instalment it reduced must count it, or the credit vanishes with the
 * instalment (docs/decisions/0061). A cancellation settles against this; what was paid on a custom
 * premium, an ERP, a manual invoice or an adjustment stays.
 */
export function heldForTerm(ledger: readonly LedgerEntry[]): Cents {
  return heldForPolicy(ledgerBalances(termLedger(ledger))) + termCreditApplied(ledger);
}

/**
 * The credit money of its own moved onto the term's invoices, net ('creditApplied' on them: credits
 * applied between the term's own invoices net to zero; negative when the term's credit paid money of
 * its own).
 */
export function termCreditApplied(ledger: readonly LedgerEntry[]): Cents {
  return -sumCents(
    termLedger(ledger)
      .filter((entry) => entry.kind === 'charge' && entry.component === 'creditApplied')
      .map((entry) => entry.amount),
  );
}

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
 * - planCardFee: the card fee differences on plan invoices (a plan payment charged on a card of
 *   another funding than billed, decision 0063), by instalment (`instalmentOf`: invoice id to its
 *   instalment number), kept by a cancellation only for the instalments fallen due.
 * Invoices of custom premiums and ERPs are left out: their premium, tax and fees are their own,
 * fully earned, neither written on the timeline nor returned (docs/decisions/0037, 0038).
 */
export function chargedSinceBind(
  ledger: readonly LedgerEntry[],
  instalmentOf: ReadonlyMap<string, number> = new Map(),
): ChargedSinceBind {
  let premiumTax = 0;
  let cardFee = 0;
  const planCardFee: { instalment: number; amount: Cents }[] = [];
  for (const [invoiceId, entries] of entriesByInvoice(ledger)) {
    const charges = entries.filter((entry) => entry.kind === 'charge');
    if (isOwnMoney(entries)) continue;
    const of = (component: string) =>
      sumCents(charges.filter((entry) => entry.component === component).map((entry) => entry.amount));
    premiumTax += of('premiumTax');
    const plan = charges.some((entry) => entry.component === 'planPayment');
    if (plan) {
      const amount = of('cardFee');
      if (amount !== 0) planCardFee.push({ instalment: instalmentOf.get(invoiceId) ?? 1, amount });
    } else if (invoiceBalance(entries).outstanding <= 0) cardFee += of('cardFee');
  }
  const financingFeeReturned = sumCents(
    ledger
      .filter((entry) => entry.kind === 'void' && entry.component === 'financingFee')
      .map((entry) => entry.amount),
  );
  return { premiumTax, cardFee, financingFeeReturned, ...(planCardFee.length > 0 ? { planCardFee } : {}) };
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
    if (isOwnMoney(entries)) continue;
    const of = (component: string) =>
      sumCents(charges.filter((entry) => entry.component === component).map((entry) => entry.amount));
    const mpf = of('missedPaymentFee');
    const voided = sumCents(entries.filter((entry) => entry.kind === 'void').map((entry) => entry.amount));
    fees += of('cardFee') + (mpf > 0 ? mpf - Math.min(mpf, voided) : 0);
  }
  return fees - (chargedSinceBind(ledger).financingFeeReturned ?? 0);
}
