import {
  parseDollarsText,
  FINANCE_TRANSACTION_MESSAGES,
  financeDescriptionError,
  paymentDateError,
  type FinanceTransactionType,
} from '@bm/domain';
import type { FinanceTransactionRequest } from '@bm/contracts';
import { financeMessages } from './messages.ts';

/** The form as typed: the amount in dollars (a leading minus for a credit). */
export interface FinanceTransactionDraft {
  transactionType: FinanceTransactionType;
  amount: string;
  description: string;
  paymentDate: string;
  invoiceIds: string[];
  reference: string;
}

export const emptyDraft = (today: string): FinanceTransactionDraft => ({
  transactionType: 'FinanceAdjustment',
  amount: '',
  description: '',
  paymentDate: today,
  invoiceIds: [],
  reference: '',
});

/** The form's own checks, in English as the errors hold them (shown in the screens' language). */
export const FINANCE_FORM_MESSAGES = {
  amountRequired: financeMessages.amountRequired.en,
  amountInvalid: financeMessages.amountInvalid.en,
} as const;

export type FinanceTransactionErrors = Partial<
  Record<'amount' | 'description' | 'paymentDate' | 'invoiceIds', string>
>;

/** The signed amount typed ($, commas and spaces ignored) in integer cents, or null. */
export function signedCents(text: string): number | null {
  return parseDollarsText(text, { signed: true, maxWholeDigits: 7 });
}

/** The checks the server repeats (domain rules, the same words). */
export function checkDraft(draft: FinanceTransactionDraft, today: string): FinanceTransactionErrors {
  const errors: FinanceTransactionErrors = {};
  if (draft.transactionType === 'FinanceAdjustment') {
    const cents = signedCents(draft.amount);
    if (draft.amount.trim() === '') errors.amount = FINANCE_FORM_MESSAGES.amountRequired;
    else if (cents === null) errors.amount = FINANCE_FORM_MESSAGES.amountInvalid;
    else if (cents === 0) errors.amount = FINANCE_TRANSACTION_MESSAGES.amountZero;
    const description = financeDescriptionError(draft.description);
    if (description) errors.description = description;
  } else {
    const date = paymentDateError(draft.paymentDate, today);
    if (date) errors.paymentDate = date;
    if (draft.invoiceIds.length === 0) errors.invoiceIds = FINANCE_TRANSACTION_MESSAGES.invoicesRequired;
    const reference = draft.reference.trim() === '' ? null : financeDescriptionError(draft.reference);
    if (reference) errors.description = reference;
  }
  return errors;
}

/** The request of a draft that passed checkDraft. */
export function toRequest(draft: FinanceTransactionDraft): FinanceTransactionRequest {
  if (draft.transactionType === 'FinanceAdjustment') {
    return {
      transactionType: 'FinanceAdjustment',
      amount: signedCents(draft.amount) ?? 0,
      description: draft.description.trim(),
    };
  }
  return {
    transactionType: 'OffPlatformPayment',
    paymentDate: draft.paymentDate,
    invoiceIds: draft.invoiceIds,
    ...(draft.reference.trim() ? { description: draft.reference.trim() } : {}),
  };
}
