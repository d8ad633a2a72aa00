import { describe, expect, it } from 'vitest';
import type { Cents } from '../money.ts';
import type { Province } from '../provinces.ts';
import { buildQuote } from '../rating/build-quote.ts';
import type { Quote } from '../rating/types.ts';
import { calendarDaysBetween as daysBetween } from '../calendar-days.ts';
import { endorsementDays, endorsementTotals } from './endorsement-totals.ts';
import type { CardCharge } from '../rating/card-surcharge.ts';

/** A credit card on a commercial product: surcharged 2.4% (card-surcharge.ts). */
const CREDIT: CardCharge = { funding: 'credit', productId: 'contractors', on: '2025-01-01' };

const quote = (premium: Cents, province: Province = 'AB'): Quote =>
  buildQuote({
    productId: 'test',
    productVersion: '1.0',
    province,
    rated: {
      priced: true,
      premiums: [{ key: 'liabilityPremium', label: 'Liability', amount: premium }],
      unpricedReasons: [],
    },
  });

describe('daysBetween / endorsementDays (whole days, leap years)', () => {
  it.each([
    ['2025-01-01', '2026-01-01', 365],
    ['2024-01-01', '2025-01-01', 366],
    ['2024-03-01', '2025-03-01', 365],
    ['2023-03-01', '2024-03-01', 366],
    ['2024-02-28', '2024-03-01', 2],
    ['2025-03-09', '2025-03-10', 1],
    ['2025-11-02', '2025-11-03', 1],
  ])('%s to %s: %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([
    ['2025-03-01', 365],
    ['2025-09-01', 181],
    ['2026-02-28', 1],
  ])('endorsed on %s leaves %i of 365 days', (day, daysRemaining) => {
    expect(endorsementDays('2025-03-01', '2026-03-01', day)).toEqual({ termDays: 365, daysRemaining });
  });

  it.each(['2025-02-28', '2026-03-01', '2026-03-02'])('refuses %s, outside the term', (day) => {
    expect(() => endorsementDays('2025-03-01', '2026-03-01', day)).toThrow(RangeError);
  });

  it('refuses an empty term and a malformed day', () => {
    expect(() => endorsementDays('2025-03-01', '2025-03-01', '2025-03-01')).toThrow(RangeError);
    expect(() => endorsementDays('2025-03-01', '2026-03-01', '2025-13-01')).toThrow(RangeError);
  });
});

describe('endorsementTotals', () => {
  it.each([
    // $366 more on a 366-day (leap) term endorsed on 1 July: 184 days left -> exactly $184.00.
    ['leap year, mid-term', 36_600, '2024-01-01', '2025-01-01', '2024-07-01', 18_400],
    ['common year, mid-term', 36_500, '2025-01-01', '2026-01-01', '2025-07-01', 18_400],
    ['same premium, leap year', 36_500, '2024-01-01', '2025-01-01', '2024-07-01', 18_350],
    ['first day: the whole difference', 10_000, '2025-01-01', '2026-01-01', '2025-01-01', 10_000],
    ['last day: one day of it', 36_500, '2025-01-01', '2026-01-01', '2025-12-31', 100],
    ['decrease: a return premium', -36_500, '2025-01-01', '2026-01-01', '2025-07-01', -18_400],
    ['half a cent rounds away from zero', 1, '2025-01-01', '2025-01-03', '2025-01-02', 1],
    ['minus half a cent rounds away from zero', -1, '2025-01-01', '2025-01-03', '2025-01-02', -1],
    ['no difference', 0, '2025-01-01', '2026-01-01', '2025-07-01', 0],
  ])('%s', (_name, difference, effective, expiry, day, premium) => {
    const current = quote(100_000);
    const totals = endorsementTotals(
      current,
      quote(100_000 + difference),
      endorsementDays(effective, expiry, day),
      CREDIT,
    );
    expect(totals.premium).toBe(premium);
  });

  it('taxes the premium at the province rate and charges one card fee (Ontario, no PST on the fee)', () => {
    const totals = endorsementTotals(
      quote(100_000, 'ON'),
      quote(110_000, 'ON'),
      endorsementDays('2025-01-01', '2026-01-01', '2025-01-01'),
      CREDIT,
    );
    // 10,000 premium; 8% tax 800; credit card surcharge 2.4% of 10,800 = 259.2 -> 259.
    expect(totals).toEqual({
      premium: 10_000,
      tax: 800,
      cardFee: 259,
      cardFeePST: 0,
      fees: 259,
      total: { annual: 11_059 },
    });
  });

  it('adds the PST on the card fee where the province charges it (Quebec)', () => {
    const totals = endorsementTotals(
      quote(100_000, 'QC'),
      quote(110_000, 'QC'),
      endorsementDays('2025-01-01', '2026-01-01', '2025-01-01'),
      CREDIT,
    );
    // 10,000 + 9% 900 = 10,900; 2.4% = 261.6, at most 2.4% -> 261; QST 9.975% 26.03 -> 26.
    expect(totals).toEqual({
      premium: 10_000,
      tax: 900,
      cardFee: 261,
      cardFeePST: 26,
      fees: 287,
      total: { annual: 11_187 },
    });
  });

  it('returns premium and tax without fees on a decrease', () => {
    const totals = endorsementTotals(
      quote(110_000, 'ON'),
      quote(100_000, 'ON'),
      endorsementDays('2025-01-01', '2026-01-01', '2025-07-01'),
      CREDIT,
    );
    // -10,000 x 184 / 365 = -5,041.10 -> -5,041; tax -403.28 -> -403.
    expect(totals).toEqual({
      premium: -5_041,
      tax: -403,
      cardFee: 0,
      cardFeePST: 0,
      fees: 0,
      total: { annual: -5_444 },
    });
  });

  it('pro-rates the tax of both provinces when the risk moves (Ontario 8% to Alberta 0%)', () => {
    const totals = endorsementTotals(
      quote(100_000, 'ON'),
      quote(100_000, 'AB'),
      endorsementDays('2025-01-01', '2026-01-01', '2025-07-01'),
      CREDIT,
    );
    // Same premium; the Ontario tax on the 184 days left is returned: -8,000 x 184 / 365 = -4,032.88.
    expect(totals).toMatchObject({ premium: 0, tax: -4_033, fees: 0, total: { annual: -4_033 } });
  });

  it('makes every total the sum of its rounded lines', () => {
    for (const difference of [1, 7, 333, 10_238, -10_238, 99_999]) {
      for (const day of ['2025-01-01', '2025-04-17', '2025-12-31']) {
        const t = endorsementTotals(
          quote(50_000, 'QC'),
          quote(50_000 + difference, 'QC'),
          endorsementDays('2025-01-01', '2026-01-01', day),
          CREDIT,
        );
        expect(t.fees).toBe(t.cardFee + t.cardFeePST);
        expect(t.total.annual).toBe(t.premium + t.tax + t.fees);
        for (const line of [t.premium, t.tax, t.cardFee, t.cardFeePST])
          expect(Number.isInteger(line)).toBe(true);
      }
    }
  });
});
