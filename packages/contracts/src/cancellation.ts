import { z } from 'zod';
import {
  CANCELLATION_OPTIONS,
  isCalendarDay,
  MONEY_INPUT_MAX,
  moneyInputTooLarge,
  type CancellationPremiums,
} from '@bm/domain';
import { cents, taxNameSchema } from './common.ts';
import { sentFileName } from './uploads.ts';

/** A return premium an underwriter types on a manual cancellation: at most MONEY_INPUT_MAX.returnPremiumOverride. */
const returnPremiumOverride = cents.max(MONEY_INPUT_MAX.returnPremiumOverride, {
  message: moneyInputTooLarge('returnPremiumOverride'),
});

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .refine(isCalendarDay, 'Not a calendar date');

/** POST /api/applications/{id}/cancellation/premiums (spec 7). */
export const cancellationPremiumsBody = z.object({
  cancEffectiveDate: day,
  cancOption: z.enum(CANCELLATION_OPTIONS),
  feeWaived: z.boolean().default(false),
  adminFeeWaived: z.boolean().default(false),
  missedPaymentFeeWaived: z.boolean().default(false),
});
export type CancellationPremiumsBody = z.input<typeof cancellationPremiumsBody>;

const basisSchema = z.object({
  daysInForce: z.number().int(),
  daysInTerm: z.number().int(),
  shortRatePercent: z.number().nullable(),
  paymentsFallenDue: z.number().int(),
  paymentsInPlan: z.number().int(),
  writtenPremiums: z.record(z.string(), cents),
  premiumsTaxRate: z.number(),
  premiumsTaxes: cents,
  brokerCommission: cents,
  customFeeTotal: cents,
  adminFee: cents,
});

/** Every figure of a cancellation (the domain's CancellationPremiums), amounts in cents. */
export const cancellationPremiumsSchema = z.object({
  cancEffectiveDate: day,
  cancOption: z.enum(CANCELLATION_OPTIONS),
  feeWaived: z.boolean(),
  adminFeeWaived: z.boolean(),
  missedPaymentFeeWaived: z.boolean(),
  isManual: z.boolean(),
  basis: basisSchema,
  returnPremiums: z.record(z.string(), cents),
  customBrokerFee: cents,
  totalReturnPremium: cents,
  returnTax: cents,
  brokerPremium: cents,
  earnedPremium: cents,
  tax: cents,
  earnedTransactionFeeAndTax: cents,
  earnedSaasFee: cents,
  earnedCustomBrokerFee: cents,
  earnedStripeFeeAndTax: cents,
  earnedFinancingFee: cents,
  earnedMissedPaymentFee: cents,
  defaultRetainAdminFee: cents,
  earnedFee: cents,
  totalEarned: cents,
  policyPremium: cents,
  paymentReceived: cents,
  paymentPlan: cents,
  outstandingBalance: cents,
  refundDue: cents,
  amountOwing: cents,
});
type Assert<T extends true> = T;
export type CancellationPremiumsSchemaFits = Assert<
  CancellationPremiums extends z.infer<typeof cancellationPremiumsSchema>
    ? z.infer<typeof cancellationPremiumsSchema> extends CancellationPremiums
      ? true
      : false
    : false
>;

/** The answer: the premium fields plus balancesAndFees (spec 7), and which waiver boxes to show. */
export const cancellationPremiumsResponse = cancellationPremiumsSchema.extend({
  balancesAndFees: z.object({
    paymentReceived: cents,
    paymentPlan: cents,
    outstandingBalance: cents,
    refundDue: cents,
    amountOwing: cents,
    earnedFee: cents,
  }),
  waivers: z.object({
    feeWaived: z.object({ visible: z.boolean(), enabled: z.boolean() }),
    adminFeeWaived: z.object({ visible: z.boolean(), enabled: z.boolean() }),
    missedPaymentFeeWaived: z.object({ visible: z.boolean(), enabled: z.boolean() }),
  }),
  /** Whether the refund goes back to the card automatically (annual plans with a card), else manually. */
  refundMethod: z.enum(['card', 'manual', 'none']),
  /** The premium taxes of `tax`, named with their authority: the rates the policy's premium was charged at. */
  taxNames: z.array(taxNameSchema),
});
export type CancellationPremiumsResponse = z.infer<typeof cancellationPremiumsResponse>;

