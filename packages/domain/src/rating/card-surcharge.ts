import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { applyRate, formatCad, sumCents, type Cents } from '../money.ts';
import type { Province } from '../provinces.ts';
import type { CardFunding, Quote } from './types.ts';

export const CARD_FUNDINGS = ['credit', 'debit', 'prepaid', 'unknown'] as const;

/** The card networks' surcharge rule in Canada, in force from `from` (YYYY-MM-DD) to `to` (excluded). */
export interface SurchargeRule {
  from: string;
  to: string | null;
  /** The most a surcharge may be, as a share of the amount charged (basis points: 240 = 2.4%). */
  capBasisPoints: number;
  source: string;
}

/**
 * The house's surcharge on a credit card charge: a rate of the amount plus a fixed part per charge,
 * at most the merchant's cost of acceptance and at most the cap of the rule in force.
 */
export interface HouseSurcharge {
  from: string;
  to: string | null;
  rate: number;
  fixedPerCharge: Cents;
  /** The merchant's cost of accepting a credit card: a rate plus a fixed part per charge. */
  costOfAcceptance: { rate: number; fixedPerCharge: Cents };
  source: string;
}

/**
 * Visa and Mastercard Canadian surcharging rules (effective 2022-10-06, after the class-action
 * settlement): credit cards only, at most 2.4% of the amount and at most the cost of acceptance.
 * Sources: Financial Consumer Agency of Canada, "Credit card surcharges"; Visa Canada and Mastercard
 * Canada merchant surcharging rules (2022); shared/reference/domain-facts.md, "Card surcharges in
 * Canada". Before 2022-10-06 no surcharge was allowed (no rule in force: none is charged).
 */
export const SURCHARGE_RULES: readonly SurchargeRule[] = [
  {
    from: '2022-10-06',
    to: null,
    capBasisPoints: 240,
    source: 'Visa/Mastercard Canada surcharging rules 2022-10-06; FCAC "Credit card surcharges"',
  },
];

/**
 * The house's surcharge, dated. The cost of acceptance is Stripe Canada's domestic card price, 2.9% +
 * C$0.30 per charge (stripe.com/en-ca/pricing), which is above the 2.4% cap: the house surcharges
 * 2.4% with no fixed part (a fixed part on top of 2.4% would break the cap).
 */
export const HOUSE_SURCHARGES: readonly HouseSurcharge[] = [
  {
    from: '2022-10-06',
    to: null,
    rate: 0.024,
    fixedPerCharge: 0,
    costOfAcceptance: { rate: 0.029, fixedPerCharge: 30 },
    source: 'house rate; cost of acceptance: Stripe Canada pricing, domestic cards 2.9% + C$0.30',
  },
];

/**
 * Products sold to consumers (personal lines): Quebec's Consumer Protection Act forbids a surcharge
 * to a consumer, so a personal-lines insured with a Quebec address pays none. Every other product is
 * sold to a business (commercial lines). Source: shared/reference/domain-facts.md.
 */
export const PERSONAL_LINES_PRODUCTS: readonly string[] = ['tenants', 'tenants-plus', 'student-tenants'];

export const isPersonalLines = (productId: string): boolean => PERSONAL_LINES_PRODUCTS.includes(productId);

/** Where a card charge is taken: what decides whether (and how much) it may be surcharged. */
export interface SurchargeContext {
  funding: CardFunding;
  province: Province;
  personalLines: boolean;
  /** The day of the charge, YYYY-MM-DD. */
  on: string;
}

/** The card a charge of a policy is taken on: its funding, the policy's product and the charge day. */
export interface CardCharge {
  funding: CardFunding;
  productId: string;
  /** YYYY-MM-DD. */
  on: string;
}

/**
 * A later charge of a policy (endorsement, extension, custom premium) on its card on file: the
 * funding its bound quote was priced for (quotes bound before the surcharge rule: credit, as they
 * were charged a card fee), its product, and the day of the charge.
 */
export const policyCardCharge = (
  quote: Pick<Quote, 'cardFunding' | 'productId'>,
  on: string,
): CardCharge => ({
  funding: quote.cardFunding ?? 'credit',
  productId: quote.productId,
  on,
});

/**
 * A later charge's total on the card actually charged, and on a credit card: what the page shows
 * before payment when the card is not yet known (a new card) is the credit card total with the note
 * of what a debit or prepaid card pays (decision 0063).
 */
export interface CardChoiceTotals {
  /** The total on the card the figures were priced for (the card on file's funding, else credit). */
  total: Cents;
  /** The total on a credit card, with its surcharge (equal to `total` when none applies). */
  creditTotal: Cents;
  /** The total on a debit or prepaid card: no surcharge. */
  noSurchargeTotal: Cents;
}

/**
 * The note shown beside a credit card surcharge before payment: what a debit or prepaid card pays, in
 * the locale (English unless told).
 */
