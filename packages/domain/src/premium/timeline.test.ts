import { describe, expect, it } from 'vitest';
import { addDaysToDay, calendarDaysBetween } from '../calendar-days.ts';
import { extendTimeline } from '../extension/price.ts';
import { shortRatePercentForTerm } from '../cancellation/short-rate-table.ts';
import { dayPlus, draw, random, seeds } from '../test-support/random.ts';
import {
  endorsedRates,
  proRataEarned,
  shortRateEarned,
  timelineDifference,
  timelineFromQuote,
  withEndorsement,
  writtenByLine,
  termDaysOf,
  writtenPremium,
  type PremiumTimeline,
} from './timeline.ts';

const line = (key: string, amount: number) => ({ key, label: key, amount });
const start = (
  lines: Record<string, number>,
  effectiveDay = '2025-01-01',
  expiryDay = '2026-01-01',
  taxRate = 0,
) =>
  timelineFromQuote(
    { premiums: Object.entries(lines).map(([key, amount]) => line(key, amount)), premiumsTaxRate: taxRate },
    effectiveDay,
    expiryDay,
  );

describe('premium timeline: the cases of issue 11', () => {
  it('earns what was in force: $4,675 a year, $7,480 from day 180, cancelled pro rata on day 200', () => {
    const bound = start({ liabilityPremium: 467_500 });
    const endorsed = withEndorsement(bound, dayPlus('2025-01-01', 180), { liabilityPremium: 748_000 }, 0);
    // 4,675 x 180/365 + 7,480 x 20/365 = 2,305.48 + 409.86 (the issue: $2,715.34, not $4,098.63)
    expect(proRataEarned(endorsed, 200)).toBe(271_534);
  });

  it('earns nothing of an endorsement that had not taken effect at cancellation', () => {
    const bound = start({ liabilityPremium: 467_500 });
    const endorsed = withEndorsement(bound, dayPlus('2025-01-01', 250), { liabilityPremium: 748_000 }, 0);
    expect(proRataEarned(endorsed, 200)).toBe(proRataEarned(bound, 200));
  });

  it('prices a back-dated change over what it overlaps: contents lowered from day 363, then raised from day 0', () => {
    const bound = start({ contentsPremium: 40_000, liabilityPremium: 20_000 });
    const lowered = withEndorsement(
      bound,
      dayPlus('2025-01-01', 363),
      { contentsPremium: 30_000, liabilityPremium: 20_000 },
      0,
    );
    const raised = withEndorsement(
      lowered,
      '2025-01-01',
      { contentsPremium: 60_000, liabilityPremium: 20_000 },
      0,
    );
    expect(raised.segments).toEqual([
      { fromDay: '2025-01-01', rates: { contentsPremium: 60_000, liabilityPremium: 20_000 }, taxRate: 0 },
    ]);
    // Charged: the whole year at 600 less what was written (400 x 363/365 + 300 x 2/365).
    const before = Math.round((40_000 * 363 + 30_000 * 2) / 365);
    expect(timelineDifference(lowered, raised).premium).toBe(60_000 - before);
    // The old way (latest full-year rate x days left) would charge 300.00, not 200.55.
    expect(timelineDifference(lowered, raised).premium).toBe(20_055);
  });

  it('keeps what a later endorsement gave the lines a back-dated one does not change', () => {
    const bound = start({ contentsPremium: 40_000, liabilityPremium: 20_000 });
    const later = withEndorsement(
      bound,
      '2025-07-01',
      { contentsPremium: 40_000, liabilityPremium: 25_000 },
      0,
    );
    const backDated = withEndorsement(
      later,
      '2025-03-01',
      { contentsPremium: 50_000, liabilityPremium: 25_000 },
      0,
    );
    expect(backDated.segments).toEqual([
      { fromDay: '2025-01-01', rates: { contentsPremium: 40_000, liabilityPremium: 20_000 }, taxRate: 0 },
      { fromDay: '2025-03-01', rates: { contentsPremium: 50_000, liabilityPremium: 20_000 }, taxRate: 0 },
      { fromDay: '2025-07-01', rates: { contentsPremium: 50_000, liabilityPremium: 25_000 }, taxRate: 0 },
    ]);
  });

  it('writes exactly the quote on one segment, and a line taken off leaves the timeline from its day', () => {
    const bound = start({ contentsPremium: 40_001, addonPremium: 3_333 });
    expect(writtenPremium(bound)).toBe(43_334);
    const off = withEndorsement(bound, '2025-07-02', { contentsPremium: 40_001 }, 0);
    expect(off.segments[1]?.rates).toEqual({ contentsPremium: 40_001 });
    expect(writtenByLine(off)).toEqual({
      contentsPremium: 40_001,
      addonPremium: Math.round((3_333 * 182) / 365),
    });
  });

  it('follows a tax rate change (the risk moved province) from its day', () => {
    const bound = start({ contentsPremium: 36_500 }, '2025-01-01', '2026-01-01', 0.08);
    const moved = withEndorsement(bound, dayPlus('2025-01-01', 100), { contentsPremium: 36_500 }, 0);
    // Premium unchanged; the 8% tax on the 265 days left (265 x 100 = 26,500 cents of premium) comes back.
    expect(timelineDifference(bound, moved)).toEqual({ premium: 0, tax: -2_120 });
  });

  it('taxes a move between tax rates exactly, rounding half cents away from zero once', () => {
    // $0.75 a year, taxed 13% then 15% from the first day: 1.5 cents more tax, exactly half.
    const bound = start({ contentsPremium: 75 }, '2025-01-01', '2026-01-01', 0.13);
    const moved = withEndorsement(bound, '2025-01-01', { contentsPremium: 75 }, 0.15);
    expect(timelineDifference(bound, moved)).toEqual({ premium: 0, tax: 2 });
    expect(timelineDifference(moved, bound)).toEqual({ premium: 0, tax: -2 });
    // $1,000 a year moved from 13% to 15% for the last 265 days: 1,452.05 cents, 1,452.
    const later = withEndorsement(
      start({ contentsPremium: 100_000 }, '2025-01-01', '2026-01-01', 0.13),
      dayPlus('2025-01-01', 100),
      { contentsPremium: 100_000 },
      0.15,
    );
    expect(
      timelineDifference(start({ contentsPremium: 100_000 }, '2025-01-01', '2026-01-01', 0.13), later).tax,
    ).toBe(1_452);
  });

  it('refuses a day outside the term', () => {
    const bound = start({ contentsPremium: 1 });
    expect(() => withEndorsement(bound, '2026-01-01', { contentsPremium: 2 }, 0)).toThrow(RangeError);
    expect(() => withEndorsement(bound, '2024-12-31', { contentsPremium: 2 }, 0)).toThrow(RangeError);
  });
});

