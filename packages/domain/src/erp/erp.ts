import { addYearsToDay } from '../dates.ts';
import { CLAIMS_MADE_PRODUCTS } from '../endorsement/product-groups.ts';
import { ENDORSEMENT_TEXT_MIN_LENGTH } from '../endorsement/reasons.ts';
import { MESSAGES } from '../messages.ts';
import { applyRate, divRoundCents, type Cents } from '../money.ts';

/**
 * Extended reporting period (ERP) of a claims-made liability policy (spec 2.6
 * CreateExtendedReportingPeriod, 4 "ERP flow", 5 "ERP quote", 8, 9; docs/decisions/0037).
 * Claims-made products: CLAIMS_MADE_PRODUCTS (endorsement/product-groups.ts: D&O, technology E&O,
 * life agents E&O, whose wording is "claims made and reported").
 */

/** Spec 9: "ERP: length 1 to 6 years". */
export const ERP_LENGTHS = [1, 2, 3, 4, 5, 6] as const;
export type ErpLength = (typeof ERP_LENGTHS)[number];

/**
 * The proposed ERP premium, in basis points of the expiring annual premium, by length.
 * Source: shared/reference/domain-facts.md, "Extended reporting period" (profunderwriters.com
 * published carrier figures): 1 year 100-125%, 2 years 150-160%, 3 years 175-225%, 5 years
 * 200-300%. We propose the low end of each published range; 4 years (not published) lies halfway
 * between 3 and 5 (187.5%); 6 years (not published) continues the 3-to-5-year step of 12.5% a
 * year (212.5%). The underwriter may override the proposal (the modal's erpPremium).
 */
export const ERP_PERCENT_BASIS_POINTS: Readonly<Record<ErpLength, number>> = {
  1: 10_000,
  2: 15_000,
  3: 17_500,
  4: 18_750,
  5: 20_000,
  6: 21_250,
};

/** Spec 9 reasons: closed down, bankruptcy, owner retired and ceased operations, owner passed away, other. */
export const ERP_REASONS = [
  { value: 'closed-down', label: 'Closed down' },
  { value: 'bankruptcy', label: 'Bankruptcy' },
  { value: 'owner-retired', label: 'Owner retired and ceased operations' },
  { value: 'owner-passed-away', label: 'Owner passed away' },
  { value: 'other', label: 'Other' },
] as const;
export type ErpReason = (typeof ERP_REASONS)[number]['value'];
export const ERP_REASON_VALUES = ERP_REASONS.map((reason) => reason.value) as [ErpReason, ...ErpReason[]];

/** The loss question the ERP quote asks (spec 5: "an answer to the loss question"). */
export const ERP_LOSS_QUESTION =
  'Is the insured aware of any claim, or any circumstance that could give rise to a claim, not yet reported to the insurer?';

/** Spec 8 words, and ours where the spec gives none. */
export const ERP_MESSAGES = {
  quoteFailed: 'Error getting ERP quote',
  purchaseFailed: 'Error purchasing ERP',
  required: MESSAGES.required,
  customReasonMinimum: `Minimum ${ENDORSEMENT_TEXT_MIN_LENGTH} characters`,
  lengthInvalid: 'The extended reporting period is 1 to 6 years from the end of the policy.',
  premiumAboveZero: 'The ERP premium must be greater than zero.',
  notClaimsMade: 'An extended reporting period applies only to claims-made policies.',
  alreadyRecorded: 'This policy already has an extended reporting period.',
  notPriced: 'This policy has no premium to base an ERP on.',
  /** Ours: the ERP follows the policy without a gap, so it starts the day the policy ends. */
  effectiveDateNotEnd: (policyEndDay: string) =>
    `The extended reporting period starts the day the policy ends: ${policyEndDay}.`,
  recorded: 'Extended reporting period recorded. Its invoice is sent to finance to collect.',
} as const;

export function isClaimsMade(productId: string): boolean {
  return CLAIMS_MADE_PRODUCTS.includes(productId);
}

export function erpReasonLabel(reason: ErpReason, customText?: string | null): string {
  if (reason === 'other') return customText?.trim() || 'Other';
  return ERP_REASONS.find((choice) => choice.value === reason)?.label ?? reason;
}

