import { addDaysToDay, dayNumber } from './calendar-days.ts';

const DAY_MS = 86_400_000;
import type { Cents } from './money.ts';
import type { PaymentPeriod } from './statuses.ts';

/**
 * How a payment plan reads wherever it is shown (/analytics, the record, the lists' filters, the quote);
 * its French in i18n/fr/labels.ts.
 */
export const PAYMENT_PERIOD_LABELS: Record<PaymentPeriod, string> = {
  annual: 'Annual',
  monthly: 'Monthly',
  instalment: 'Quarterly instalments',
};

/** How /analytics groups its time series. */
export const ANALYTICS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

/** The longest range /analytics answers, in days (two years and a day). */
export const ANALYTICS_MAX_DAYS = 731;
/** The range /analytics shows when none is asked for: the last 30 Vancouver days. */
export const ANALYTICS_DEFAULT_DAYS = 30;

export const ANALYTICS_MESSAGES = {
  order: 'The start of the range must not be after its end.',
  tooLong: `Choose a range of at most ${ANALYTICS_MAX_DAYS} days.`,
} as const;

/** The counts of one period (or of the whole range) of the analytics summary. */
export interface AnalyticsCounts {
  /** Applications started (renewals aside). */
  started: number;
  /** Of those, quoted or bound since. */
  quoted: number;
  /** Of those, referred to underwriting now. */
  referred: number;
  /** Of those, declined now. */
  rejected: number;
  /** Of those, bound since (bound, cancelled or lapsed now). */
  converted: number;
  /** Policies bound in the period (renewals included). */
  bound: number;
  /** Their premium. */
  premiumWritten: Cents;
}

/** A percentage to one decimal place, or null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/** The funnel from started to bound, with its conversion rates. */
export function analyticsFunnel(counts: Pick<AnalyticsCounts, 'started' | 'quoted' | 'converted'>) {
  return {
    started: counts.started,
    quoted: counts.quoted,
    bound: counts.converted,
    quotedRate: percentOf(counts.quoted, counts.started),
    quoteToBindRate: percentOf(counts.converted, counts.quoted),
    boundRate: percentOf(counts.converted, counts.started),
  };
}

/**
 * The period a Vancouver day falls in: the day itself, the Monday of its week, or its month
 * (YYYY-MM).
 */
export function analyticsPeriodOf(day: string, granularity: AnalyticsGranularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return day.slice(0, 7);
  const n = dayNumber(day);
  if (n === null) throw new RangeError(`Not a day: ${day}`);
  // Day 0 (1970-01-01) was a Thursday: Monday is 3 days before.
  const sinceMonday = (((n + 3) % 7) + 7) % 7;
  return addDaysToDay(day, -sinceMonday);
}

/**
 * Every period of a range, in order (so that a chart shows the empty ones too): its days, the
 * Mondays of its weeks, or its months, stepping a period at a time (not a day at a time: a year by
 * month is 12 steps, not 365).
 */
export function analyticsPeriods(from: string, to: string, granularity: AnalyticsGranularity): string[] {
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (first === null || last === null) throw new RangeError(`Not a range of days: ${from} to ${to}`);
  const periods: string[] = [];
  if (granularity === 'month') {
    let [year, month] = from.split('-').map(Number) as [number, number];
    const end = to.slice(0, 7);
    for (;;) {
      const period = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
      if (period > end) break;
      periods.push(period);
      [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
    }
    return periods;
  }
  const step = granularity === 'week' ? 7 : 1;
  const start = dayNumber(analyticsPeriodOf(from, granularity))!;
  for (let n = start; n <= last; n += step) periods.push(new Date(n * DAY_MS).toISOString().slice(0, 10));
  return periods;
}

export const EMPTY_ANALYTICS_COUNTS: AnalyticsCounts = {
  started: 0,
  quoted: 0,
  referred: 0,
  rejected: 0,
  converted: 0,
  bound: 0,
  premiumWritten: 0,
};

/** Adds counts (the periods of a series, or a range's days). */
export function addAnalyticsCounts(a: AnalyticsCounts, b: AnalyticsCounts): AnalyticsCounts {
  return {
    started: a.started + b.started,
    quoted: a.quoted + b.quoted,
    referred: a.referred + b.referred,
    rejected: a.rejected + b.rejected,
    converted: a.converted + b.converted,
    bound: a.bound + b.bound,
    premiumWritten: a.premiumWritten + b.premiumWritten,
  };
}

/** A day-by-day series grouped into periods, every period of the range present. */
export function analyticsSeries(
  days: readonly ({ day: string } & AnalyticsCounts)[],
  from: string,
  to: string,
  granularity: AnalyticsGranularity,
): ({ period: string } & AnalyticsCounts)[] {
  const byPeriod = new Map(analyticsPeriods(from, to, granularity).map((p) => [p, EMPTY_ANALYTICS_COUNTS]));
  for (const { day, ...counts } of days) {
    const period = analyticsPeriodOf(day, granularity);
    const sum = byPeriod.get(period);
    if (sum) byPeriod.set(period, addAnalyticsCounts(sum, counts));
  }
  return [...byPeriod].map(([period, counts]) => ({ period, ...counts }));
}

/** The first day (YYYY-MM-01) of the month a day is in, or of the month after it. */
function monthStart(day: string, monthsLater = 0): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + monthsLater;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * How /analytics reads a range from its summaries (docs/decisions/0051): the whole months inside
 * it from the month rows, and the days at either end (at most two partial months) from the day
 * rows. `months` is the first and last whole month's first day, or null when the range holds no
 * whole month (then every day of it is an edge day); `edges` are inclusive day ranges, none empty.
 */
export function analyticsRangeParts(
  from: string,
  to: string,
): { months: [string, string] | null; edges: [string, string][] } {
  const firstWhole = from.endsWith('-01') ? monthStart(from) : monthStart(from, 1);
  const afterTo = addDaysToDay(to, 1);
  // The month after the last whole month starts on or before the day after `to`.
  const afterLastWhole = afterTo.endsWith('-01') ? afterTo : monthStart(to);
  if (firstWhole >= afterLastWhole) return { months: null, edges: [[from, to]] };
  const edges: [string, string][] = [];
  if (from < firstWhole) edges.push([from, addDaysToDay(firstWhole, -1)]);
  if (afterLastWhole <= to) edges.push([afterLastWhole, to]);
  return { months: [firstWhole, monthStart(afterLastWhole, -1)], edges };
}