/** The oracle: each day's rates, found by walking the day's segment, added up day by day. */
function dayByDay(timeline: PremiumTimeline, days: number, weight: (day: number) => number) {
  let total = 0;
  for (let day = 0; day < days; day += 1) {
    const date = dayPlus(timeline.effectiveDay, day);
    const segment = [...timeline.segments].reverse().find((s) => s.fromDay <= date);
    total += Object.values(segment?.rates ?? {}).reduce((a, b) => a + b, 0) * weight(day);
  }
  return total;
}

const halfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

describe('premium timeline over random sequences of endorsements', () => {
  for (const seed of seeds(11_000, 300)) {
    it(`agrees with a day-by-day count (seed ${seed}, PROPERTY_SEED=${seed} replays)`, () => {
      const { int, pick, chance } = draw(random(seed));
      const effectiveDay = dayPlus('2023-01-01', int(0, 900));
      const expiryDay = dayPlus(effectiveDay, pick([365, 366, 181, 540]));
      const term = calendarDaysBetween(effectiveDay, expiryDay);
      const keys = ['contentsPremium', 'liabilityPremium', 'alePremium'];
      const rates = () =>
        Object.fromEntries(keys.filter(() => chance(0.8)).map((key) => [key, int(0, 900_000)]));
      let timeline = start(rates(), effectiveDay, expiryDay);
      let charged = writtenPremium(timeline);
      for (let step = int(0, 6); step > 0; step -= 1) {
        const after = withEndorsement(timeline, dayPlus(effectiveDay, int(0, term - 1)), rates(), 0);
        charged += timelineDifference(timeline, after).premium;
        timeline = after;
        // Segments are in order, start on the effective day and never repeat a day.
        expect(timeline.segments[0]?.fromDay).toBe(effectiveDay);
        timeline.segments.forEach(
          (s, i) => i > 0 && expect(s.fromDay > timeline.segments[i - 1]!.fromDay).toBe(true),
        );
      }
      // What the changes charged adds up to what the timeline writes, to the cent.
      expect(charged).toBe(writtenPremium(timeline));
      expect(proRataEarned(timeline, term)).toBe(writtenPremium(timeline));
      expect(proRataEarned(timeline, 0)).toBe(0);
      for (const days of [int(0, term), int(0, term), term + 5]) {
        const inForce = Math.min(days, term);
        expect(proRataEarned(timeline, days)).toBe(halfAway(dayByDay(timeline, inForce, () => 1) / term));
        const percent = (d: number) => shortRatePercentForTerm(d, term);
        const proRata = halfAway(dayByDay(timeline, inForce, () => 1) / term);
        const byTable = halfAway(dayByDay(timeline, inForce, (d) => percent(d + 1) - percent(d)) / 100);
        // The table's earning, held between pro rata and what the timeline wrote.
        expect(shortRateEarned(timeline, days)).toBe(
          Math.min(writtenPremium(timeline), Math.max(proRata, byTable)),
        );
      }
      // A policy that runs its whole term earns what it wrote, whichever way it is earned.
      expect(shortRateEarned(timeline, term)).toBe(writtenPremium(timeline));
    });
  }
});

describe('an endorsement that changes no line after extensions', () => {
  it('charges and returns nothing, whatever the rates and extensions (endorsedRates)', () => {
    for (const seed of seeds(8_100, 300)) {
      const { int } = draw(random(seed));
      const rates = { buildingPremium: int(10_000, 9_000_000), softCosts: int(0, 400_000) };
      let timeline: PremiumTimeline = {
        effectiveDay: '2026-03-01',
        expiryDay: addDaysToDay('2026-03-01', int(90, 365)),
        segments: [{ fromDay: '2026-03-01', rates, taxRate: 0 }],
      };
      for (let n = int(1, 3); n > 0; n -= 1)
        timeline = extendTimeline(timeline, addDaysToDay(timeline.expiryDay, int(28, 150)));
      const day = addDaysToDay(timeline.effectiveDay, int(0, termDaysOf(timeline) - 1));
      const endorsed = withEndorsement(timeline, day, endorsedRates(timeline, rates, rates), 0);
      expect(timelineDifference(timeline, endorsed).premium, `seed ${seed}`).toBe(0);
    }
  });
});