/** The ERP's expiry: `years` after the day the policy ends. */
export function erpExpiryDay(policyEndDay: string, years: ErpLength): string {
  return addYearsToDay(policyEndDay, years);
}

/** The length an expiry date gives (exactly 1 to 6 years after the policy's end), or null. */
export function erpLengthOf(policyEndDay: string, expiryDay: string): ErpLength | null {
  return ERP_LENGTHS.find((years) => erpExpiryDay(policyEndDay, years) === expiryDay) ?? null;
}

/** What the ERP quote proposes: a percentage of the expiring annual premium (integer cents). */
export interface ErpProposal {
  years: ErpLength;
  /** Basis points of the expiring annual premium. */
  basisPoints: number;
  expiringAnnualPremium: Cents;
  premium: Cents;
}

export function erpProposal(expiringAnnualPremium: Cents, years: ErpLength): ErpProposal {
  if (!Number.isSafeInteger(expiringAnnualPremium) || expiringAnnualPremium < 0)
    throw new RangeError(`An annual premium is whole cents >= 0, got ${expiringAnnualPremium}`);
  const basisPoints = ERP_PERCENT_BASIS_POINTS[years];
  return {
    years,
    basisPoints,
    expiringAnnualPremium,
    premium: divRoundCents(expiringAnnualPremium * basisPoints, 10_000),
  };
}

/** The ERP's invoice: its premium and the premium tax on it (the policy's rate), rounded once each. */
export function erpCharges(premium: Cents, taxRate: number): { premium: Cents; tax: Cents; total: Cents } {
  const tax = applyRate(premium, taxRate);
  return { premium, tax, total: premium + tax };
}

export interface ErpInput {
  /** The ERP's effective date (spec 5), YYYY-MM-DD: the day the policy ends. */
  effectiveDate: string;
  expiryDate: string;
  erpReason: string;
  erpReasonText?: string | null;
  /** The loss question's answer; null when not answered. */
  knownClaims: boolean | null;
}

export type ErpErrors = Partial<
  Record<'effectiveDate' | 'expiryDate' | 'erpReason' | 'erpReasonText' | 'knownClaims' | 'erpPremium', string>
>;

/**
 * Spec 5, ERP quote: the effective date (the day the policy ends, so that no claim falls between
 * the policy and its ERP), the length (through the expiry), a reason (or custom text), the loss
 * question.
 */
export function validateErpQuote(input: ErpInput, policyEndDay: string): ErpErrors {
  const errors: ErpErrors = {};
  if (input.effectiveDate.trim() === '') errors.effectiveDate = ERP_MESSAGES.required;
  else if (input.effectiveDate !== policyEndDay)
    errors.effectiveDate = ERP_MESSAGES.effectiveDateNotEnd(policyEndDay);
  if (input.expiryDate.trim() === '') errors.expiryDate = ERP_MESSAGES.required;
  else if (!erpLengthOf(policyEndDay, input.expiryDate)) errors.expiryDate = ERP_MESSAGES.lengthInvalid;
  if (input.erpReason.trim() === '') errors.erpReason = ERP_MESSAGES.required;
  else if (!(ERP_REASON_VALUES as string[]).includes(input.erpReason))
    errors.erpReason = ERP_MESSAGES.required;
  else if (
    input.erpReason === 'other' &&
    (input.erpReasonText ?? '').trim().length < ENDORSEMENT_TEXT_MIN_LENGTH
  )
    errors.erpReasonText = ERP_MESSAGES.customReasonMinimum;
  if (input.knownClaims === null) errors.knownClaims = ERP_MESSAGES.required;
  return errors;
}

/** The recording step adds the premium, above zero (spec 5). */
export function validateErpPurchase(
  input: ErpInput & { erpPremium: Cents | null },
  policyEndDay: string,
): ErpErrors {
  const errors = validateErpQuote(input, policyEndDay);
  if (input.erpPremium === null || !Number.isSafeInteger(input.erpPremium) || input.erpPremium <= 0)
    errors.erpPremium = ERP_MESSAGES.premiumAboveZero;
  return errors;
}
