import { describe, expect, it } from 'vitest';
import { MAIN_ACCOUNT_LAUNCH_AT, paymentAccountFor } from './payment-account.ts';

const before = new Date(MAIN_ACCOUNT_LAUNCH_AT - 1);
const at = new Date(MAIN_ACCOUNT_LAUNCH_AT);
const after = new Date('2025-06-01T12:00:00Z');

describe('paymentAccountFor (spec 9, card payment account)', () => {
  it('launches at 2024-05-01 00:00 Vancouver time', () => {
    expect(new Date(MAIN_ACCOUNT_LAUNCH_AT).toISOString()).toBe('2024-05-01T07:00:00.000Z');
  });

  it.each([
    ['monthly', before, 'finance'],
    ['monthly', at, 'finance'],
    ['monthly', after, 'finance'],
    ['annual', before, 'finance'],
    ['annual', at, 'main'],
    ['annual', after, 'main'],
    ['instalment', before, 'finance'],
    ['instalment', at, 'main'],
    ['instalment', after, 'main'],
  ] as const)('%s at %s -> %s', (period, date, account) => {
    expect(paymentAccountFor(period, date)).toBe(account);
  });

  it('refuses an invalid date', () => {
    expect(() => paymentAccountFor('annual', new Date('not a date'))).toThrow(RangeError);
  });
});
