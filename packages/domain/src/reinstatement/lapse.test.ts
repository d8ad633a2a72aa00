import { describe, expect, it } from 'vitest';
import { addDaysToDay, isLapseDue, lapseCutoffDay, LAPSE_GRACE_DAYS } from './lapse.ts';

describe('lapse rule', () => {
  it('uses the 10 day grace of the reference', () => expect(LAPSE_GRACE_DAYS).toBe(10));

  it.each([
    ['2025-03-01', '2025-03-01', false],
    ['2025-03-01', '2025-03-11', false],
    ['2025-03-01', '2025-03-12', true],
    ['2024-02-20', '2024-03-01', false],
    ['2024-02-20', '2024-03-02', true],
    ['2025-12-25', '2026-01-05', true],
    ['2026-01-10', '2025-12-31', false],
  ])('a policy expiring %s is lapsed on %s: %s', (expiry, today, lapsed) => {
    expect(isLapseDue(expiry, today)).toBe(lapsed);
    // The cutoff says the same: lapsed when the expiry day is before it.
    expect(expiry < lapseCutoffDay(today)).toBe(lapsed);
  });

  it.each([
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-01-11', -10, '2025-01-01'],
  ])('%s plus %i days is %s', (day, days, expected) => expect(addDaysToDay(day, days)).toBe(expected));

  it('refuses a day that is not a date', () =>
    expect(() => addDaysToDay('2025-02-30', 1)).toThrow(RangeError));
});
