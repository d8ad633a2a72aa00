import { describe, expect, it } from 'vitest';
import { addDaysToDay } from '../calendar-days.ts';
import { addMonthsToDay } from '../dates.ts';
import { draw, random, seeds } from '../test-support/random.ts';
import type { EarningTransaction } from './earning.ts';
import { firstDayOfMonth, monthsFrom, nextMonth } from './months.ts';
import {
  addToPremiumReport,
  emptyPremiumReport,
  monthsToCompute,
  premiumDrillRows,
  premiumReportFrom,
  type PremiumMonthFigures,
  type PremiumReport,
  type PremiumReportPolicy,
} from './premium-report.ts';

const TYPES = ['Endorsement', 'Cancellation', 'Reinstatement', 'Extended Reporting Period', 'Custom Premium'];

function randomPolicy(next: () => number, n: number): PremiumReportPolicy {
  const { int, pick, chance } = draw(next);
  const effective = addDaysToDay('2024-01-01', int(0, 360));
  const expiryDay = chance(0.8) ? addMonthsToDay(effective, 12) : addMonthsToDay(effective, int(1, 18));
  const bound = addDaysToDay(effective, -int(0, 40));
  const transactions: EarningTransaction[] = [
    {
      id: `${n}-0`,
      type: 'New Business',
      premium: int(0, 2_000_000),
      effectiveDay: effective,
      bookedDay: bound,
    },
  ];
  let booked = bound;
  for (let i = 1; i <= int(0, 4); i += 1) {
    booked = addDaysToDay(booked, int(0, 120));
    transactions.push({
      id: `${n}-${i}`,
      type: pick(TYPES),
      premium: int(-500_000, 500_000),
      effectiveDay: addDaysToDay(effective, int(-10, 400)),
      bookedDay: booked,
    });
  }
  return { applicationId: `app-${n}`, expiryDay, transactions };
}

describe('premium report (property)', () => {
  it.each(seeds(4300, 40))('seed %i: drill-down rows sum to each month, months to the totals', (seed) => {
    const next = random(seed);
    const policies = Array.from({ length: draw(next).int(1, 12) }, (_, n) => randomPolicy(next, n));
    const months = monthsFrom('2023-11', '2026-06');
    const report = emptyPremiumReport(months);
    policies.forEach((policy) => addToPremiumReport(report, policy));

    let unearned = report.openingUnearned;
    for (const row of report.months) {
      const drill = policies.flatMap((policy) => premiumDrillRows(policy, row.month));
      const sum = (key: 'written' | 'earned' | 'unearned') => drill.reduce((total, r) => total + r[key], 0);
      expect({ written: sum('written'), earned: sum('earned'), unearned: sum('unearned') }).toEqual({
        written: row.written,
        earned: row.earned,
        unearned: row.unearned,
      });
      unearned += row.written - row.earned;
      expect(row.unearned).toBe(unearned);
      drill.forEach((r) =>
        [r.written, r.earned, r.unearned].forEach((v) => expect(Number.isSafeInteger(v)).toBe(true)),
      );
    }
    expect(report.totals.written).toBe(report.months.reduce((s, r) => s + r.written, 0));
    expect(report.totals.earned).toBe(report.months.reduce((s, r) => s + r.earned, 0));
    // Everything booked in the range is earned by its end (every term ended by mid-2026).
    const all = policies.flatMap((p) => p.transactions).reduce((s, t) => s + t.premium, 0);
    expect(report.totals.written).toBe(all);
    expect(report.openingUnearned).toBe(0);
    expect(report.totals.unearned).toBe(0);
    expect(report.totals.earned).toBe(all);
  });

  it('can be fed in batches: the same report either way', () => {
    const next = random(99);
    const policies = Array.from({ length: 30 }, (_, n) => randomPolicy(next, n));
    const months = monthsFrom('2024-06', '2025-05');
    const whole = emptyPremiumReport(months);
    policies.forEach((p) => addToPremiumReport(whole, p));
    const batched = emptyPremiumReport(months);
    for (let i = 0; i < policies.length; i += 7)
      policies.slice(i, i + 7).forEach((p) => addToPremiumReport(batched, p));
    expect(batched).toEqual(whole);
  });

  /** The report of `months` over the policies as they stood before `day` (their lines booked earlier). */
  function reportAsOf(policies: PremiumReportPolicy[], months: string[], day?: string): PremiumReport {
    const report = emptyPremiumReport(months);
    for (const policy of policies) {
      const transactions = policy.transactions.filter((tx) => !day || tx.bookedDay < day);
      if (transactions.length > 0) addToPremiumReport(report, { ...policy, transactions });
    }
    return report;
  }

  it.each(seeds(4900, 60))(
    'seed %i: months closed at random points and stored, the rest computed: the same report as computed whole',
    (seed) => {
      const next = random(seed);
      const { int } = draw(next);
      const policies = Array.from({ length: int(1, 12) }, (_, n) => randomPolicy(next, n));
      const all = monthsFrom('2023-11', '2026-06');
      // The month-close job runs on random days: each run stores every ended month not yet stored,
      // from what was booked by then; a stored month is never written again.
      const stored = new Map<string, PremiumMonthFigures>();
      let today = '2023-11-01';
      for (let run = int(0, 5); run > 0; run -= 1) {
        today = addDaysToDay(today, int(1, 400));
        const ended = all.filter((month) => firstDayOfMonth(nextMonth(month)) <= today);
        const toClose = ended.filter((month) => !stored.has(month));
        if (toClose.length === 0) continue;
        const closing = reportAsOf(policies, monthsFrom(toClose[0]!, toClose.at(-1)!), today);
        for (const { month, ...figures } of closing.months)
          if (!stored.has(month)) stored.set(month, figures);
      }
      // Any period read later, once every line is booked.
      const from = all[int(0, all.length - 1)]!;
      const months = monthsFrom(from, all[int(all.indexOf(from), all.length - 1)]!);
      const whole = reportAsOf(policies, months);
      const runs = monthsToCompute(months, stored);
      const combined = premiumReportFrom(
        months,
        stored,
        runs.map((run) => reportAsOf(policies, run)),
      );
      expect(combined).toEqual(whole);
      // A stored month's drill-down, computed on demand, still adds up to what was stored.
      for (const [month, figures] of stored) {
        const drill = policies.flatMap((policy) => premiumDrillRows(policy, month));
        const sum = (key: 'written' | 'earned' | 'unearned') => drill.reduce((total, r) => total + r[key], 0);
        expect({ written: sum('written'), earned: sum('earned'), unearned: sum('unearned') }).toEqual(
          figures,
        );
      }
    },
  );
});