/** The cancellation part (spec 3, Cancellation): what was chosen, and the return premiums if edited. */
export const cancellationSubmitSchema = z.object({
  cancellationReason: z.string().trim().max(200),
  cancellationReasonText: z.string().trim().max(2000).optional(),
  /** The description (spec 9), e.g. 'Policy Cancellation'; fixed to 'broker cancelled' for brokers. */
  cancellationOption: z.string().trim().max(200),
  cancEffectiveDate: day,
  cancOption: z.enum(CANCELLATION_OPTIONS),
  feeWaived: z.boolean().default(false),
  adminFeeWaived: z.boolean().default(false),
  missedPaymentFeeWaived: z.boolean().default(false),
  isManual: z.boolean().default(false),
  /** cancel_override_{premium}: edited return premiums by line key (manual only), each at most its maximum. */
  returnPremiums: z.record(z.string(), returnPremiumOverride).optional(),
  customBrokerFee: cents.optional(),
  totalReturnPremium: returnPremiumOverride.optional(),
  /** The earned premium as typed (manual only), apart from the returns: spec 5 checks their sum. */
  earnedPremium: returnPremiumOverride.optional(),
  /** The refund (or amount owing) the user saw; the server refuses if its own figures moved. */
  expectedRefundDue: cents,
  expectedAmountOwing: cents,
  /** The signed cancellation form a broker uploads (POST …/uploads?pdfOnly=true). */
  uploadedFiles: z
    .array(z.object({ path: z.string().max(500), name: sentFileName(300) }))
    .max(5)
    .default([]),
});

/** GET /api/applications/{id}/cancellationRecord (spec 3, Cancellation record). */
export const cancellationRecordResponse = z.object({
  transactionData: z.object({
    transactionId: z.string().uuid(),
    createdAt: z.string(),
    cancEffectiveDate: day,
    cancOption: z.enum(CANCELLATION_OPTIONS),
    cancellationReason: z.string(),
    cancellationOption: z.string(),
    user: z.string().nullable(),
    liabilityPremium: cents,
    addonPremium: cents,
    alePremium: cents,
    contentsPremium: cents,
    /** Every return premium line of the policy, labelled (0 or negative); they add up to premiumsTotal. */
    returnPremiumLines: z.array(z.object({ key: z.string(), label: z.string(), amount: cents })),
    brokerPremium: cents,
    premiumsTotal: cents,
    earnedPremium: cents,
    tax: cents,
    earnedFee: cents,
    defaultRetainAdminFee: cents,
    earnedFinancingFee: cents,
    earnedMissedPaymentFee: cents,
    earnedStripeFeeAndTax: cents,
    earnedTransactionFeeAndTax: cents,
    policyPremium: cents,
    paymentReceived: cents,
    paymentPlan: cents,
    outstandingBalance: cents,
    feeWaived: z.boolean(),
    missedPaymentFeeWaived: z.boolean(),
    refundDue: cents,
  }),
  applicationData: z.object({
    applicationId: z.string().uuid(),
    policyNumber: z.string().nullable(),
    insuredName: z.string(),
    productName: z.string(),
    status: z.string(),
    policyEffectiveDate: z.string().nullable(),
    policyExpiryDate: z.string().nullable(),
    paymentPeriod: z.string(),
  }),
  /** The premium taxes of `tax`, named with their authority (0062). */
  taxNames: z.array(taxNameSchema),
});
export type CancellationRecordResponse = z.infer<typeof cancellationRecordResponse>;
