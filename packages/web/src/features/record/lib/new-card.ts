import type { CardErrorField, CardTokenBody, PaymentMethod } from '@bm/contracts';
import { DEFAULT_LOCALE, isCardComplete, say, type Locale } from '@bm/domain';
import {
  cardDigits,
  checkCard,
  formatCardNumber,
  formatExpiry,
  formatPostalCode,
  parseExpiry,
} from '../../../lib/card-checks.ts';
import { savedCardMessages } from './messages.ts';

/** The new card's fields as typed. */
export type NewCard = Record<CardErrorField, string>;
export type NewCardErrors = Partial<Record<CardErrorField, string>>;

export const EMPTY_CARD: NewCard = { number: '', expiry: '', cvc: '', postalCode: '' };

/** How each field keeps its shape while typing (the shared card checks of lib/card-checks.ts). */
export const CARD_FORMATTERS: Record<CardErrorField, (text: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: (text) => text.replace(/\D/g, '').slice(0, 4),
  postalCode: formatPostalCode,
};

/**
 * Spec 5: card number, expiry, CVC and postal code must all be complete; the postal code is A1B2C3
 * ('Postal code must match format: A1B2C3'). The same checks as the new-business payment step.
 * Empty when the card can be tokenised.
 */
export function newCardErrors(card: NewCard, today: Date = new Date()): NewCardErrors {
  return checkCard(card, today);
}

/** The domain's completeness rule over the typed card. */
export function newCardComplete(card: NewCard, today: Date = new Date()): boolean {
  const errors = newCardErrors(card, today);
  return isCardComplete({
    numberComplete: !errors.number,
    expiryComplete: !errors.expiry,
    cvcComplete: !errors.cvc,
    postalCode: card.postalCode,
  });
}

/** POST /api/billing/tokens for the card, on the account the change is charged through. */
export function tokenRequest(card: NewCard, account: CardTokenBody['account']): CardTokenBody {
  const expiry = parseExpiry(card.expiry);
  return {
    number: cardDigits(card.number),
    expMonth: expiry?.month ?? 0,
    expYear: expiry?.year ?? 0,
    cvc: card.cvc,
    postalCode: card.postalCode.toUpperCase(),
    account,
  };
}

function brandName(brand: string, locale: Locale): string {
  return brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : say(savedCardMessages.card, locale);
}

/** 'Pay with Visa ending 4242'. */
export function savedCardLabel(card: PaymentMethod, locale: Locale = DEFAULT_LOCALE): string {
  return say(savedCardMessages.payWith, locale, {
    brand: brandName(card.card.brand, locale),
    last4: card.card.lastFourDigits,
  });
}
