import type { CardFunding, PaymentAccount } from '@bm/domain';
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
