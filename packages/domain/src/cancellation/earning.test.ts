import { describe, expect, it } from 'vitest';
import { addMonthsToDay } from '../dates.ts';
import { timelineFromQuote } from '../premium/timeline.ts';
import {
  earnedPremiumFor,
  paymentsFallenDue,
  premiumsByKey,
  prorateCents,
  spreadInProportion,
} from './earning.ts';

/** A one-line $1,000.00 premium over a term of `term` days (365, 366 over 29 February, or 181). */
function timeline(term: number) {
  const start = term === 366 ? '2024-01-01' : '2025-01-01';
  const end = term === 181 ? addMonthsToDay(start, 6) : addMonthsToDay(start, 12);
  const premiums = [{ key: 'liabilityPremium', label: 'Liability', amount: 100_000 }];
  return timelineFromQuote({ premiums, premiumsTaxRate: 0 }, start, end);
}

describe('earnedPremiumFor on a $1,000.00 premium', () => {
  it.each([
    ['pro rata, 1 January to 1 July (reference: $495.89)', 'prorata', 181, 365, 49_589],
    ['pro rata, 100 of 365 days', 'prorata', 100, 365, 27_397],
    ['pro rata, 60 of 366 days (leap year)', 'prorata', 60, 366, 16_393],
    ['pro rata, no days', 'prorata', 0, 365, 0],
    ['pro rata, the whole term', 'prorata', 365, 365, 100_000],
    ['pro rata, past the term', 'prorata', 400, 365, 100_000],
    ['short rate, 100 days: 39%', 'shortrate', 100, 365, 39_000],
    ['short rate, 1 day: 8%', 'shortrate', 1, 365, 8_000],
    ['short rate, no days', 'shortrate', 0, 365, 0],
    ['short rate, 6-month term, 50 days: 39%', 'shortrate', 50, 181, 39_000],
    ['MRP: 100% even before the effective date', 'mrp', 0, 365, 100_000],
    ['MRP, mid-term', 'mrp', 100, 365, 100_000],
    ['flat, mid-term', 'flat', 100, 365, 0],
  ] as const)('%s', (_name, option, days, term, earned) => {
    expect(earnedPremiumFor(option, timeline(term), days)).toBe(earned);
  });

  it('takes MRP as the larger of short rate and the minimum retained premium', () => {
    const schedule = { adminFee: 2_500, minimumRetainedPremiumRate: 0.25 };
    expect(earnedPremiumFor('mrp', timeline(365), 10, schedule)).toBe(25_000);
    expect(earnedPremiumFor('mrp', timeline(365), 100, schedule)).toBe(39_000);
  });

  it('rounds a half cent away from zero', () => {
    expect(prorateCents(1, 1, 2)).toBe(1);
    expect(prorateCents(-1, 1, 2)).toBe(-1);
    expect(prorateCents(3, 1, 4)).toBe(1);
    expect(() => prorateCents(1, 1, 0)).toThrow(RangeError);
  });
});

describe('paymentsFallenDue (effective 2025-01-31)', () => {
  it.each([
    ['annual, any day', 'annual', '2025-12-01', 1],
    ['monthly, before the effective date (the bind charge)', 'monthly', '2025-01-01', 1],
    ['monthly, the next payment falls due on 28 February', 'monthly', '2025-02-28', 1],
    ['monthly, the day after it', 'monthly', '2025-03-01', 2],
    ['monthly, on the expiry date', 'monthly', '2026-01-31', 12],
    ['instalment, after the second quarter began', 'instalment', '2025-05-01', 2],
    ['instalment, after the expiry', 'instalment', '2026-06-01', 4],
  ] as const)('%s', (_name, period, cancelDay, due) => {
    expect(paymentsFallenDue('2025-01-31', cancelDay, period)).toBe(due);
  });
});

describe('spreadInProportion', () => {
  it.each([
    ['60 / 40', -66_000, { a: 60_000, b: 40_000 }, { a: -39_600, b: -26_400 }],
    [
      'a cent left goes to the larger remainder',
      -72_603,
      { a: 60_000, b: 40_000 },
      { a: -43_562, b: -29_041 },
    ],
    ['thirds: ties go to the earlier line', -100, { a: 1, b: 1, c: 1 }, { a: -34, b: -33, c: -33 }],
    ['nothing to spread', 0, { a: 5, b: 7 }, { a: 0, b: 0 }],
    ['no positive weight', -10, { a: 0, b: -3 }, { a: 0, b: 0 }],
    ['a negative line takes no share', -10, { a: 10, b: -5 }, { a: -10, b: 0 }],
    ['positive totals too', 7, { a: 1, b: 1 }, { a: 4, b: 3 }],
  ])('%s', (_name, total, weights, expected) => {
    expect(spreadInProportion(total, weights)).toEqual(expected);
  });

  it('adds up exactly for very large amounts', () => {
    const spread = spreadInProportion(-9_007_199_254_740, { a: 3_333_333_333, b: 6_666_666_667, c: 1 });
    expect(Object.values(spread).reduce((sum, cents) => sum + cents, 0)).toBe(-9_007_199_254_740);
  });

  it('adds lines that share a key', () => {
    expect(
      premiumsByKey([
        { key: 'a', label: 'A', amount: 5 },
        { key: 'b', label: 'B', amount: 7 },
        { key: 'a', label: 'A2', amount: 1 },
      ]),
    ).toEqual({ a: 6, b: 7 });
  });
});
