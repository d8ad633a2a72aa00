import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import {
  addMonthsToDay,
  addYearsToDay,
  formatDate,
  formatDateTime,
  policyEffectiveInstant,
  vancouverInstant,
  vancouverNoon,
} from './dates.ts';

describe('policyEffectiveInstant: start of day plus one minute, Vancouver', () => {
  it('uses PST (UTC-8) in winter', () => {
    expect(policyEffectiveInstant('2026-01-15').toISOString()).toBe('2026-01-15T08:01:00.000Z');
  });
  it('uses PDT (UTC-7) in summer', () => {
    expect(policyEffectiveInstant('2026-07-01').toISOString()).toBe('2026-07-01T07:01:00.000Z');
  });
  it('handles a leap day', () => {
    expect(policyEffectiveInstant('2028-02-29').toISOString()).toBe('2028-02-29T08:01:00.000Z');
  });
  it('refuses a malformed day', () => {
    expect(() => policyEffectiveInstant('15/01/2026')).toThrow(RangeError);
  });
});

describe('formatDate: YYYY-MM-DD in Vancouver time', () => {
  it('shows the Vancouver calendar day, not the UTC one', () => {
    expect(formatDate('2026-03-01T05:00:00Z')).toBe('2026-02-28');
  });
  it('is empty for missing values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it("gives the time zone data's day for every minute-ish around each change of time, 2000 to 2040", () => {
    const vancouverDay = (ms: number) => {
      const local = new TZDate(ms, 'America/Vancouver');
      return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
    };
    const wrong: string[] = [];
    for (let year = 2000; year <= 2040; year += 1) {
      for (const month of [2, 3, 9, 10]) {
        for (let day = 1; day <= 31; day += 1) {
          for (let minute = 0; minute < 24 * 60; minute += 17) {
            const ms = Date.UTC(year, month, day, 0, minute, 31);
            if (formatDate(ms) !== vancouverDay(ms)) wrong.push(new Date(ms).toISOString());
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('formatDateTime: YYYY-MM-DD HH:mm in Vancouver time', () => {
  it.each([
    ['2026-03-01T05:07:00Z', '2026-02-28 21:07'],
    // Daylight time: UTC-7 in July.
    ['2026-07-01T19:30:59Z', '2026-07-01 12:30'],
    ['2026-11-01T08:00:00Z', '2026-11-01 01:00'],
  ])('%s is %s', (instant, expected) => {
    expect(formatDateTime(instant)).toBe(expected);
  });
  it('is empty for missing values', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('nope')).toBe('');
  });
});

describe('addYearsToDay', () => {
  it.each([
    ['2026-05-10', 1, '2027-05-10'],
    ['2028-02-29', 1, '2029-02-28'],
    ['2027-02-28', 1, '2028-02-28'],
    ['2026-12-31', 2, '2028-12-31'],
  ])('%s + %d year(s) = %s', (day, years, expected) => {
    expect(addYearsToDay(day, years)).toBe(expected);
  });
});

describe('addMonthsToDay', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-01', 12, '2027-12-01'],
    ['2026-05-10', 0, '2026-05-10'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-06-15', 18, '2027-12-15'],
  ])('%s + %i months = %s', (day, months, expected) => {
    expect(addMonthsToDay(day, months)).toBe(expected);
  });
});

describe('vancouverInstant: a Vancouver wall-clock time as an instant', () => {
  it.each([
    ['2026-01-15T09:30', '2026-01-15T17:30:00.000Z'],
    ['2026-07-15 09:30', '2026-07-15T16:30:00.000Z'],
  ])('%s is %s, and formats back', (local, iso) => {
    expect(vancouverInstant(local)?.toISOString()).toBe(iso);
    expect(formatDateTime(iso)).toBe(local.replace('T', ' '));
  });

  it('is null for anything else', () => {
    expect(vancouverInstant('2026-01-15')).toBeNull();
    expect(vancouverInstant('soon')).toBeNull();
  });
});

describe('vancouverNoon: 12:00 on the Vancouver wall clock', () => {
  it('is 20:00 UTC in winter and 19:00 UTC in summer, on the days the clocks change too', () => {
    expect(vancouverNoon('2026-01-15').toISOString()).toBe('2026-01-15T20:00:00.000Z');
    expect(vancouverNoon('2026-07-15').toISOString()).toBe('2026-07-15T19:00:00.000Z');
    // Clocks go forward on 2026-03-08 and back on 2026-11-01: noon is noon on either side.
    expect(vancouverNoon('2026-03-07').toISOString()).toBe('2026-03-07T20:00:00.000Z');
    expect(vancouverNoon('2026-03-08').toISOString()).toBe('2026-03-08T19:00:00.000Z');
    expect(vancouverNoon('2026-11-01').toISOString()).toBe('2026-11-01T20:00:00.000Z');
    expect(vancouverNoon('2026-10-31').toISOString()).toBe('2026-10-31T19:00:00.000Z');
    expect(formatDateTime(vancouverNoon('2026-11-01'))).toBe('2026-11-01 12:00');
  });
  it('refuses what is not a day', () => {
    expect(() => vancouverNoon('2026-13-01x')).toThrow(RangeError);
  });
});