export const debitCardNote = (noSurchargeTotal: Cents, locale: Locale = DEFAULT_LOCALE): string =>
  locale === 'fr-CA'
    ? `Les cartes de débit et prépayées ne comportent aucun supplément\u00a0: ${formatCad(noSurchargeTotal, locale)} au total par carte de débit.`
    : `Debit and prepaid cards carry no surcharge: ${formatCad(noSurchargeTotal)} in total by debit card.`;

/**
 * Whether a charge of `charged` (priced for the card actually charged) may be taken after the payer
 * was shown `shown`: the total for that very card, or the credit card total shown with the debit note
 * (a card that turns out not to be credit is charged less than shown, never more).
 */
export const shownTotalCovers = (shown: Cents, charged: Cents, creditTotal: Cents): boolean =>
  shown === charged || (shown === creditTotal && charged <= creditTotal);

/**
 * A later charge priced for each card it may be taken on: the card on file (a credit card, the most
 * it can be, when there is none), any credit card and a debit or prepaid card (no surcharge).
 */
export function pricedByCard<T>(
  priceFor: (funding: CardFunding) => T,
  onFile: CardFunding | null,
): { onFile: T; credit: T; noSurcharge: T } {
  return { onFile: priceFor(onFile ?? 'credit'), credit: priceFor('credit'), noSurcharge: priceFor('debit') };
}

/**
 * What a later charge's page shows of the card choice (contracts cardChoiceSchema): the funding on
 * file, the credit card figures and the total by a card with no surcharge, from its charges priced
 * by card (pricedByCard).
 */
export function cardChoiceFrom(
  byCard: ReturnType<typeof pricedByCard<{ cardFee: Cents; cardFeePST: Cents; total: { annual: Cents } }>>,
  onFile: CardFunding | null,
) {
  return {
    onFileFunding: onFile,
    credit: {
      cardFee: byCard.credit.cardFee,
      cardFeePST: byCard.credit.cardFeePST,
      total: byCard.credit.total.annual,
    },
    noSurchargeTotal: byCard.noSurcharge.total.annual,
  };
}

/** The surcharge context of a charge on a policy of `province`. */
export const surchargeContextOf = (province: Province, card: CardCharge): SurchargeContext => ({
  funding: card.funding,
  province,
  personalLines: isPersonalLines(card.productId),
  on: card.on,
});

const inForce = <T extends { from: string; to: string | null }>(rows: readonly T[], on: string): T | null =>
  rows.find((row) => row.from <= on && (row.to === null || on < row.to)) ?? null;

/** Why a context carries no surcharge, in each language (issue 27). */
export const NO_SURCHARGE_REASONS: Readonly<
  Record<Locale, { notCredit: string; quebecConsumer: string; notAllowed: string }>
> = {
  'en-CA': {
    notCredit: 'Debit and prepaid cards carry no surcharge.',
    quebecConsumer: 'Quebec consumers carry no card surcharge.',
    notAllowed: 'No card surcharge is allowed on this date.',
  },
  'fr-CA': {
    notCredit: 'Les cartes de débit et prépayées ne comportent aucun supplément.',
    quebecConsumer: 'Les consommateurs du Québec ne paient aucun supplément pour carte.',
    notAllowed: 'Aucun supplément pour carte n’est permis à cette date.',
  },
};

/** Why a context carries no surcharge, in the locale (English unless told), or null when a credit card surcharge applies. */
export function noSurchargeReason(context: SurchargeContext, locale: Locale = DEFAULT_LOCALE): string | null {
  const reasons = NO_SURCHARGE_REASONS[locale];
  if (context.funding !== 'credit') return reasons.notCredit;
  if (context.province === 'QC' && context.personalLines) return reasons.quebecConsumer;
  if (!inForce(SURCHARGE_RULES, context.on) || !inForce(HOUSE_SURCHARGES, context.on))
    return reasons.notAllowed;
  return null;
}

/** amount x basisPoints / 10,000, rounded down: the most a surcharge may be, in whole cents. */
const capOf = (amount: Cents, basisPoints: number): Cents => Math.floor((amount * basisPoints) / 10_000);

/**
 * The surcharge of one card charge of `amount` cents, rounded once: 0 unless the card is a credit
 * card and the charge is not to a Quebec consumer; never more than the rule's cap (2.4%, rounded
 * down to the cent) nor the cost of acceptance.
 */
export function surcharge(amount: Cents, context: SurchargeContext): Cents {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Surcharge of ${amount}: whole cents only`);
  if (amount <= 0 || noSurchargeReason(context) !== null) return 0;
  const rule = inForce(SURCHARGE_RULES, context.on)!;
  const house = inForce(HOUSE_SURCHARGES, context.on)!;
  const asked = applyRate(amount, house.rate) + house.fixedPerCharge;
  const cost = applyRate(amount, house.costOfAcceptance.rate) + house.costOfAcceptance.fixedPerCharge;
  return Math.max(0, Math.min(asked, cost, capOf(amount, rule.capBasisPoints)));
}

/** The surcharge of a list of charges: each charge's surcharge rounded once, and their sum. */
export function surchargeFor(charges: readonly Cents[], context: SurchargeContext): Cents {
  return sumCents(charges.map((amount) => surcharge(amount, context)));
}
