import { describe, expect, it } from 'vitest';
import { BOUND_DATE_MESSAGES, boundDateText, checkBoundDate, parseBoundDate } from './bound-date.ts';

describe('parseBoundDate: MM-DD-YYYY to YYYY-MM-DD', () => {
  it.each([
    ['11-20-2026', '2026-11-20'],
    ['02-29-2028', '2028-02-29'],
    [' 01-01-2027 ', '2027-01-01'],
    ['02-29-2027', null],
    ['13-01-2026', null],
    ['00-10-2026', null],
    ['2026-11-20', null],
    ['1-2-2026', null],
    ['11-20-26', null],
    ['', null],
  ])('%j -> %j', (value, expected) => {
    expect(parseBoundDate(value)).toBe(expected);
  });
});

describe('checkBoundDate', () => {
  const limits = { today: '2026-11-25', effectiveDay: '2026-12-01', expiryDay: '2027-12-01' };

  it.each([
    ['11-25-2026', 'today'],
    ['12-25-2026', 'the last day ahead allowed (30 days)'],
    ['12-01-2025', 'a year before the effective date'],
    ['11-30-2025', 'the earliest day allowed (366 days before the effective date)'],
  ])('takes %s (%s)', (value) => {
    expect(checkBoundDate(value, limits)).toEqual({ ok: true, day: parseBoundDate(value) });
  });

  it.each([
    ['12-31-9999', BOUND_DATE_MESSAGES.afterExpiry('12-01-2027')],
    ['12-02-2027', BOUND_DATE_MESSAGES.afterExpiry('12-01-2027')],
    ['12-26-2026', BOUND_DATE_MESSAGES.tooFarAhead],
    ['11-29-2025', BOUND_DATE_MESSAGES.tooEarly('11-30-2025')],
    ['01-01-1900', BOUND_DATE_MESSAGES.tooEarly('11-30-2025')],
    ['02-30-2026', BOUND_DATE_MESSAGES.format],
    ['2026-11-25', BOUND_DATE_MESSAGES.format],
  ])('refuses %s', (value, message) => {
    expect(checkBoundDate(value, limits)).toEqual({ ok: false, message });
  });

  it('refuses a day far ahead when the expiry is unknown, and counts back from today without an effective date', () => {
    const open = { today: '2026-11-25', effectiveDay: null, expiryDay: null };
    expect(checkBoundDate('12-31-9999', open)).toEqual({
      ok: false,
      message: BOUND_DATE_MESSAGES.tooFarAhead,
    });
    expect(checkBoundDate('11-24-2025', open)).toEqual({ ok: true, day: '2025-11-24' });
    expect(checkBoundDate('11-23-2025', open)).toEqual({
      ok: false,
      message: BOUND_DATE_MESSAGES.tooEarly('11-24-2025'),
    });
  });

  it('checks the expiry first: a policy that has already expired is bound no later than its last day', () => {
    const past = { today: '2026-11-25', effectiveDay: '2025-01-01', expiryDay: '2026-01-01' };
    expect(checkBoundDate('11-25-2026', past)).toEqual({
      ok: false,
      message: BOUND_DATE_MESSAGES.afterExpiry('01-01-2026'),
    });
    expect(checkBoundDate('01-01-2026', past)).toEqual({ ok: true, day: '2026-01-01' });
  });

  it('boundDateText writes a day as MM-DD-YYYY', () => {
    expect(boundDateText('2027-02-03')).toBe('02-03-2027');
  });
});
