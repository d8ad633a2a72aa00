import type { Partnership, PartnershipCreateBody, PartnershipTermsBody } from '@bm/contracts';
import {
  isPartnerCommissionRate,
  MAX_INVITATIONS_PER_REQUEST,
  PARTNERSHIP_MESSAGES,
  say,
  SIGNUP_CODE_PATTERN,
  SUBDOMAIN_PATTERN,
  type Province,
} from '@bm/domain';
import { setupMessages } from '../components/messages.ts';

/** The Setup Partnership form as typed: rates in percent, invitations as free text. */
export interface PartnershipFormState {
  name: string;
  code: string;
  subdomain: string;
  marketplaceName: string;
  province: Province | '';
  email: string;
  /** Product id -> chosen. */
  products: Record<string, boolean>;
  /** Product id -> broker commission in percent ('' keeps the product's own). */
  ratePercents: Record<string, string>;
  invitations: string;
}

export const EMPTY_PARTNERSHIP_FORM: PartnershipFormState = {
  name: '',
  code: '',
  subdomain: '',
  marketplaceName: '',
  province: '',
  email: '',
  products: {},
  ratePercents: {},
  invitations: '',
};

/** Addresses typed one per line, or separated by commas or spaces; lower-cased, without repeats. */
export function invitationList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type PartnershipFormErrors = Partial<
  Record<'name' | 'code' | 'subdomain' | 'province' | 'email' | 'products' | 'invitations', string>
> & {
  rates?: Record<string, string>;
};

/** What the form shows before it is sent; the server checks the same rules (domain partnerships.ts). */
export function partnershipFormErrors(state: PartnershipFormState): PartnershipFormErrors {
  const errors: PartnershipFormErrors = {};
  if (state.name.trim().length < 2) errors.name = 'Enter the brokerage name.';
  if (!SIGNUP_CODE_PATTERN.test(state.code.trim().toUpperCase()))
    errors.code = PARTNERSHIP_MESSAGES.codeFormat;
  if (!SUBDOMAIN_PATTERN.test(state.subdomain.trim().toLowerCase()))
    errors.subdomain = PARTNERSHIP_MESSAGES.subdomainFormat;
  if (!state.province) errors.province = 'Choose a province.';
  if (state.email.trim() && !EMAIL.test(state.email.trim())) errors.email = 'Enter a valid email address';
  Object.assign(errors, termsErrors(state));
  const invites = invitationList(state.invitations);
  if (invites.length > MAX_INVITATIONS_PER_REQUEST)
    errors.invitations = PARTNERSHIP_MESSAGES.tooManyInvitations;
  else if (invites.some((e) => !EMAIL.test(e)))
    errors.invitations = say(setupMessages.notAnEmail, 'en-CA', {
      address: invites.find((e) => !EMAIL.test(e)) ?? '',
    });
  return errors;
}

export function hasErrors(errors: PartnershipFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** A partner's terms as typed: what it sells, commissions in percent, its marketplace name. */
export type PartnerTermsState = Pick<PartnershipFormState, 'products' | 'ratePercents' | 'marketplaceName'>;

/** The products chosen and their commission rates: at least one product, each rate in range. */
export function termsErrors(
  state: Pick<PartnerTermsState, 'products' | 'ratePercents'>,
): PartnershipFormErrors {
  const errors: PartnershipFormErrors = {};
  const chosen = Object.keys(state.products).filter((id) => state.products[id]);
  if (chosen.length === 0) errors.products = PARTNERSHIP_MESSAGES.noProducts;
  const rates: Record<string, string> = {};
  for (const id of chosen) {
    const typed = state.ratePercents[id]?.trim();
    if (typed && !isPartnerCommissionRate(Number(typed) / 100))
      rates[id] = PARTNERSHIP_MESSAGES.rateRange(id);
  }
  if (Object.keys(rates).length > 0) errors.rates = rates;
  return errors;
}

/** The form of a partner's terms as they stand: rates shown in percent. */
export function termsStateOf(partnership: Partnership): PartnerTermsState {
  return {
    products: Object.fromEntries(partnership.productIds.map((id) => [id, true])),
    ratePercents: Object.fromEntries(
      Object.entries(partnership.commissionRates).map(([id, rate]) => [
        id,
        String(Math.round(rate * 10_000) / 100),
      ]),
    ),
    marketplaceName: partnership.marketplaceName ?? '',
  };
}

/** The terms the form sends: rates as fractions (percent / 100, to a hundredth of a percent). */
export function termsBody(state: PartnerTermsState): PartnershipTermsBody {
  const productIds = Object.keys(state.products).filter((id) => state.products[id]);
  const commissionRates: Record<string, number> = {};
  for (const id of productIds) {
    const typed = state.ratePercents[id]?.trim();
    if (typed) commissionRates[id] = Math.round(Number(typed) * 100) / 10_000;
  }
  return { productIds, commissionRates, marketplaceName: state.marketplaceName.trim() || null };
}

/** The request the form sends. */
export function partnershipBody(state: PartnershipFormState): PartnershipCreateBody {
  const { productIds, commissionRates } = termsBody(state);
  return {
    name: state.name.trim(),
    code: state.code.trim().toUpperCase(),
    subdomain: state.subdomain.trim().toLowerCase(),
    marketplaceName: state.marketplaceName.trim() || null,
    province: state.province as Province,
    email: state.email.trim() || null,
    productIds,
    commissionRates,
    invitations: invitationList(state.invitations),
  };
}
