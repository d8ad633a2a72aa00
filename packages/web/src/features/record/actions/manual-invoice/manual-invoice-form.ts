import {
  parseDollarsText,
  MANUAL_INVOICE_MAX_COUNT,
  MANUAL_INVOICE_REASON_VALUES,
  manualInvoiceCountError,
  say,
  type ManualInvoiceReason,
} from '@bm/domain';
import type { ManualInvoiceRequest } from '@bm/contracts';
import { manualInvoiceMessages as m } from './messages.ts';

/** The form as typed: the amount in dollars, the count as text (blank: one invoice). */
export interface ManualInvoiceDraft {
  amount: string;
  reason: string | null;
  invoiceCount: string;
  selectedInvoiceIds: string[];
}

export const EMPTY_DRAFT: ManualInvoiceDraft = {
  amount: '',
  reason: null,
  invoiceCount: '',
  selectedInvoiceIds: [],
};

/** The form's own checks, in English as the errors hold them (shown in the screens' language). */
export const MANUAL_INVOICE_FORM_MESSAGES = {
  amountRequired: m.amountRequired.en,
  amountInvalid: m.amountInvalid.en,
  amountZero: m.amountZero.en,
  reasonRequired: m.reasonRequired.en,
  countInvalid: say(m.countInvalid, 'en-CA', { max: MANUAL_INVOICE_MAX_COUNT }),
} as const;

export type ManualInvoiceErrors = Partial<Record<'amount' | 'reason' | 'invoiceCount', string>>;

/** The amount typed ($, commas and spaces ignored) in integer cents, or null when it is not dollars and cents. */
export function amountInCents(text: string): number | null {
  return parseDollarsText(text, { maxWholeDigits: 7 });
}

/** The checks the server repeats, with the spec's words above 12 invoices (manualInvoiceCountError). */
export function checkDraft(draft: ManualInvoiceDraft): ManualInvoiceErrors {
  const errors: ManualInvoiceErrors = {};
  const cents = amountInCents(draft.amount);
  if (draft.amount.trim() === '') errors.amount = MANUAL_INVOICE_FORM_MESSAGES.amountRequired;
  else if (cents === null) errors.amount = MANUAL_INVOICE_FORM_MESSAGES.amountInvalid;
  else if (cents <= 0) errors.amount = MANUAL_INVOICE_FORM_MESSAGES.amountZero;
  if (!draft.reason) errors.reason = MANUAL_INVOICE_FORM_MESSAGES.reasonRequired;
  const count = draft.invoiceCount.trim();
  if (count !== '') {
    if (!/^\d+$/.test(count)) errors.invoiceCount = MANUAL_INVOICE_FORM_MESSAGES.countInvalid;
    else {
      const tooMany = manualInvoiceCountError(Number(count));
      if (tooMany) errors.invoiceCount = tooMany;
    }
  }
  return errors;
}

/** The request of a draft that passed checkDraft. */
export function toRequest(draft: ManualInvoiceDraft): ManualInvoiceRequest {
  const count = draft.invoiceCount.trim();
  return {
    totalAmount: amountInCents(draft.amount) ?? 0,
    selectedReason: MANUAL_INVOICE_REASON_VALUES.find(
      (value) => value === draft.reason,
    ) as ManualInvoiceReason,
    invoiceCount: count === '' ? 0 : Number(count),
    selectedInvoiceIds: draft.selectedInvoiceIds,
  };
}
