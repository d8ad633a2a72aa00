import { CardError, type CardInput } from './types.ts';

export const CARD_POSTAL_CODE = /^[A-Za-z]\d[A-Za-z]\d[A-Za-z]\d$/;

/** Luhn checksum (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

export interface ValidCard {
  number: string;
  brand: string;
  expMonth: number;
  expYear: number;
  postalCode: string;
}

/**
 * Checks the card fields as the provider's card form does and throws a CardError naming the first
 * bad field, in form order: number, expiry, security code, postal code. Spaces inside the number
 * are ignored; a two-digit year means 20yy; the postal code is A1B2C3 (any case, no space).
 */
export function validateCard(card: CardInput, now: Date): ValidCard {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    throw new CardError('invalid_number', 'Your card number is invalid.', 'number');
  }
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    throw new CardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'expiry');
  }
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (!Number.isInteger(expYear) || expYear < year || (expYear === year && card.expMonth < month)) {
    throw new CardError('invalid_expiry_year_past', "Your card's expiration date is in the past.", 'expiry');
  }
  if (expYear > year + 50) {
    throw new CardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'expiry');
  }
  if (!/^\d{3,4}$/.test(card.cvc)) {
    throw new CardError('incomplete_cvc', "Your card's security code is incomplete.", 'cvc');
  }
  if (!CARD_POSTAL_CODE.test(card.postalCode)) {
    throw new CardError('invalid_postal_code', 'Postal code must match format: A1B2C3', 'postalCode');
  }
  return {
    number,
    brand: cardBrand(number),
    expMonth: card.expMonth,
    expYear,
    postalCode: card.postalCode.toUpperCase(),
  };
}

/** True when the card's last valid month is before `now`'s month. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
}
