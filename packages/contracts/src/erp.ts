import { z } from 'zod';
import { MONEY_INPUT_MAX, moneyInputTooLarge } from '@bm/domain';
import { applicationSchema } from './applications.ts';
import { cents, taxNameSchema } from './common.ts';

/**
 * The extended reporting period (spec 2.6 CreateExtendedReportingPeriod, 4, 5, 7, 8, 9;
 * docs/decisions/0037). The quote step proposes the premium; the recording step
 * (POST /applications/{id}/createERPendorsement: expiryDate, erpReason, erpPremium) records it.
 * The form's rules (length, reason, custom text, loss question, premium) are checked by the
 * service with domain validateErpQuote / validateErpPurchase so that each answers its own words.
 */
export const erpQuoteBody = z.object({
  /** The ERP's effective date, YYYY-MM-DD (spec 5): the day the policy ends (expiry or cancellation). */
  effectiveDate: z.string().max(10).default(''),
  /** The ERP's expiry, YYYY-MM-DD: 1 to 6 whole years after the day the policy ends. */
  expiryDate: z.string().default(''),
  /** Or the length in years (1 to 6): the quote step's form sends it, the server answers expiryDate. */
  years: z.number().int().nullish(),
  /** One of the spec 9 reasons (domain ERP_REASONS); 'other' needs erpReasonText. */
  erpReason: z.string(),
  /** The custom reason of 'other', at least 10 characters (spec 9). */
  erpReasonText: z.string().max(500).nullish(),
  /** The loss question's answer (domain ERP_LOSS_QUESTION); null when not answered. */
  knownClaims: z.boolean().nullable().default(null),
});
export type ErpQuoteBody = z.infer<typeof erpQuoteBody>;
export type ErpQuoteRequest = z.input<typeof erpQuoteBody>;

export const erpQuoteResponse = z.object({
  /** The day the policy ends (its expiry, or its cancellation date): the ERP starts then. */
  effectiveDate: z.string(),
  expiryDate: z.string(),
  years: z.number().int().min(1).max(6),
  /** The premium lines' annual rates in force at the end of the term. */
  expiringAnnualPremium: cents,
  /** Basis points of the expiring annual premium (domain ERP_PERCENT_BASIS_POINTS). */
  basisPoints: z.number().int(),
  proposedPremium: cents,
  /** The policy's premium tax rate, applied to whatever premium is recorded. */
  taxRate: z.number(),
  /** The premium taxes charged at that rate, named (with their authority); none where it is 0. */
  taxNames: z.array(taxNameSchema),
  proposedTax: cents,
  proposedTotal: cents,
});
export type ErpQuoteResponse = z.infer<typeof erpQuoteResponse>;

export const createErpBody = erpQuoteBody.extend({
  /** Integer cents above 0: the proposal, or the underwriter's own figure (at most MONEY_INPUT_MAX.erpPremium). */
  erpPremium: cents.max(MONEY_INPUT_MAX.erpPremium, { message: moneyInputTooLarge('erpPremium') }).nullable(),
});
export type CreateErpBody = z.infer<typeof createErpBody>;
export type CreateErpRequest = z.input<typeof createErpBody>;

export const createErpResponse = z.object({
  application: applicationSchema,
  transactionId: z.string().uuid(),
  quote: erpQuoteResponse,
  /** The invoice finance collects: the recorded premium and its tax (the card is not charged). */
  invoice: z.object({ id: z.string().uuid(), number: z.string(), premium: cents, tax: cents, total: cents }),
  /** The ERP endorsement PDF on the record's documents. */
  document: z.object({ Key: z.string(), LastModified: z.string(), Size: z.number() }),
  message: z.string(),
});
export type CreateErpResponse = z.infer<typeof createErpResponse>;
