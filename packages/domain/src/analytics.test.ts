import { describe, expect, it } from 'vitest';
import {
  analyticsFunnel,
  analyticsPeriodOf,
  analyticsPeriods,
  analyticsRangeParts,
  analyticsSeries,
  EMPTY_ANALYTICS_COUNTS,
  percentOf,
} from './analytics.ts';
import { dayPlus, draw, random, seeds } from './test-support/random.ts';

describe('analytics periods', () => {
  it.each([
    ['2026-11-26', 'day', '2026-11-26'],
    ['2026-11-26', 'week', '2026-11-23'], // a Thursday: its Monday
    ['2026-11-23', 'week', '2026-11-23'],
    ['2026-11-29', 'week', '2026-11-23'], // a Sunday
    ['2027-01-01', 'week', '2026-12-28'],
    ['2026-02-28', 'month', '2026-02'],
  ] as const)('%s by %s is %s', (day, granularity, period) => {
    expect(analyticsPeriodOf(day, granularity)).toBe(period);
  });

  it('lists every period of a range, in order', () => {
    expect(analyticsPeriods('2026-01-30', '2026-03-02', 'month')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(analyticsPeriods('2026-11-26', '2026-12-08', 'week')).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ]);
    expect(analyticsPeriods('2026-11-26', '2026-11-26', 'day')).toEqual(['2026-11-26']);
  });
});

describe('the funnel', () => {
  it('gives conversion rates to one decimal, none when nothing started', () => {
    expect(analyticsFunnel({ started: 3, quoted: 2, converted: 1 })).toEqual({
      started: 3,
      quoted: 2,
      bound: 1,
      quotedRate: 66.7,
      quoteToBindRate: 50,
      boundRate: 33.3,
    });
    expect(analyticsFunnel({ started: 0, quoted: 0, converted: 0 }).boundRate).toBeNull();
    expect(percentOf(1, 0)).toBeNull();
  });
});

describe('analyticsSeries', () => {
  it('keeps every count: the periods add up to the days, whatever the granularity', () => {
    for (const seed of seeds(1600, 50)) {
      const { int } = draw(random(seed));
      const days = Array.from({ length: int(0, 40) }, () => ({
        ...EMPTY_ANALYTICS_COUNTS,
        day: `2026-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`,
        started: int(0, 9),
        converted: int(0, 3),
        premiumWritten: int(0, 500_000),
      }));
      for (const granularity of ['day', 'week', 'month'] as const) {
        const series = analyticsSeries(days, '2026-01-01', '2026-12-31', granularity);
        const sum = (
          key: 'started' | 'converted' | 'premiumWritten',
          rows: { [k in typeof key]: number }[],
        ) => rows.reduce((s, r) => s + r[key], 0);
        for (const key of ['started', 'converted', 'premiumWritten'] as const) {
          expect(sum(key, series)).toBe(sum(key, days));
        }
        expect(new Set(series.map((s) => s.period)).size).toBe(series.length);
      }
    }
  });

  it('leaves out days outside the range', () => {
    const series = analyticsSeries(
      [{ ...EMPTY_ANALYTICS_COUNTS, day: '2025-12-31', started: 5 }],
      '2026-01-01',
      '2026-01-02',
      'day',
    );
    expect(series).toEqual([
      { ...EMPTY_ANALYTICS_COUNTS, period: '2026-01-01' },
      { ...EMPTY_ANALYTICS_COUNTS, period: '2026-01-02' },
    ]);
  });
});

describe('analyticsRangeParts', () => {
  it.each([
    ['2026-01-01', '2026-12-31', ['2026-01-01', '2026-12-01'], []],
    [
      '2025-11-27',
      '2026-11-26',
      ['2025-12-01', '2026-10-01'],
      [
        ['2025-11-27', '2025-11-30'],
        ['2026-11-01', '2026-11-26'],
      ],
    ],
    ['2026-02-01', '2026-02-28', ['2026-02-01', '2026-02-01'], []],
    ['2026-02-02', '2026-02-28', null, [['2026-02-02', '2026-02-28']]],
    ['2026-01-15', '2026-02-14', null, [['2026-01-15', '2026-02-14']]],
    [
      '2026-12-31',
      '2027-02-01',
      ['2027-01-01', '2027-01-01'],
      [
        ['2026-12-31', '2026-12-31'],
        ['2027-02-01', '2027-02-01'],
      ],
    ],
    ['2026-03-05', '2026-03-05', null, [['2026-03-05', '2026-03-05']]],
  ] as const)('%s to %s: whole months %j, edge days %j', (from, to, months, edges) => {
    expect(analyticsRangeParts(from, to)).toEqual({ months, edges });
  });

  it('covers every day of any range exactly once', () => {
    for (const seed of seeds(1700, 200)) {
      const { int } = draw(random(seed));
      const from = dayPlus('2024-01-01', int(0, 900));
      const to = dayPlus(from, int(0, 730));
      const { months, edges } = analyticsRangeParts(from, to);
      const covered: string[] = [];
      for (const [a, b] of edges) for (let d = a; d <= b; d = dayPlus(d, 1)) covered.push(d);
      if (months) {
        expect(months[0].endsWith('-01') && months[1].endsWith('-01')).toBe(true);
        for (let d = months[0]; d.slice(0, 7) <= months[1].slice(0, 7); d = dayPlus(d, 1)) covered.push(d);
      }
      covered.sort();
      const expected: string[] = [];
      for (let d = from; d <= to; d = dayPlus(d, 1)) expected.push(d);
      expect(covered, `seed ${seed}`).toEqual(expected);
    }
  });
});

describe('analyticsPeriods, stepping a period at a time', () => {
  it('lists exactly the periods of every day of the range, in order', () => {
    for (const seed of seeds(1800, 150)) {
      const { int, pick } = draw(random(seed));
      const from = dayPlus('2023-01-01', int(0, 1200));
      const to = dayPlus(from, int(0, 731));
      const granularity = pick(['day', 'week', 'month'] as const);
      // The reference: every day of the range, its period, repeats dropped.
      const expected: string[] = [];
      for (let d = from; d <= to; d = dayPlus(d, 1)) {
        const period = analyticsPeriodOf(d, granularity);
        if (expected.at(-1) !== period) expected.push(period);
      }
      expect(analyticsPeriods(from, to, granularity), `seed ${seed}`).toEqual(expected);
    }
  });
});
