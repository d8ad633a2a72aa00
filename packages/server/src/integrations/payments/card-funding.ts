import {
  paymentAccountFor,
  type CardFunding,
  type PaymentAccount,
  type PaymentPeriod,
  type Quote,
} from '@bm/domain';
import type { PaymentProvider } from './types.ts';

/** The card a charge is about to be taken on: a new card's token, or a saved card of a customer. */
export interface CardSource {
  token?: string | null;
  customerId?: string | null;
  cardId?: string | null;
}

/**
 * The funding (credit, debit, prepaid, unknown) of the card a charge will be taken on, as the
 * processor reports it: the server decides the credit card surcharge from it and never from what
 * the browser says. A token is looked at without being spent; a card not found is 'unknown' (no
 * surcharge, the safe default).
 */
export async function cardFundingOf(
  provider: PaymentProvider,
  account: PaymentAccount,
  source: CardSource,
): Promise<CardFunding> {
  if (source.token) return provider.tokenFunding(account, source.token);
  if (source.customerId && source.cardId) {
    const card = await provider.getCard(account, source.customerId, source.cardId);
    return card?.funding ?? 'unknown';
  }
  return 'unknown';
}

/** What a later charge of a policy needs to know about its card on file. */
export interface PolicyCard {
  paymentPeriod: string;
  boundDate: Date | null;
  stripeCustomerId: string | null;
  stripeCardId: string | null;
  /** The policy's quote: the funding its plan was billed for. */
  quote: unknown;
}

/**
 * The funding of a policy's card on file, as the processor reports it (null without a card on file).
 * A card the processor does not find keeps the funding the plan was billed for (its charge would
 * fail anyway; a seeded policy's card is not in the simulated processor).
 */
export async function onFileFunding(
  provider: PaymentProvider,
  policy: PolicyCard,
  now: Date,
): Promise<CardFunding | null> {
  if (!policy.stripeCustomerId || !policy.stripeCardId) return null;
  const account = paymentAccountFor(policy.paymentPeriod as PaymentPeriod, policy.boundDate ?? now);
  const card = await provider.getCard(account, policy.stripeCustomerId, policy.stripeCardId);
  return card?.funding ?? (policy.quote as Pick<Quote, 'cardFunding'> | null)?.cardFunding ?? 'credit';
}

/**
 * The funding of the card a later charge of a policy (endorsement, extension, custom premium) is
 * taken on: a new card's token (looked at, not spent), else the card on file (decision 0063).
 */
export async function laterChargeFunding(
  provider: PaymentProvider,
  policy: PolicyCard,
  token: string | null | undefined,
  now: Date,
): Promise<CardFunding> {
  if (token) {
    const account = paymentAccountFor(policy.paymentPeriod as PaymentPeriod, policy.boundDate ?? now);
    return provider.tokenFunding(account, token);
  }
  return (await onFileFunding(provider, policy, now)) ?? 'credit';
}
