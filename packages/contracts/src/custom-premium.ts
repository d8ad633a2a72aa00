import { z } from 'zod';
import { MONEY_INPUT_MAX, moneyInputTooLarge } from '@bm/domain';
import { applicationSchema } from './applications.ts';
import { cents, taxNameSchema } from './common.ts';
import { cardChoiceSchema } from './quote.ts';

/** The custom endorsement quote (spec 3), integer cents (domain customEndorsementQuote). */
export const customEndorsementQuoteSchema = z.object({
  premiumsSum: cents,
  brokerPremium: cents,
  brokerTransfer: cents,
  dmgaPremium: cents,
  insurerPremium: cents,
  premiumsTaxRate: z.number(),
  premiumsTaxes: cents,
  transactionFee: cents,
  transactionFeeGST: cents,
  transactionFeePST: cents,
  transactionFeeTotal: cents,
  stripeFeesPreTax: cents,
  stripeFeesPST: cents,
  stripeFees: cents,
  totalPST: cents,
  total: cents,
  /** The taxes charged, named as their rows name them (with rate and authority). */
  taxNames: z.object({
    premium: z.array(taxNameSchema),
    transactionFee: z.array(taxNameSchema),
    cardSurcharge: z.array(taxNameSchema),
  }),
});
export type CustomEndorsementQuote = z.infer<typeof customEndorsementQuoteSchema>;

/** A custom premium above its maximum (MONEY_INPUT_MAX.customPremium) is refused before anything is priced. */
const customPremium = z
  .number()
  .max(MONEY_INPUT_MAX.customPremium, { message: moneyInputTooLarge('customPremium') });

/** POST /api/applications/{applicationId}/getCustomEndorsementQuote (spec 7: totalPremium, in cents). */
export const customQuoteBody = z.object({ totalPremium: customPremium });
export type CustomQuoteBody = z.infer<typeof customQuoteBody>;

export const customQuoteResponse = z.object({
  /** Priced for the card on file (a credit card when there is none). */
  quote: customEndorsementQuoteSchema,
  /** The charge's figures by card. */
  card: cardChoiceSchema,
  hasCardOnFile: z.boolean(),
  /** The card account a new card's token must be made on (spec 9). */
  account: z.enum(['main', 'finance']),
});
export type CustomQuoteResponse = z.infer<typeof customQuoteResponse>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Required');

/**
 * POST /api/applications/{applicationId}/createCustomPremiums (spec 7: reason, totalPremium, token,
 * expiryDate, effectiveDate, newOperation), plus the key that makes the charge exactly once and the
 * total the user saw.
 */
export const createCustomPremiumsBody = z.object({
  reason: z.string().max(2000),
  /** Cents, above 0, at most MONEY_INPUT_MAX.customPremium. */
  totalPremium: customPremium,
  /** A new card's token; without it the card on file is charged. */
  token: z.string().min(1).max(200).optional(),
  /** YYYY-MM-DD, no earlier than the current expiry; absent keeps it. */
  expiryDate: day.nullish(),
  /** YYYY-MM-DD within the term; required on health-fitness products. */
  effectiveDate: day.nullish(),
  /** One of the spec's operation types; required on health-fitness products. */
  newOperation: z.string().max(100).nullish(),
  idempotencyKey: z.string().uuid(),
  /** The quote's total the user saw; the server refuses (409) if its own differs. */
  expectedTotal: cents.optional(),
});
export type CreateCustomPremiumsBody = z.infer<typeof createCustomPremiumsBody>;

export const createCustomPremiumsResponse = z.object({
  application: applicationSchema,
  transactionId: z.string().uuid(),
  payment: z.object({ id: z.string().uuid(), amount: cents, status: z.string() }),
  quote: customEndorsementQuoteSchema,
});
export type CreateCustomPremiumsResponse = z.infer<typeof createCustomPremiumsResponse>;
