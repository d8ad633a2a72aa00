import { describe, expect, it } from 'vitest';
import { earnedBefore, transactionMonth, type EarningPolicy, type EarningTransaction } from './earning.ts';
import { monthsFrom, nextMonth } from './months.ts';
import { addToPremiumReport, emptyPremiumReport } from './premium-report.ts';

const tx = (over: Partial<EarningTransaction> & Pick<EarningTransaction, 'premium'>): EarningTransaction => ({
  id: over.id ?? 'nb',
  type: 'New Business',
  effectiveDay: '2025-01-01',
  bookedDay: '2025-01-01',
  ...over,
});
const policy = (...transactions: EarningTransaction[]): EarningPolicy => ({
  expiryDay: '2026-01-01',
  transactions,
});

describe('months', () => {
  it.each([
    ['2025-01', '2025-02'],
    ['2025-12', '2026-01'],
  ])('after %s comes %s', (month, next) => expect(nextMonth(month)).toBe(next));
  it('lists a range, both ends included, across a year', () =>
    expect(monthsFrom('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']));
  it('is empty when the range is backwards', () => expect(monthsFrom('2025-03', '2025-02')).toEqual([]));
});

describe('earnedBefore', () => {
  const oneYear = policy(tx({ premium: 36_500 }));
  it.each([
    ['the effective day', '2025-01-01', 0],
    ['one day in force', '2025-01-02', 100],
    ['January', '2025-02-01', 3_100],
    ['a leap-free half year (181 days)', '2025-07-01', 18_100],
    ['the expiry day', '2026-01-01', 36_500],
    ['after expiry', '2026-06-01', 36_500],
  ])('pro rata by day to %s', (_, boundary, earned) =>
    expect(earnedBefore(oneYear, 0, boundary)).toBe(earned),
  );

  it('rounds each cumulative figure once, half away from zero', () => {
    // 1000 cents over 365 days: 31 days -> 84.93 -> 85.
    expect(earnedBefore(policy(tx({ premium: 1_000 })), 0, '2025-02-01')).toBe(85);
    expect(earnedBefore(policy(tx({ premium: -1_000 })), 0, '2025-02-01')).toBe(-85);
  });

  it('earns nothing before the transaction is booked: a back-dated change catches up in its booking month', () => {
    const p = policy(tx({ premium: 36_500, bookedDay: '2025-03-10' }));
    expect(transactionMonth(p, 0, '2025-01').earned).toBe(0);
    expect(transactionMonth(p, 0, '2025-02').earned).toBe(0);
    expect(transactionMonth(p, 0, '2025-03')).toEqual({ written: 36_500, earned: 9_000, unearned: 27_500 });
  });

  it('a pro-rata cancellation nets to zero from its effective day', () => {
    const p = policy(
      tx({ premium: 36_500 }),
      tx({
        id: 'c',
        type: 'Cancellation',
        premium: -26_500,
        effectiveDay: '2025-04-11',
        bookedDay: '2025-04-11',
      }),
    );
    const april = [0, 1].map((i) => transactionMonth(p, i, '2025-04'));
    expect(april[0]).toEqual({ written: 0, earned: 26_500 + 1_000, unearned: 0 });
    expect(april[1]).toEqual({ written: -26_500, earned: -26_500, unearned: 0 });
    expect(transactionMonth(p, 0, '2025-05').earned).toBe(0);
  });

  it('a short-rate cancellation earns its penalty on the cancellation day', () => {
    const p = policy(
      tx({ premium: 36_500 }),
      tx({
        id: 'c',
        type: 'Cancellation',
        premium: -20_000,
        effectiveDay: '2025-04-11',
        bookedDay: '2025-04-11',
      }),
    );
    const report = emptyPremiumReport(monthsFrom('2025-01', '2025-12'));
    addToPremiumReport(report, p);
    expect(report.totals).toEqual({ written: 16_500, earned: 16_500, unearned: 0 });
    expect(report.months[3]).toEqual({
      month: '2025-04',
      written: -20_000,
      earned: 16_500 - 9_000,
      unearned: 0,
    });
  });

  it('a future-dated cancellation lets the policy earn until its day', () => {
    const p = policy(
      tx({ premium: 36_500 }),
      tx({
        id: 'c',
        type: 'Cancellation',
        premium: -18_400,
        effectiveDay: '2025-07-01',
        bookedDay: '2025-02-15',
      }),
    );
    expect(transactionMonth(p, 0, '2025-03').earned).toBe(3_100);
    expect(transactionMonth(p, 1, '2025-03')).toEqual({ written: 0, earned: 0, unearned: -18_400 });
    expect(transactionMonth(p, 0, '2025-07').earned).toBe(36_500 - 18_100);
  });

  it('an Extended Reporting Period is earned on its effective day', () => {
    const p = policy(
      tx({
        id: 'x',
        type: 'Extended Reporting Period',
        premium: 5_000,
        effectiveDay: '2025-05-20',
        bookedDay: '2025-05-02',
      }),
    );
    expect(transactionMonth(p, 0, '2025-05')).toEqual({ written: 5_000, earned: 5_000, unearned: 0 });
  });

  it('a custom premium is earned over the period it covers, from its effective day to expiry', () => {
    const p = policy(
      tx({ premium: 36_500 }),
      tx({
        id: 'x',
        type: 'Custom Premium',
        premium: 18_400,
        effectiveDay: '2025-07-01',
        bookedDay: '2025-05-02',
      }),
    );
    // 184 days from 1 July to 1 January: $1.00 a day, nothing before 1 July.
    expect(transactionMonth(p, 1, '2025-05')).toEqual({ written: 18_400, earned: 0, unearned: 18_400 });
    expect(transactionMonth(p, 1, '2025-07')).toEqual({ written: 0, earned: 3_100, unearned: 15_300 });
  });

  it('an endorsement earns from its effective day to expiry', () => {
    const p = policy(
      tx({ premium: 36_500 }),
      tx({
        id: 'e',
        type: 'Endorsement',
        premium: 1_840,
        effectiveDay: '2025-07-01',
        bookedDay: '2025-06-20',
      }),
    );
    // 184 days from 1 July to 1 January: 10 cents a day.
    expect(transactionMonth(p, 1, '2025-06')).toEqual({ written: 1_840, earned: 0, unearned: 1_840 });
    expect(transactionMonth(p, 1, '2025-07')).toEqual({ written: 0, earned: 310, unearned: 1_530 });
  });

  it('a zero premium earns nothing', () =>
    expect(transactionMonth(policy(tx({ premium: 0 })), 0, '2025-01')).toEqual({
      written: 0,
      earned: 0,
      unearned: 0,
    }));
});
