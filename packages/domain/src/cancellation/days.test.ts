import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, daysInForce, daysInTerm, isCalendarDay } from './days.ts';

describe('daysInForce', () => {
  it.each([
    ['cancelled before the effective date', '2025-03-01', '2025-02-20', 0],
    ['cancelled on the effective date (never in force)', '2025-03-01', '2025-03-01', 0],
    ['cancelled the next day (the effective date was day 1)', '2025-03-01', '2025-03-02', 1],
    ['100 days', '2025-03-01', '2025-06-09', 100],
    ['1 January to 1 July (the reference: 181 days)', '2023-01-01', '2023-07-01', 181],
    ['over 29 February', '2024-02-01', '2024-03-01', 29],
    ['on the expiry date: the whole term', '2025-03-01', '2026-03-01', 365],
    ['after the expiry date: not capped here', '2025-03-01', '2026-03-11', 375],
  ])('%s', (_name, effective, cancel, days) => {
    expect(daysInForce(effective, cancel)).toBe(days);
  });
});

describe('daysInTerm', () => {
  it.each([
    ['a common year', '2025-03-01', '2026-03-01', 365],
    ['a leap year term over 29 February', '2024-01-01', '2025-01-01', 366],
    ['from 1 March 2023 over 29 February 2024', '2023-03-01', '2024-03-01', 366],
    ['from 29 February (expiry 28 February)', '2024-02-29', '2025-02-28', 365],
    ['6 months', '2025-01-01', '2025-07-01', 181],
  ])('%s', (_name, effective, expiry, days) => {
    expect(daysInTerm(effective, expiry)).toBe(days);
  });

  it('refuses an expiry that is not after the effective date', () => {
    expect(() => daysInTerm('2025-03-01', '2025-03-01')).toThrow(RangeError);
    expect(() => daysInTerm('2025-03-01', '2025-02-01')).toThrow(RangeError);
  });
});

describe('isCalendarDay and calendarDaysBetween', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-3-1', false],
    ['', false],
  ])('%s is a calendar day: %s', (day, expected) => {
    expect(isCalendarDay(day)).toBe(expected);
  });

  it('counts across years and backwards, and refuses bad days', () => {
    expect(calendarDaysBetween('2024-12-31', '2025-01-01')).toBe(1);
    expect(calendarDaysBetween('2025-01-01', '2024-12-31')).toBe(-1);
    expect(() => calendarDaysBetween('2025-02-30', '2025-03-01')).toThrow(RangeError);
  });
});
