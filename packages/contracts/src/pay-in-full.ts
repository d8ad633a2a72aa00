import { z } from 'zod';
import { applicationSchema } from './applications.ts';
import { cents, isoDateTime } from './common.ts';
import { cardChoiceSchema } from './quote.ts';

/** Why a policy cannot be paid in full now (domain PayInFullRefusal). */
export const PAY_IN_FULL_REFUSALS = ['nothingOwing', 'belowCardMinimum', 'noCard'] as const;

/**
 * The pay in full figures (spec 3, Pay in full quote), integer cents, each the sum of its parts:
 * totalAmount = receivedAmount + remainingAmount; remainingAmount = overdueAmount + notYetDueAmount;
 * openBalance = remainingAmount - financingFeesToBeReturned (what the one card charge takes).
 */
export const payInFullFiguresSchema = z.object({
  totalAmount: cents,
  receivedAmount: cents,
  remainingAmount: cents,
  financingFeesToBeReturned: cents,
  overdueAmount: cents,
  notYetDueAmount: cents,
  openBalance: cents,
});
export type PayInFullFigures = z.infer<typeof payInFullFiguresSchema>;

/** An open invoice and what paying in full does to it. */
export const payInFullInvoiceSchema = z.object({
  id: z.string().uuid(),
  number: z.string(),
  dueDate: isoDateTime,
  /** The plan payment it bills; null for other invoices (an endorsement, a missed payment fee). */
  instalmentNumber: z.number().int().nullable(),
  /** Due before now: charged in full, financing fee included. */
  overdue: z.boolean(),
  outstanding: cents,
  /** Its share of the plan's financing fee, not charged (voided) because it is paid ahead. */
  financingFeeReturned: cents,
  toPay: cents,
});

/** POST /api/applications/{applicationId}/payInFullQuote: nothing is saved. */
export const payInFullQuoteResponse = payInFullFiguresSchema.extend({
  invoices: z.array(payInFullInvoiceSchema),
  /**
   * Refunds owed to the insured (open credits) taken off the open invoices before the card is
   * charged (docs/decisions/0057): already counted in receivedAmount, so not in openBalance.
   */
  creditsApplied: cents,
  hasCardOnFile: z.boolean(),
  /** The card account a new card's token must be made on (spec 9). */
  account: z.enum(['main', 'finance']),
  /**
   * Why it cannot be paid now with the card on file (null: it can). 'noCard' is lifted by a new
   * card's token; the others by nothing the user can do here.
   */
  refusal: z.enum(PAY_IN_FULL_REFUSALS).nullable(),
  message: z.string().nullable(),
  /**
   * The card figures shown before payment (decision 0063): the credit card surcharge (and its PST)
   * billed inside openBalance, which a credit card pays, and the total by a debit or prepaid card.
   */
  card: cardChoiceSchema,
});
export type PayInFullQuoteResponse = z.infer<typeof payInFullQuoteResponse>;

/** POST /api/applications/{applicationId}/payInFull (spec 7: token on the latter). */
export const payInFullBody = z.object({
  /** A new card's token (made on `account`); without it the card on file is charged. */
  token: z.string().min(1).max(200).optional(),
  /** One charge per key: a retry with it answers the first attempt and never charges again. */
  idempotencyKey: z.string().uuid(),
  /** The quote's openBalance the user saw; the server refuses (409) if its own differs. */
  expectedOpenBalance: cents,
});
export type PayInFullBody = z.infer<typeof payInFullBody>;

export const payInFullResponse = z.object({
  application: applicationSchema,
  transactionId: z.string().uuid(),
  payment: z.object({ id: z.string().uuid(), amount: cents, status: z.string() }),
  /** The figures as they were when the policy was paid in full. */
  paid: payInFullFiguresSchema,
  /** How many open invoices the charge closed. */
  invoicesClosed: z.number().int(),
});
export type PayInFullResponse = z.infer<typeof payInFullResponse>;
