import type { CardChoice, ExtensionBody, ExtensionQuote, ExtensionReferral } from '@bm/contracts';
import {
  addMonthsToDay,
  EXTENSION_MESSAGES,
  EXTENSION_REVIEW_LABELS,
  MAX_EXTENSION_MONTHS,
  MINIMUM_EXTENSION_PREMIUM,
  extensionReviewReasons,
  formatDate,
  overExtensionLimit,
  policyCardCharge,
  premiumTaxNamesOn,
  premiumTaxRateOn,
  cardChoiceFrom,
  pricedByCard,
  priceExtension,
  taxClassOf,
  timelineFromQuote,
  validateExtensionDetails,
  type CardFunding,
  type ExtensionDetails,
  type ExtensionPricing,
  type PremiumTimeline,
  type Province,
  type Quote,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, HttpError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { type ApplicationRecord, policyTerm } from '../policies/index.ts';
import { extensionHistory, sameDetails } from './referrals.ts';

export type PolicyRecord = ApplicationRecord['application'];

/** The code of the answer to an extension past 18 months in all (spec 8: it marks it ineligible). */
export const OVER_LIMIT_CODE = 'over_extension_limit';
/** The code of a purchase with no card on file and no new card. */
export const NO_DEFAULT_CARD_CODE = 'no_default_card';

export const canDecide = (user: AuthUser) => user.flags.superadmin || user.flags.underwriterUser;

/** The policy's project value in whole dollars (the extension-limit it carries), or null. */
export function policyLimit(record: PolicyRecord): number | null {
  const value = Number((record.form as Record<string, unknown> | null)?.['project-value']);
  return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}

export function timelineOf(record: PolicyRecord): PremiumTimeline {
  const { effectiveDay, expiryDay } = policyTerm(record);
  const boundQuote = (record.boundQuote ?? record.quote) as Quote;
  return (
    (record.premiumTimeline as PremiumTimeline | null) ??
    timelineFromQuote(boundQuote, effectiveDay, expiryDay)
  );
}

export function hasCard(record: PolicyRecord) {
  return Boolean(record.stripeCustomerId && record.stripeCardId);
}

/** The form's answers checked (400 with the field errors) and its length in months. */
export function checkedDetails(body: Pick<ExtensionBody, 'extension'>): {
  details: ExtensionDetails;
  months: number;
} {
  const raw = body.extension.extensionDetails;
  const errors = validateExtensionDetails(raw);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, { errors });
  const details = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, String(value ?? '').trim()]),
  ) as ExtensionDetails;
  return { details, months: Number(details['extension-length']) };
}

export function overLimit(monthsUsed: number) {
  return new HttpError(409, EXTENSION_MESSAGES.overLimit, {
    code: OVER_LIMIT_CODE,
    monthsUsed,
    monthsLeft: Math.max(MAX_EXTENSION_MONTHS - monthsUsed, 0),
  });
}

/**
 * The extension's price; its premium tax at the rate in force on the day it is charged (today); the
 * surcharge of the card charged (`funding`: the card on file's or a new card's; by default the
 * funding the policy's plan was billed for).
 */
export function price(
  record: PolicyRecord,
  months: number,
  premium: number | undefined,
  funding: CardFunding | undefined,
  /** The day the extension is charged (YYYY-MM-DD): its tax rates and surcharge rule. */
  today: string,
): ExtensionPricing {
  const quote = record.quote as Quote;
  const province = quote.province as Province;
  const taxDay = { province, taxClass: taxClassOf(record.productId), on: today };
  return priceExtension({
    timeline: timelineOf(record),
    months,
    province,
    premium,
    taxRate: premiumTaxRateOn(taxDay),
    taxNames: premiumTaxNamesOn(taxDay),
    card: { ...policyCardCharge(quote, today), ...(funding ? { funding } : {}) },
  });
}

/** A priced extension's figures by card (the same premium and tax on each). */
export function cardChoiceOf(
  record: PolicyRecord,
  months: number,
  premium: number | undefined,
  onFile: CardFunding | null,
  today: string,
): CardChoice {
  return cardChoiceFrom(
    pricedByCard((funding) => price(record, months, premium, funding, today).charges, onFile),
    onFile,
  );
}

export function quoteOf(priced: ExtensionPricing): ExtensionQuote {
  return {
    priced: true,
    policyExpiryDate: priced.newExpiryDay,
    premiumsSum: priced.premium,
    taxesAndFees: { annual: priced.taxesAndFees },
    total: { annual: priced.total },
  };
}

export function figuresOf(priced: ExtensionPricing, months: number) {
  return {
    months,
    currentExpiryDate: priced.policyExpiryDay,
    addedDays: priced.addedDays,
    proRataPremium: priced.proRataPremium,
    minimumApplied: priced.minimumApplied,
    minimumRetainedPremium: MINIMUM_EXTENSION_PREMIUM,
    tax: priced.charges.tax,
    taxNames: priced.taxNames,
    cardFee: priced.charges.cardFee,
    cardFeePST: priced.charges.cardFeePST,
  };
}

/** The referral this request buys or quotes: priced by an underwriter, for the same answers; else 409. */
export function pricedReferral(referral: ExtensionReferral | null, id: string, details: ExtensionDetails) {
  if (!referral || referral.id !== id || referral.status !== 'priced' || referral.premium === null) {
    throw conflict(EXTENSION_MESSAGES.noReferral);
  }
  if (!sameDetails(referral.details, details)) throw conflict(EXTENSION_MESSAGES.moved);
  return referral;
}

interface Assessed {
  details: ExtensionDetails;
  months: number;
  /** The underwriter's premium of a priced referral bought or quoted, else undefined. */
  premium: number | undefined;
  reasons: string[];
  referral: ExtensionReferral | null;
  /** Null: unpriced (an underwriter must look at it first). */
  priced: ExtensionPricing | null;
}

/** The request's answers checked, the 18-month limit, the review reasons and the price (or none). */
export async function assess(
  db: Db,
  user: AuthUser,
  record: PolicyRecord,
  body: ExtensionBody,
  /** The day it is priced (YYYY-MM-DD, the app's clock). */
  today: string,
  /** The funding of the card charged (the card on file's or a new card's). */
  funding?: CardFunding,
): Promise<Assessed> {
  const { details, months } = checkedDetails(body);
  const history = await extensionHistory(db, record.id);
  if (overExtensionLimit(history.monthsUsed, months)) throw overLimit(history.monthsUsed);
  const reasons = extensionReviewReasons(details, policyLimit(record)).map((r) => EXTENSION_REVIEW_LABELS[r]);
  const referral = history.latest;
  if (body.referralId) {
    const premium = pricedReferral(referral, body.referralId, details).premium ?? undefined;
    return {
      details,
      months,
      premium,
      reasons,
      referral,
      priced: price(record, months, premium, funding, today),
    };
  }
  // Spec 4/6: an answer an underwriter must look at gives a non-super-admin an unpriced result.
  const unpriced = reasons.length > 0 && !user.flags.superadmin;
  return {
    details,
    months,
    premium: undefined,
    reasons,
    referral,
    priced: unpriced ? null : price(record, months, undefined, funding, today),
  };
}

/** An unpriced quote (spec 4): no figures, the expiry it would move to. */
export const UNPRICED = (record: PolicyRecord, months: number): ExtensionQuote => ({
  priced: false,
  policyExpiryDate: addMonthsToDay(formatDate(record.policyExpiryDate), months),
  premiumsSum: 0,
  taxesAndFees: { annual: 0 },
  total: { annual: 0 },
});
