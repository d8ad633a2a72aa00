import { z } from 'zod';
import { CARD_FUNDINGS, PAYMENT_PERIODS, PROVINCES, type Quote } from '@bm/domain';
import { applicationSchema } from './applications.ts';
import { cents, taxNameSchema } from './common.ts';

const perPeriod = z.object({ annual: cents, monthly: cents, instalment: cents });
const scheduledPayment = z.object({
  sequence: z.number().int(),
  monthOffset: z.number().int(),
  amount: cents,
});

/** The quote of an application (the domain's Quote, spec section 3), amounts in integer cents. */
export const quoteSchema = z.object({
  priced: z.boolean(),
  productId: z.string(),
  productVersion: z.string(),
  province: z.enum(PROVINCES),
  premiums: z.array(z.object({ key: z.string(), label: z.string(), amount: cents })),
  premiumsSum: cents,
  insurerPremium: cents,
  dmgaPremium: cents,
  brokerPremium: cents,
  brokerTransfer: cents,
  premiumsTaxRate: z.number(),
  premiumsTaxes: cents,
  premiumsTaxesByPeriod: perPeriod,
  taxNames: z.object({
    premium: z.object({
      annual: z.array(taxNameSchema),
      monthly: z.array(taxNameSchema),
      instalment: z.array(taxNameSchema),
    }),
    transactionFee: z.array(taxNameSchema),
    customFee: z.array(taxNameSchema),
    cardSurcharge: z.array(taxNameSchema),
  }),
  customFee: cents,
  customFeeTax: cents,
  customFeeTotal: cents,
  missedPaymentFee: cents,
  transactionFee: cents,
  transactionFeeGST: cents,
  transactionFeePST: cents,
  transactionFeeTotal: cents,
  saasFee: cents,
  stripeFeesPreTax: perPeriod,
  stripeFeesPST: perPeriod,
  stripeFees: perPeriod,
  financingFees: cents,
  instalmentFinancingFees: cents,
  financing: z.object({ card: z.object({ cardFee: cents, cardFeePST: cents }) }),
  totalPST: perPeriod,
  taxesAndFees: perPeriod,
  total: perPeriod,
  schedule: z.object({
    annual: z.array(scheduledPayment),
    monthly: z.array(scheduledPayment),
    instalment: z.array(scheduledPayment),
  }),
  additionalPremium: cents,
  unpricedReasons: z.array(z.string()),
  /** The card funding the credit card surcharge was priced for (absent on quotes stored before it). */
  cardFunding: z.enum(CARD_FUNDINGS).optional(),
});
type Assert<T extends true> = T;
/** Compile-time check: the schema and the domain type describe the same object. */
export type QuoteSchemaFits = Assert<
  Quote extends z.infer<typeof quoteSchema>
    ? z.infer<typeof quoteSchema> extends Quote
      ? true
      : false
    : false
>;

export const eligibilitySchema = z.object({
  status: z.enum(['eligible', 'referred', 'rejected']),
  reasons: z.array(z.string()),
});

/** POST /api/applications: start an application for a product. */
export const createApplicationBody = z.object({ productId: z.string().min(1).max(100) });

/** PUT /api/applications/{id}: save the form as the broker goes (spec section 7). */
export const saveApplicationBody = z.object({
  productId: z.string().min(1).max(100),
  currentPage: z.number().int().min(0).max(100),
  form: z.record(z.string(), z.unknown()),
  productVersionSeen: z.string().max(50).nullable(),
  paymentPeriod: z.enum(PAYMENT_PERIODS).optional(),
});
export type SaveApplicationBody = z.infer<typeof saveApplicationBody>;

export const applicationSaveResponse = z.object({
  application: applicationSchema,
  eligibility: eligibilitySchema,
  /** Answers still missing or invalid before the application can be quoted, keyed by question name. */
  errors: z.record(z.string(), z.string()),
});
export type ApplicationSaveResponse = z.infer<typeof applicationSaveResponse>;

/** POST /api/applications/{id}/quote: rate the saved answers (no write). */
export const quoteResponse = z.object({
  eligibility: eligibilitySchema,
  errors: z.record(z.string(), z.string()),
  quote: quoteSchema.nullable(),
});
export type QuoteResponse = z.infer<typeof quoteResponse>;

/**
 * POST /api/applications/{id}/pay: charge the first payment of the chosen plan and bind.
 * `token` is a new card's token (from POST /api/billing/tokens), or `cardId` a saved card.
 * `expectedTotal` is the total the broker saw; the server refuses if its own figure differs.
 */
export const payApplicationBody = z
  .object({
    paymentPeriod: z.enum(PAYMENT_PERIODS),
    token: z.string().min(1).max(200).optional(),
    cardId: z.string().min(1).max(200).optional(),
    idempotencyKey: z.string().uuid(),
    expectedTotal: cents,
  })
  .refine((body) => Boolean(body.token) !== Boolean(body.cardId), {
    message: 'Provide either a new card or a saved card',
  });
export type PayApplicationBody = z.infer<typeof payApplicationBody>;

export const payApplicationResponse = z.object({
  application: applicationSchema,
  payment: z.object({ id: z.string().uuid(), amount: cents, status: z.string() }),
});
export type PayApplicationResponse = z.infer<typeof payApplicationResponse>;

/** POST /api/applications/{id}/bind: a manual bind (spec 5: bound date MM-DD-YYYY and account notes). */
export const manualBindBody = z.object({
  boundDate: z.string().regex(/^\d{2}-\d{2}-\d{4}$/, 'Bound date must be MM-DD-YYYY'),
  accountNotes: z.string().trim().min(1, 'Required').max(5000),
});
export type ManualBindBody = z.infer<typeof manualBindBody>;

/**
 * A later charge's figures by card (decision 0063): the main figures are priced for the card on file
 * (its funding as the processor reports it; a credit card when there is none); a new card is shown
 * the credit card figures with the total a debit or prepaid card pays (no surcharge).
 */
export const cardChoiceSchema = z.object({
  /** The funding of the card on file; null when there is none. */
  onFileFunding: z.enum(CARD_FUNDINGS).nullable(),
  /** The figures on a credit card: its surcharge, the surcharge's PST, the total. */
  credit: z.object({ cardFee: cents, cardFeePST: cents, total: cents }),
  /** The total on a debit or prepaid card. */
  noSurchargeTotal: cents,
});
export type CardChoice = z.infer<typeof cardChoiceSchema>;
