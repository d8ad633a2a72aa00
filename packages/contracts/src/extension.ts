import { z } from 'zod';
import { EXTENSION_FIELDS, type ExtensionField } from '@bm/domain';
import { applicationSchema } from './applications.ts';
import { cents, isoDateTime, taxNameSchema } from './common.ts';
import { cardChoiceSchema } from './quote.ts';

/** Spec 7: POST /applications/{id}/extension?type=quote, review or bind. */
export const EXTENSION_REQUEST_TYPES = ['quote', 'review', 'bind'] as const;
export const extensionQuery = z.object({ type: z.enum(EXTENSION_REQUEST_TYPES) });

/**
 * The extension form's answers (spec 3), as text; each is checked by the domain's
 * validateExtensionDetails ('Required', whole months), which answers 400 with the field errors.
 */
export const extensionDetailsSchema = z.object(
  Object.fromEntries(EXTENSION_FIELDS.map((field) => [field, z.string().max(2000).optional()])) as Record<
    ExtensionField,
    z.ZodOptional<z.ZodString>
  >,
);

/** Spec 3 "Extension quote": priced, policyExpiryDate, premiumsSum, taxesAndFees.annual, total.annual. */
export const extensionQuoteSchema = z.object({
  priced: z.boolean(),
  /** The expiry after the extension, YYYY-MM-DD. */
  policyExpiryDate: z.string(),
  premiumsSum: cents,
  taxesAndFees: z.object({ annual: cents }),
  total: z.object({ annual: cents }),
});
export type ExtensionQuote = z.infer<typeof extensionQuoteSchema>;

/** The figures behind a priced quote (integer cents): premium + tax + cardFee + cardFeePST = total. */
export const extensionFiguresSchema = z.object({
  months: z.number().int(),
  currentExpiryDate: z.string(),
  addedDays: z.number().int(),
  proRataPremium: cents,
  minimumApplied: z.boolean(),
  /** Spec 9: $50, shown as a caption. */
  minimumRetainedPremium: cents,
  tax: cents,
  /** The premium taxes of `tax`, named (with their authority); absent on extensions recorded before. */
  taxNames: z.array(taxNameSchema).optional(),
  cardFee: cents,
  cardFeePST: cents,
});

/** An extension sent to an underwriter (a history row 'Extension Review' and what followed it). */
export const extensionReferralSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(['underReview', 'priced', 'declined', 'bound']),
  months: z.number().int(),
  details: extensionDetailsSchema,
  reasons: z.array(z.string()),
  requestedAt: isoDateTime,
  /** The underwriter's premium (cents) once priced. */
  premium: cents.nullable(),
  note: z.string().nullable(),
});
export type ExtensionReferral = z.infer<typeof extensionReferralSchema>;

/** GET /applications/{id}/extension: what the modal and the record show before a request. */
export const extensionStateResponse = z.object({
  monthsUsed: z.number().int(),
  monthsLeft: z.number().int(),
  /** The policy's project value (whole dollars), the form's extension-limit by default. */
  policyLimit: z.number().int().nullable(),
  policyExpiryDate: z.string(),
  hasCardOnFile: z.boolean(),
  account: z.enum(['main', 'finance']),
  /** The latest request sent to an underwriter, unless bought. */
  referral: extensionReferralSchema.nullable(),
  /** The user may price or decline a referral (underwriters and super admins). */
  canDecide: z.boolean(),
});
export type ExtensionStateResponse = z.infer<typeof extensionStateResponse>;

export const extensionBody = z.object({
  extension: z.object({ extensionDetails: extensionDetailsSchema }),
  /** bind: the quote the user saw; refused (409) when the server's differs. */
  quote: extensionQuoteSchema.optional(),
  /** bind: a new card's token; without it the card on file is charged. */
  token: z.string().min(1).max(200).optional(),
  /** bind: one charge per key. */
  idempotencyKey: z.string().uuid().optional(),
  /** bind of a referral an underwriter priced. */
  referralId: z.string().uuid().optional(),
});
export type ExtensionBody = z.infer<typeof extensionBody>;

export const extensionResponse = z.object({
  type: z.enum(EXTENSION_REQUEST_TYPES),
  quote: extensionQuoteSchema,
  figures: extensionFiguresSchema.nullable(),
  /** A priced quote's figures by card (quote and figures are priced for the card on file). */
  card: cardChoiceSchema.nullable().optional(),
  /** Why an underwriter must look at it (labels); a super admin gets a priced quote regardless. */
  reviewReasons: z.array(z.string()),
  referral: extensionReferralSchema.nullable(),
  hasCardOnFile: z.boolean(),
  /** bind */
  application: applicationSchema.optional(),
  transactionId: z.string().uuid().optional(),
  payment: z.object({ id: z.string().uuid(), amount: cents, status: z.string() }).optional(),
});
export type ExtensionResponse = z.infer<typeof extensionResponse>;

/** POST /applications/{id}/extension/referral: an underwriter prices or declines a referral. */
export const extensionDecisionBody = z.object({
  referralId: z.string().uuid(),
  decision: z.enum(['price', 'decline']),
  /** price: the extension's premium in cents (at least the $50 minimum). */
  premium: cents.optional(),
  note: z.string().max(1000).optional(),
});
export type ExtensionDecisionBody = z.infer<typeof extensionDecisionBody>;
