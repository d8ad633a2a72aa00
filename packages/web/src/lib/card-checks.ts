import { say, type BilingualMessage } from '@bm/domain';
import { cardCheckMessages } from './messages.ts';

/** The card form's fields, as typed. */
export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  postalCode: string;
}

export type CardField = keyof CardFields;
export type CardErrors = Partial<Record<CardField, string>>;

/** Each message of a bundle in English: what code outside React returns and tests compare. */
export function englishOf<K extends string>(bundle: Record<K, BilingualMessage>): Record<K, string> {
  return Object.fromEntries(
    Object.entries<BilingualMessage>(bundle).map(([key, message]) => [key, say(message, 'en-CA')]),
  ) as Record<K, string>;
}

/**
 * The checks' messages, in English (spec 5; the postal code's: format A1B2C3, at most 6 characters).
 * A card form shows them in the screens' language with useSayCardMessage (card-messages.ts).
 */
export const CARD_MESSAGES = englishOf(cardCheckMessages);

export const CARD_POSTAL_MAX_LENGTH = 6;
const CARD_POSTAL = /^[A-Za-z]\d[A-Za-z]\d[A-Za-z]\d$/;

export function cardDigits(number: string): string {
  return number.replace(/\D/g, '');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Groups the digits by four as the broker types ('4242 4242 4242 4242'). */
export function formatCardNumber(text: string): string {
  return cardDigits(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Keeps the expiry as MM/YY while typing. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Month and four-digit year of an MM/YY expiry, or null when incomplete. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** The postal code as the broker types it: no spaces, upper case, at most 6 characters. */
export function formatPostalCode(text: string): string {
  return text.replace(/\s/g, '').toUpperCase().slice(0, CARD_POSTAL_MAX_LENGTH);
}

/** The postal code check (spec 5: format A1B2C3), on its own for the Stripe card form. */
export function postalCodeError(postalCode: string): string | undefined {
  return CARD_POSTAL.test(postalCode.trim()) ? undefined : CARD_MESSAGES.postalCode;
}

function expiryError(expiry: string, today: Date): string | undefined {
  const parsed = parseExpiry(expiry);
  if (!parsed) return CARD_MESSAGES.expiryIncomplete;
  if (parsed.month < 1 || parsed.month > 12) return CARD_MESSAGES.expiryInvalid;
  const current = today.getFullYear() * 12 + today.getMonth();
  if (parsed.year * 12 + (parsed.month - 1) < current) return CARD_MESSAGES.expiryPast;
  return undefined;
}

/**
 * The checks made before the card is sent (spec 5: number, expiry, CVC and postal code must all
 * be complete; postal code A1B2C3, at most 6 characters). Empty when the card can be sent.
 */
export function checkCard(card: CardFields, today: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(card.number);
  if (digits.length < 13) errors.number = CARD_MESSAGES.numberIncomplete;
  else if (digits.length > 19 || !passesLuhn(digits)) errors.number = CARD_MESSAGES.numberInvalid;
  const expiry = expiryError(card.expiry, today);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = CARD_MESSAGES.cvcIncomplete;
  const postalCode = postalCodeError(card.postalCode);
  if (postalCode) errors.postalCode = postalCode;
  return errors;
}
