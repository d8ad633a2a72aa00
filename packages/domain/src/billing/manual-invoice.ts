import { addMonthsToDay } from '../dates.ts';
import type { Cents } from '../money.ts';
import { splitEvenly } from '../rating/payment-schedule.ts';

/** A choice of a select: the value sent to the server and the label shown. */
export interface ManualInvoiceChoice<V extends string = string> {
  value: V;
  label: string;
}

/**
 * Why finance raises a manual invoice (spec 9, "Manual invoice reasons: eight options, including
 * multiple invoices, error refund, lost dispute, reinstatement, ERP, requested card, cancellation
 * balance, registered letter"). The spec names the eight in those words; the labels are those words
 * with a capital first letter, as the other reason lists show them.
 */
export const MANUAL_INVOICE_REASONS = [
  { value: 'multiple-invoices', label: 'Multiple invoices' },
  { value: 'error-refund', label: 'Error refund' },
  { value: 'lost-dispute', label: 'Lost dispute' },
  { value: 'reinstatement', label: 'Reinstatement' },
  { value: 'erp', label: 'ERP' },
  { value: 'requested-card', label: 'Requested card' },
  { value: 'cancellation-balance', label: 'Cancellation balance' },
  { value: 'registered-letter', label: 'Registered letter' },
] as const satisfies readonly ManualInvoiceChoice[];
export type ManualInvoiceReason = (typeof MANUAL_INVOICE_REASONS)[number]['value'];
export const MANUAL_INVOICE_REASON_VALUES = MANUAL_INVOICE_REASONS.map((reason) => reason.value) as [
  ManualInvoiceReason,
  ...ManualInvoiceReason[],
];

export function manualInvoiceReasonLabel(reason: ManualInvoiceReason): string {
  return MANUAL_INVOICE_REASONS.find((choice) => choice.value === reason)?.label ?? reason;
}

/** Spec 9: "Manual invoice subscription count max 12" (spec 5: optional, 0 to 12). */
export const MANUAL_INVOICE_MAX_COUNT = 12;

/** The spec's words (5 and 8) and our own for the manual invoice. */
export const MANUAL_INVOICE_MESSAGES = {
  /** Spec 5, word for word: an invoice count above 12. */
  tooManyInvoices: 'This number should be smaller than or equal to 12.',
  /** Spec 8, word for word: the manual invoice could not be created. */
  failed: 'Sorry, the invoice cannot be created at the moment.',
  /** Our own: a selected invoice that is not an open invoice of this policy. */
  selectedNotOpen: 'The selected invoices must be open invoices of this policy.',
  /** Our own: an amount too small to split into the invoices asked for. */
  tooSmallToSplit: 'The amount is too small to split into that many invoices (at least one cent each).',
} as const;

/** The spec's message when the count is above the maximum, else null (0 and 1 both mean one invoice). */
export function manualInvoiceCountError(invoiceCount: number | undefined): string | null {
  return (invoiceCount ?? 0) > MANUAL_INVOICE_MAX_COUNT ? MANUAL_INVOICE_MESSAGES.tooManyInvoices : null;
}

/** One invoice of a manual charge. */
export interface ManualInvoiceInstalment {
  /** 1 = the first. */
  sequence: number;
  amount: Cents;
  /** YYYY-MM-DD: today, then a month apart. */
  dueDay: string;
}

/**
 * Splits a manual invoice's total into its invoices (integer cents that add up to the total
 * exactly). invoiceCount 0 or 1: one invoice of the total; N (at most 12): N monthly invoices of
 * equal cents, the leftover cents (fewer than N) on the first, as a plan's schedule splits its total
 * (splitEvenly). The first is due `today`, each next one a calendar month later (the 31st falls back
 * to the month's last day).
 */
export function manualInvoiceSchedule(
  totalAmount: Cents,
  invoiceCount: number,
  today: string,
): ManualInvoiceInstalment[] {
  if (!Number.isSafeInteger(totalAmount) || totalAmount <= 0)
    throw new RangeError(`A manual invoice is whole cents above 0, got ${totalAmount}`);
  if (!Number.isInteger(invoiceCount) || invoiceCount < 0 || invoiceCount > MANUAL_INVOICE_MAX_COUNT)
    throw new RangeError(MANUAL_INVOICE_MESSAGES.tooManyInvoices);
  const count = Math.max(1, invoiceCount);
  if (totalAmount < count) throw new RangeError(MANUAL_INVOICE_MESSAGES.tooSmallToSplit);
  return splitEvenly(totalAmount, count).map((amount, index) => ({
    sequence: index + 1,
    amount,
    dueDay: addMonthsToDay(today, index),
  }));
}
