import type { QuoteRates } from './rating/fee-schedule.ts';

/**
 * Partner brokerages (issue 16, Setup Partnership): the rules a partnership setup user's brokerage
 * must meet, checked by the server and repeated by the form.
 *
 * House rule (no reference table covers it): a partner's broker commission is between 5% and 20%
 * of the premium. The MGA keeps its 10% (FEE_SCHEDULE.defaultRates) and the insurer the rest, so the
 * insurer is never left with less than 70%.
 */
export const PARTNER_COMMISSION_LIMITS = { min: 0.05, max: 0.2 } as const;

/** Sign-up codes: what a broker types (or the invitation presets) to join the brokerage. */
export const SIGNUP_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
/** Subdomains: a DNS label of 2 to 30 lower-case letters, digits and inner hyphens. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9][a-z0-9-]{0,28}[a-z0-9]$/;
/** How many brokers one request may invite. */
export const MAX_INVITATIONS_PER_REQUEST = 10;

export const PARTNERSHIP_MESSAGES = {
  codeFormat: 'The sign-up code is 3 to 20 capital letters or digits.',
  codeTaken: 'That sign-up code is taken by another brokerage.',
  subdomainFormat:
    'The subdomain is 2 to 30 lower-case letters, digits or hyphens, not starting or ending with a hyphen.',
  subdomainTaken: 'That subdomain is taken by another brokerage.',
  noProducts: 'Choose at least one product the brokerage may sell.',
  unknownProduct: (id: string) => `There is no product ${id}.`,
  rateForUnchosenProduct: (id: string) =>
    `A commission rate was given for ${id}, which the brokerage does not sell.`,
  rateRange: (id: string) =>
    `The commission rate of ${id} must be between ${PARTNER_COMMISSION_LIMITS.min * 100}% and ${PARTNER_COMMISSION_LIMITS.max * 100}%.`,
  tooManyInvitations: `Invite at most ${MAX_INVITATIONS_PER_REQUEST} brokers at a time.`,
  alreadyInvited: (email: string) => `${email} is already invited to this brokerage.`,
  alreadyUser: (email: string) => `${email} already has an account.`,
  notSold: 'Your brokerage does not sell this product.',
  created: (name: string, invited: number) =>
    invited === 0
      ? `${name} is set up: its brokers can sign up with its code and quote at once.`
      : `${name} is set up and ${invited} broker${invited === 1 ? ' was' : 's were'} invited by email.`,
  invited: (n: number) => `${n} invitation${n === 1 ? '' : 's'} sent.`,
  notFound: 'No such partner brokerage.',
  termsUpdated: (name: string) =>
    `${name}'s terms are saved: its brokers' new quotes use them; bound policies keep theirs.`,
} as const;

/** A commission rate as a fraction of premium, in range and to at most a hundredth of a percent. */
export function isPartnerCommissionRate(rate: number): boolean {
  return (
    Number.isFinite(rate) &&
    rate >= PARTNER_COMMISSION_LIMITS.min &&
    rate <= PARTNER_COMMISSION_LIMITS.max &&
    Math.abs(rate * 10_000 - Math.round(rate * 10_000)) < 1e-6
  );
}

export interface PartnerTerms {
  productIds: readonly string[];
  commissionRates: Readonly<Record<string, number>>;
}

/** The first thing wrong with a partner's products and rates (known product ids given), or null. */
export function partnerTermsIssue(terms: PartnerTerms, knownProductIds: readonly string[]): string | null {
  if (terms.productIds.length === 0) return PARTNERSHIP_MESSAGES.noProducts;
  const unknown = terms.productIds.find((id) => !knownProductIds.includes(id));
  if (unknown) return PARTNERSHIP_MESSAGES.unknownProduct(unknown);
  for (const [id, rate] of Object.entries(terms.commissionRates)) {
    if (!terms.productIds.includes(id)) return PARTNERSHIP_MESSAGES.rateForUnchosenProduct(id);
    if (!isPartnerCommissionRate(rate)) return PARTNERSHIP_MESSAGES.rateRange(id);
  }
  return null;
}

/** Whether a brokerage sells a product: null product ids (a house brokerage) sell every product. */
export function brokerageSells(
  brokerage: { productIds: readonly string[] | null },
  productId: string,
): boolean {
  return brokerage.productIds === null || brokerage.productIds.includes(productId);
}

/** The commission rates a brokerage's quote of a product is priced with, over the product's own. */
export function brokerageQuoteRates(
  brokerage: { commissionRates: Readonly<Record<string, number>> | null } | null,
  productId: string,
): Partial<QuoteRates> {
  const rate = brokerage?.commissionRates?.[productId];
  return rate === undefined ? {} : { brokerCommissionRate: rate };
}
