import type { Cents } from '../money.ts';
import type { OpenInvoice } from '../ledger/refunds.ts';

/**
 * Finance transactions (spec 2.6 RecordFinanceTransaction, 5, 7 and 9; docs/decisions/0037): a
 * FinanceAdjustment (a signed amount and a description) or an OffPlatformPayment (a payment date,
 * settling the chosen open invoices as paid outside the card processor).
 */
export const FINANCE_TRANSACTION_TYPES = ['FinanceAdjustment', 'OffPlatformPayment'] as const;
export type FinanceTransactionType = (typeof FINANCE_TRANSACTION_TYPES)[number];

/** Spec 9: "Finance description max 1000 characters." */
export const FINANCE_DESCRIPTION_MAX = 1000;

/** The spec gives no words for these refusals: ours, plain. */
export const FINANCE_TRANSACTION_MESSAGES = {
  descriptionRequired: 'Enter a description.',
  descriptionTooLong: `The description can be at most ${FINANCE_DESCRIPTION_MAX} characters.`,
  amountZero: 'The amount cannot be zero.',
  paymentDateRequired: 'Enter the payment date.',
  paymentDateFuture: 'The payment date cannot be in the future.',
  invoicesRequired: 'Choose at least one open invoice the payment settles.',
  invoiceNotOpen: 'Only open invoices of this policy can be settled.',
  creditTooLarge:
    'This credit is more than the insured owes on open invoices plus what the policy holds of their payments.',
  failed: 'Sorry, the finance transaction cannot be recorded at the moment, please contact us.',
  recorded: 'Finance transaction recorded.',
} as const;

/** The description's refusal, or null (trimmed; required, at most 1000 characters). */
export function financeDescriptionError(description: string): string | null {
  const text = description.trim();
  if (text === '') return FINANCE_TRANSACTION_MESSAGES.descriptionRequired;
  if (text.length > FINANCE_DESCRIPTION_MAX) return FINANCE_TRANSACTION_MESSAGES.descriptionTooLong;
  return null;
}

/** How a FinanceAdjustment lands in the ledger. */
export type FinanceAdjustmentPlan =
  /** The insured owes more: one new invoice with a charge of `amount`. */
  | { ok: true; kind: 'charge'; amount: Cents }
  /**
   * A credit of `credit` cents on a new credit note: first taken off the open invoices (earliest
   * first), the rest (`refund`) owed back to the insured as a manual refund finance pays out.
   */
  | {
      ok: true;
      kind: 'credit';
      credit: Cents;
      offInvoices: { invoiceId: string; amount: Cents }[];
      refund: Cents;
    }
  | { ok: false; reason: 'amountZero' | 'creditTooLarge' };

/**
 * A signed adjustment's place in the ledger. Positive: a charge the insured owes on a new invoice.
 * Negative: a credit that first reduces the open invoices (in the order given: due order), then,
 * for what is left, is owed back to the insured, but never more than the policy holds of their
 * money (`held` = collected less refunds already owed), so nothing is refunded that was not paid.
 */
export function financeAdjustmentPlan(
  amount: Cents,
  open: readonly OpenInvoice[],
  held: Cents,
): FinanceAdjustmentPlan {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`An adjustment is whole cents, got ${amount}`);
  if (amount === 0) return { ok: false, reason: 'amountZero' };
  if (amount > 0) return { ok: true, kind: 'charge', amount };
  const credit = -amount;
  let left = credit;
  const offInvoices: { invoiceId: string; amount: Cents }[] = [];
  for (const invoice of open) {
    if (left <= 0) break;
    const part = Math.min(left, invoice.outstanding);
    if (part <= 0) continue;
    offInvoices.push({ invoiceId: invoice.invoiceId, amount: part });
    left -= part;
  }
  if (left > Math.max(0, held)) return { ok: false, reason: 'creditTooLarge' };
  return { ok: true, kind: 'credit', credit, offInvoices, refund: left };
}

/**
 * An off-platform payment settles each chosen invoice in full: one manual payment of what it still
 * asks. Refused unless every chosen id is an open invoice of the policy (outstanding above 0).
 */
export function offPlatformSettlement(
  open: readonly OpenInvoice[],
  invoiceIds: readonly string[],
):
  | { ok: true; payments: { invoiceId: string; amount: Cents }[]; total: Cents }
  | { ok: false; reason: 'invoicesRequired' | 'invoiceNotOpen' } {
  const chosen = [...new Set(invoiceIds)];
  if (chosen.length === 0) return { ok: false, reason: 'invoicesRequired' };
  const byId = new Map(open.filter((invoice) => invoice.outstanding > 0).map((i) => [i.invoiceId, i]));
  const payments: { invoiceId: string; amount: Cents }[] = [];
  for (const id of chosen) {
    const invoice = byId.get(id);
    if (!invoice) return { ok: false, reason: 'invoiceNotOpen' };
    payments.push({ invoiceId: id, amount: invoice.outstanding });
  }
  return { ok: true, payments, total: payments.reduce((sum, p) => sum + p.amount, 0) };
}

/** A payment date (YYYY-MM-DD) must be given and not after today. */
export function paymentDateError(paymentDate: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(paymentDate)) return FINANCE_TRANSACTION_MESSAGES.paymentDateRequired;
  if (paymentDate > today) return FINANCE_TRANSACTION_MESSAGES.paymentDateFuture;
  return null;
}
