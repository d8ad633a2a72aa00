import { z } from 'zod';
import {
  FINANCE_DESCRIPTION_MAX,
  FINANCE_TRANSACTION_MESSAGES,
  MONEY_INPUT_MAX,
  moneyInputTooLarge,
  moneyInputTooSmall,
} from '@bm/domain';
import { applicationSchema } from './applications.ts';
import { cents } from './common.ts';

/**
 * POST /api/applications/{applicationId}/financeTransaction (spec 5 and 7): amount, description,
 * transactionType FinanceAdjustment; or paymentDate, transactionType OffPlatformPayment (plus the
 * open invoices it settles, which the spec leaves unnamed). Finance users and super admins.
 */
export const financeAdjustmentBody = z.object({
  transactionType: z.literal('FinanceAdjustment'),
  /**
   * Signed integer cents: positive, the insured owes more (a new invoice); negative, a credit. At
   * most MONEY_INPUT_MAX.financeAdjustment either way.
   */
  amount: cents
    .min(-MONEY_INPUT_MAX.financeAdjustment, { message: moneyInputTooSmall('financeAdjustment') })
    .max(MONEY_INPUT_MAX.financeAdjustment, { message: moneyInputTooLarge('financeAdjustment') }),
  /** Spec 9: at most 1000 characters. */
  description: z
    .string()
    .max(FINANCE_DESCRIPTION_MAX, { message: FINANCE_TRANSACTION_MESSAGES.descriptionTooLong }),
});

export const offPlatformPaymentBody = z.object({
  transactionType: z.literal('OffPlatformPayment'),
  /** The day the money was received (YYYY-MM-DD), not after today. */
  paymentDate: z.string(),
  /** The open invoices of the policy the payment settles, each in full. */
  invoiceIds: z.array(z.string().uuid()).max(100).default([]),
  /** Optional: a cheque number, an e-transfer reference. */
  description: z
    .string()
    .max(FINANCE_DESCRIPTION_MAX, { message: FINANCE_TRANSACTION_MESSAGES.descriptionTooLong })
    .optional(),
});

export const financeTransactionBody = z.discriminatedUnion('transactionType', [
  financeAdjustmentBody,
  offPlatformPaymentBody,
]);
/** What the server reads (defaults applied). */
export type FinanceTransactionBody = z.infer<typeof financeTransactionBody>;
/** What a client sends. */
export type FinanceTransactionRequest = z.input<typeof financeTransactionBody>;

export const financeTransactionResponse = z.object({
  application: applicationSchema,
  transactionId: z.string().uuid(),
  transactionType: z.enum(['FinanceAdjustment', 'OffPlatformPayment']),
  /** Adjustment: the signed amount; payment: the total settled. */
  amount: cents,
  /** The invoice an adjustment raised (or its credit note). */
  invoiceId: z.string().uuid().nullable(),
  /** Off-platform payment: the invoices settled, each with what it took. Credit: the invoices it reduced. */
  settled: z.array(z.object({ invoiceId: z.string().uuid(), amount: cents })),
  /** A credit beyond the open invoices: owed back to the insured as a pending manual refund. */
  refundPending: cents,
  message: z.string(),
});
export type FinanceTransactionResponse = z.infer<typeof financeTransactionResponse>;
