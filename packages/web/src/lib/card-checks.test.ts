import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, checkCard, formatCardNumber, formatExpiry, passesLuhn } from './card-checks.ts';

const TODAY = new Date(2026, 10, 20);
const GOOD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', postalCode: 'M5H2N2' };

describe('card checks', () => {
  it.each([
    ['4242424242424242', true],
    ['4000056655665556', true],
    ['4242424242424241', false],
    ['', false],
  ])('Luhn of %s is %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });

  it('accepts a complete card', () => {
    expect(checkCard(GOOD, TODAY)).toEqual({});
  });

  it.each([
    [{ number: '4242 4242' }, 'number', CARD_MESSAGES.numberIncomplete],
    [{ number: '4242 4242 4242 4241' }, 'number', CARD_MESSAGES.numberInvalid],
    [{ expiry: '12/' }, 'expiry', CARD_MESSAGES.expiryIncomplete],
    [{ expiry: '13/30' }, 'expiry', CARD_MESSAGES.expiryInvalid],
    [{ expiry: '10/26' }, 'expiry', CARD_MESSAGES.expiryPast],
    [{ cvc: '12' }, 'cvc', CARD_MESSAGES.cvcIncomplete],
    [{ postalCode: 'M5H 2N' }, 'postalCode', 'Postal code must match format: A1B2C3'],
    [{ postalCode: '12345' }, 'postalCode', 'Postal code must match format: A1B2C3'],
  ])('refuses %o', (change, field, message) => {
    expect(checkCard({ ...GOOD, ...change }, TODAY)).toEqual({ [field]: message });
  });

  it('keeps this month as a valid expiry', () => {
    expect(checkCard({ ...GOOD, expiry: '11/26' }, TODAY)).toEqual({});
  });

  it('formats the number by fours and the expiry as MM/YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });
});
