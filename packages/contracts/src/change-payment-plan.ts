import { z } from 'zod';
import { applicationSchema } from './applications.ts';
import { cents, isoDateTime } from './common.ts';

const PERIODS = ['annual', 'monthly', 'instalment'] as const;

/** Why the plan cannot be changed now (domain PlanChangeRefusal), and 'noCard' for a change to annual. */
export const CHANGE_PAYMENT_PLAN_REFUSALS = ['samePlan', 'nothingLeft', 'noDaysLeft', 'noCard'] as const;

/** The parts of a plan payment (domain PlanPaymentParts), integer cents: amount is their sum. */
export const planPaymentPartsSchema = z.object({
  amount: cents,
  premium: cents,
  premiumTax: cents,
  financingFee: cents,
  surcharge: cents,
  surchargePst: cents,
  fees: cents,
});

/** POST /api/applications/{applicationId}/changePaymentPlanQuote: the plan asked for. */
export const changePaymentPlanQuoteBody = z.object({ to: z.enum(PERIODS) });
export type ChangePaymentPlanQuoteBody = z.infer<typeof changePaymentPlanQuoteBody>;

/**
 * What moving the policy to another plan now does (decision 0078), integer cents:
 * scheduledAmount = movedAmount - financingFeeReturned + financingFeeAdded - surchargeReturned
 * + surchargeAdded + premiumTaxAfter - premiumTaxBefore; chargeNow (annual only) =
 * scheduledAmount + overdueAmount. Nothing is saved.
 */
export const changePaymentPlanQuoteResponse = z.object({
  from: z.enum(PERIODS),
  to: z.enum(PERIODS),
  movedAmount: cents,
  financingFeeReturned: cents,
  financingFeeAdded: cents,
  surchargeReturned: cents,
  surchargeAdded: cents,
  premiumTaxBefore: cents,
  premiumTaxAfter: cents,
  scheduledAmount: cents,
  overdueAmount: cents,
  chargeNow: cents,
  /** The plan payments not yet due, voided and asked again on the new plan. */
  moved: z.array(
    z.object({ id: z.string().uuid(), number: z.string(), dueDate: isoDateTime, outstanding: cents }),
  ),
  /** The new plan's payments. */
  payments: z.array(
    z.object({ instalmentNumber: z.number().int(), dueDay: z.string(), parts: planPaymentPartsSchema }),
  ),
  /** Open invoices due before now: left as they are, or paid now on a change to annual. */
  overdue: z.array(
    z.object({ id: z.string().uuid(), number: z.string(), dueDate: isoDateTime, outstanding: cents }),
  ),
  /** The funding the surcharge was priced for: the card on file's (a new card may differ). */
  funding: z.enum(['credit', 'debit', 'prepaid', 'unknown']),
  hasCardOnFile: z.boolean(),
  /** The card account a new card's token must be made on (spec 9). */
  account: z.enum(['main', 'finance']),
  refusal: z.enum(CHANGE_PAYMENT_PLAN_REFUSALS).nullable(),
  message: z.string().nullable(),
});
export type ChangePaymentPlanQuoteResponse = z.infer<typeof changePaymentPlanQuoteResponse>;

/** POST /api/applications/{applicationId}/changePaymentPlan. */
export const changePaymentPlanBody = z.object({
  to: z.enum(PERIODS),
  /** A new card's token (a change to annual only); without it the card on file is charged. */
  token: z.string().min(1).max(200).optional(),
  /** One change (and one charge) per key: a retry answers the first attempt. */
  idempotencyKey: z.string().uuid(),
  /** The quote's movedAmount and overdueAmount the user saw; the server refuses (409) if its own differ. */
  expectedMovedAmount: cents,
  expectedOverdueAmount: cents,
});
export type ChangePaymentPlanBody = z.infer<typeof changePaymentPlanBody>;

export const changePaymentPlanResponse = z.object({
  application: applicationSchema,
  transactionId: z.string().uuid(),
  /** The card charge of a change to annual; null for a change to a financed plan. */
  payment: z.object({ id: z.string().uuid(), amount: cents, status: z.string() }).nullable(),
  from: z.enum(PERIODS),
  to: z.enum(PERIODS),
  scheduledAmount: cents,
  /** The new plan invoices raised. */
  invoicesRaised: z.number().int(),
});
export type ChangePaymentPlanResponse = z.infer<typeof changePaymentPlanResponse>;
