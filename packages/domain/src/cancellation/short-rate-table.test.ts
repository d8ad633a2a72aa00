import { describe, expect, it } from 'vitest';
import {
  scaleToShortRateYear,
  SHORT_RATE_TABLE,
  shortRatePercent,
  shortRatePercentForTerm,
} from './short-rate-table.ts';

describe('SHORT_RATE_TABLE', () => {
  it('covers day 1 to 366 in contiguous bands with rising percents, ending at 100', () => {
    SHORT_RATE_TABLE.forEach((row, index) => {
      const previous = SHORT_RATE_TABLE[index - 1];
      expect(row.fromDay).toBe(previous ? previous.toDay + 1 : 1);
      expect(row.toDay).toBeGreaterThanOrEqual(row.fromDay);
      if (previous) expect(row.percentEarned).toBe(previous.percentEarned + 1);
    });
    expect(SHORT_RATE_TABLE).toHaveLength(93);
    expect(SHORT_RATE_TABLE.at(-1)).toEqual({ fromDay: 354, toDay: 366, percentEarned: 100 });
  });

  it('never earns less than pro rata over a 365-day year', () => {
    for (let day = 1; day <= 365; day += 1) {
      expect(shortRatePercent(day) / 100).toBeGreaterThanOrEqual(day / 365);
    }
  });
});

describe('shortRatePercent', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [1, 8],
    [3, 8],
    [4, 9],
    [30, 15],
    [100, 34],
    [181, 55],
    [353, 99],
    [354, 100],
    [365, 100],
    [366, 100],
    [400, 100],
  ])('%i days in force earn %i%%', (days, percent) => {
    expect(shortRatePercent(days)).toBe(percent);
  });

  it('refuses part days', () => {
    expect(() => shortRatePercent(1.5)).toThrow(RangeError);
  });
});

describe('scaleToShortRateYear and shortRatePercentForTerm', () => {
  it.each([
    ['one year', 100, 365, 100, 34],
    ['leap year, looked up as it is', 100, 366, 100, 34],
    ['leap year, last day', 366, 366, 366, 100],
    ['6-month term (181 days): 50 days is 100.8 -> 101', 50, 181, 101, 34],
    ['6-month term, whole term', 181, 181, 365, 100],
    ['6-month term, first day', 1, 181, 3, 8],
    ['18-month term (549 days): 200 days is 132.97 -> 133', 200, 549, 133, 42],
    ['days past the term count as the term', 500, 181, 365, 100],
    ['no days', 0, 181, 0, 0],
  ])('%s', (_name, days, term, scaled, percent) => {
    expect(scaleToShortRateYear(days, term)).toBe(scaled);
    expect(shortRatePercentForTerm(days, term)).toBe(percent);
  });

  it('refuses a term of no days', () => {
    expect(() => scaleToShortRateYear(1, 0)).toThrow(RangeError);
  });
});
