import type { CardErrorField, CardTokenBody } from '@bm/contracts';
import { CARD_POSTAL_CODE_MAX_LENGTH, isCardComplete, validateCardPostalCode } from '@bm/domain';

/** The new card's fields as typed. */
export type NewCard = Record<CardErrorField, string>;
export type NewCardErrors = Partial<Record<CardErrorField, string>>;

export const EMPTY_CARD: NewCard = { number: '', expiry: '', cvc: '', postalCode: '' };

/** The payment provider's wording for an incomplete card (spec 8: its message per field). */
export const NEW_CARD_MESSAGES = {
  number: 'Your card number is incomplete.',
  expiry: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  cvc: "Your card's security code is incomplete.",
} as const;

function digits(text: string): string {
  return text.replace(/\D/g, '');
}

/** How each field keeps its shape while typing. */
export const CARD_FORMATTERS: Record<CardErrorField, (text: string) => string> = {
  number: (text) =>
    digits(text)
      .slice(0, 19)
      .replace(/(\d{4})(?=\d)/g, '$1 '),
  expiry: (text) => {
    const typed = digits(text).slice(0, 4);
    return typed.length > 2 ? `${typed.slice(0, 2)}/${typed.slice(2)}` : typed;
  },
  cvc: (text) => digits(text).slice(0, 4),
  postalCode: (text) => text.replace(/\s/g, '').toUpperCase().slice(0, CARD_POSTAL_CODE_MAX_LENGTH),
};

function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(match[2]) } : null;
}

function expiryError(expiry: string, today: Date): string | undefined {
  const parsed = parseExpiry(expiry);
  if (!parsed) return NEW_CARD_MESSAGES.expiry;
  const now = today.getFullYear() * 12 + today.getMonth();
  return parsed.year * 12 + parsed.month - 1 < now ? NEW_CARD_MESSAGES.expiryPast : undefined;
}

/**
 * Spec 5: card number, expiry, CVC and postal code must all be complete; the postal code is A1B2C3
 * ('Postal code must match format: A1B2C3'). Empty when the card can be tokenised.
 */
export function newCardErrors(card: NewCard, today: Date = new Date()): NewCardErrors {
  const errors: NewCardErrors = {};
  const numberLength = digits(card.number).length;
  if (numberLength < 13 || numberLength > 19) errors.number = NEW_CARD_MESSAGES.number;
  const expiry = expiryError(card.expiry, today);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(card.cvc)) errors.cvc = NEW_CARD_MESSAGES.cvc;
  const postal = validateCardPostalCode(card.postalCode);
  if (postal) errors.postalCode = postal;
  return errors;
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

/** POST /api/billing/tokens for the card, on the account the endorsement is charged through. */
export function tokenRequest(card: NewCard, account: CardTokenBody['account']): CardTokenBody {
  const expiry = parseExpiry(card.expiry);
  return {
    number: digits(card.number),
    expMonth: expiry?.month ?? 0,
    expYear: expiry?.year ?? 0,
    cvc: card.cvc,
    postalCode: card.postalCode.toUpperCase(),
    account,
  };
}
