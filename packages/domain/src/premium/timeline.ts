import { calendarDaysBetween, isCalendarDay } from '../calendar-days.ts';
import { shortRatePercentForTerm } from '../cancellation/short-rate-table.ts';
import { applyRate, divRoundCents, sumCents, type Cents } from '../money.ts';
import { chargedPremiumTaxRate } from '../rating/quote-for-plan.ts';
import type { Quote } from '../rating/types.ts';

/**
 * A term's premium as a timeline (shared/reference/domain-facts.md, "Segments"; docs/decisions/0019):
 * a sequence of periods, each with the annual (full-term) rate of every premium line in force
 * from its first day until the next period starts, and the premium tax rate of that period.
 */
export interface PremiumSegment {
  /** First day the rates apply, YYYY-MM-DD (the first segment starts on the effective day). */
  fromDay: string;
  /** Annual (full-term) premium per line key, in cents. */
  rates: Record<string, Cents>;
  /** Premium tax rate in force (the province's). */
  taxRate: number;
  /**
   * Money of a line charged at another rate than `taxRate`, oldest first: an endorsement that raises
   * a line on a day a later rate is in force (Quebec 9% -> 9.975% on 2027-01-01) adds a layer of the
   * annual amount it raised at that rate; one that lowers it takes the latest layers first, so a
   * return follows the rate the returned money was charged at (docs/decisions/0062). The rest of
   * the line (its rate less its layers) is at `taxRate`. Absent: every line wholly at `taxRate`.
   */
  taxLayers?: Record<string, TaxLayer[]>;
}

/** Part of a line's annual premium (cents, above 0) charged at a premium tax rate. */
export interface TaxLayer {
  amount: Cents;
  rate: number;
}

const RATE_SCALE = 1_000_000_000;
const scaled = (rate: number) => BigInt(Math.round(rate * RATE_SCALE));

/** A line's annual premium weighted by the rates its money was charged at, x RATE_SCALE. */
function taxedLine(segment: PremiumSegment, key: string): bigint {
  const rate = segment.rates[key] ?? 0;
  const layers = segment.taxLayers?.[key] ?? [];
  const layered = layers.reduce((sum, layer) => sum + layer.amount, 0);
  return (
    BigInt(rate - layered) * scaled(segment.taxRate) +
    layers.reduce((sum, layer) => sum + BigInt(layer.amount) * scaled(layer.rate), 0n)
  );
}

/** Every premium tax rate the timeline's money was charged at: its segments' and their layers'. */
export function timelineTaxRates(timeline: PremiumTimeline): number[] {
  const rates = timeline.segments.flatMap((segment) => [
    segment.taxRate,
    ...Object.values(segment.taxLayers ?? {}).flatMap((layers) => layers.map((layer) => layer.rate)),
  ]);
  return [...new Set(rates)];
}

/** The premium tax rate the money of a line of a segment was charged at (a mean over its layers). */
export function lineTaxRate(segment: PremiumSegment, key: string): number {
  const rate = segment.rates[key] ?? 0;
  if (!segment.taxLayers?.[key] || rate <= 0) return segment.taxRate;
  return Number(taxedLine(segment, key)) / RATE_SCALE / rate;
}

/**
 * The premium tax rate of a segment's premium as a whole: its lines' rates weighted by their annual
 * premium (`taxRate` when every line was charged at it, or the segment has no premium).
 */
export function segmentTaxRate(segment: PremiumSegment): number {
  if (!segment.taxLayers || Object.keys(segment.taxLayers).length === 0) return segment.taxRate;
  const premium = sumCents(Object.values(segment.rates));
  if (premium <= 0) return segment.taxRate;
  const taxed = Object.keys(segment.rates).reduce((sum, key) => sum + taxedLine(segment, key), 0n);
  return Number(taxed) / RATE_SCALE / premium;
}

/**
 * A line's layers after it moves from `before` to `after` (annual cents): an increase charged at a
 * rate other than the segment's adds a layer on top (merged with a top layer of the same rate); a
 * decrease takes the latest layers first.
 */
function movedLayers(
  layers: readonly TaxLayer[],
  before: Cents,
  after: Cents,
  baseRate: number,
  increaseTaxRate: number | undefined,
): TaxLayer[] {
  if (after <= 0) return [];
  const next = layers.map((layer) => ({ ...layer }));
  if (after > before) {
    if (increaseTaxRate === undefined || increaseTaxRate === baseRate) return next;
    const top = next[next.length - 1];
    const amount = after - Math.max(before, 0);
    if (top && top.rate === increaseTaxRate) top.amount += amount;
    else next.push({ amount, rate: increaseTaxRate });
    return next;
  }
  let returned = before - after;
  while (returned > 0 && next.length > 0) {
    const top = next[next.length - 1] as TaxLayer;
    const taken = Math.min(returned, top.amount);
    top.amount -= taken;
    returned -= taken;
    if (top.amount === 0) next.pop();
  }
  return next;
}

export interface PremiumTimeline {
  effectiveDay: string;
  expiryDay: string;
  /** In day order, the first on effectiveDay, no two on the same day. */
  segments: readonly PremiumSegment[];
  /**
   * Set once the term was extended (docs/decisions/0036): the days of the term the product's
   * quotes rate (the term before the first extension). The segments' rates were rescaled to the
   * extended term, so a full-term quote's rates are rescaled likewise (termRates) before use.
   */
  quotedTermDays?: number;
}

/** Annual rate per premium line key of a quote (lines sharing a key are added together). */
export function quoteRates(quote: Pick<Quote, 'premiums'>): Record<string, Cents> {
  const rates: Record<string, Cents> = {};
  for (const line of quote.premiums) rates[line.key] = (rates[line.key] ?? 0) + line.amount;
  return rates;
}

/**
 * The timeline of a new term: the bound quote's rates over the whole term, at the premium tax rate
 * its premium was charged at (chargedPremiumTaxRate: a plan whose payments were taxed at different
 * rates returns its tax in proportion).
 */
export function timelineFromQuote(
  quote: Pick<Quote, 'premiums' | 'premiumsTaxRate'> & Partial<Pick<Quote, 'premiumsSum' | 'premiumsTaxes'>>,
  effectiveDay: string,
  expiryDay: string,
): PremiumTimeline {
  termDaysOf({ effectiveDay, expiryDay });
  return {
    effectiveDay,
    expiryDay,
    segments: [
      {
        fromDay: effectiveDay,
        rates: quoteRates(quote),
        taxRate:
          quote.premiumsSum === undefined || quote.premiumsTaxes === undefined
            ? quote.premiumsTaxRate
            : chargedPremiumTaxRate({
                premiumsSum: quote.premiumsSum,
                premiumsTaxes: quote.premiumsTaxes,
                premiumsTaxRate: quote.premiumsTaxRate,
              }),
      },
    ],
  };
}

/**
 * A full-term quote's rates as this timeline's segments carry them: unchanged, or rescaled to the
 * extended term (rate x term days / quoted term days, each line rounded once) once it was extended.
 */
export function termRates(timeline: PremiumTimeline, rates: Record<string, Cents>): Record<string, Cents> {
  const quoted = timeline.quotedTermDays;
  if (quoted === undefined) return rates;
  const term = termDaysOf(timeline);
  return Object.fromEntries(
    Object.entries(rates).map(([key, rate]) => [key, divRoundCents(rate * term, quoted)]),
  );
}

/**
 * The rates an endorsement's segment runs at: a line the endorsement leaves at its full-term quote
 * rate keeps the latest segment's rate, what the term already writes for it (rescaled, and adjusted
 * to the cent, by extensions); a changed line takes the new quote's rate on this term (termRates).
 * Rescaling an unchanged line again would write a cent more or less than it did: an endorsement that
 * changes nothing then charged or returned a cent after two extensions.
 */
export function endorsedRates(
  timeline: PremiumTimeline,
  currentRates: Record<string, Cents>,
  newRates: Record<string, Cents>,
): Record<string, Cents> {
  const latest = latestSegment(timeline).rates;
  const scaled = termRates(timeline, newRates);
  return Object.fromEntries(
    Object.keys(newRates).map((key) => [
      key,
      newRates[key] === currentRates[key] && latest[key] !== undefined ? latest[key] : scaled[key]!,
    ]),
  );
}

/** Days in the term: 365, or 366 over a 29 February. */
export function termDaysOf(timeline: Pick<PremiumTimeline, 'effectiveDay' | 'expiryDay'>): number {
  const { effectiveDay, expiryDay } = timeline;
  if (!isCalendarDay(effectiveDay) || !isCalendarDay(expiryDay)) {
    throw new RangeError(`Not a YYYY-MM-DD term: ${effectiveDay} to ${expiryDay}`);
  }
  const days = calendarDaysBetween(effectiveDay, expiryDay);
  if (days <= 0) throw new RangeError(`Expiry ${expiryDay} is not after effective ${effectiveDay}`);
  return days;
}

interface Span {
  segment: PremiumSegment;
  /** Days from the effective day: the segment covers [start, end). */
  start: number;
  end: number;
}

function spans(timeline: PremiumTimeline): Span[] {
  const term = termDaysOf(timeline);
  return timeline.segments.map((segment, index) => {
    const next = timeline.segments[index + 1];
    return {
      segment,
      start: calendarDaysBetween(timeline.effectiveDay, segment.fromDay),
      end: next ? calendarDaysBetween(timeline.effectiveDay, next.fromDay) : term,
    };
  });
}

/** The segment in force on the last day of the term: the rates the policy's current answers carry. */
export function latestSegment(timeline: PremiumTimeline): PremiumSegment {
  const last = timeline.segments[timeline.segments.length - 1];
  if (!last) throw new RangeError('A premium timeline has at least one segment');
  return last;
}

/** The same layers line by line (key order does not count: stored JSON comes back reordered). */
function sameTaxLayers(a: PremiumSegment, b: PremiumSegment): boolean {
  const keys = new Set([...Object.keys(a.taxLayers ?? {}), ...Object.keys(b.taxLayers ?? {})]);
  return [...keys].every((key) => {
    const left = a.taxLayers?.[key] ?? [];
    const right = b.taxLayers?.[key] ?? [];
    return (
      left.length === right.length &&
      left.every((layer, index) => layer.amount === right[index]?.amount && layer.rate === right[index]?.rate)
    );
  });
}

function sameRates(a: Record<string, Cents>, b: Record<string, Cents>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? 0) === (b[key] ?? 0));
}

/**
 * The timeline after an endorsement effective on `fromDay` that re-rates the policy to `rates`
 * (the full-term quote of the new answers). The lines whose rate differs from the latest segment's
 * are the lines the endorsement changes: they take the new rate from `fromDay` to expiry. A
 * back-dated endorsement replaces what it overlaps for those lines; lines it does not change keep
 * what later endorsements gave them (re-applied on top). A new tax rate (the risk moved province)
 * applies from `fromDay` likewise. Adjacent equal segments are merged.
 *
 * `increaseTaxRate`: the premium tax rate an increase is charged at (the rate in force on the
 * endorsement's charge day). A line raised at a rate other than its segment's keeps what it
 * raised as a tax layer at that rate; a line lowered gives back its latest layers first, so the
 * return follows the rate the returned money was charged at (taxLayers). Ignored when the tax
 * rate changes (the risk moved province: the rest of the term is re-taxed).
 */
export function withEndorsement(
  timeline: PremiumTimeline,
  fromDay: string,
  rates: Record<string, Cents>,
  taxRate: number,
  increaseTaxRate?: number,
): PremiumTimeline {
  const term = termDaysOf(timeline);
  if (!isCalendarDay(fromDay)) throw new RangeError(`Not a YYYY-MM-DD date: ${fromDay}`);
  const from = calendarDaysBetween(timeline.effectiveDay, fromDay);
  if (from < 0 || from >= term) {
    throw new RangeError(
      `The endorsement day ${fromDay} is outside the term ${timeline.effectiveDay} to ${timeline.expiryDay}`,
    );
  }
  Object.entries(rates).forEach(([key, rate]) => {
    if (!Number.isSafeInteger(rate)) throw new RangeError(`Rate ${key} must be whole cents, got ${rate}`);
  });
  const latest = latestSegment(timeline);
  const keys = new Set([...Object.keys(latest.rates), ...Object.keys(rates)]);
  const changed = [...keys].filter((key) => (latest.rates[key] ?? 0) !== (rates[key] ?? 0));
  const taxChanged = latest.taxRate !== taxRate;
  const apply = (segment: PremiumSegment, day: string): PremiumSegment => {
    const next = { ...segment.rates };
    const layers: Record<string, TaxLayer[]> = taxChanged ? {} : { ...segment.taxLayers };
    for (const key of changed) {
      const before = segment.rates[key] ?? 0;
      const after = rates[key] ?? 0;
      if (key in rates) next[key] = after;
      else delete next[key];
      if (taxChanged) continue;
      const moved = movedLayers(layers[key] ?? [], before, after, segment.taxRate, increaseTaxRate);
      if (key in rates && moved.length > 0) layers[key] = moved;
      else delete layers[key];
    }
    const segmentRate = taxChanged ? taxRate : segment.taxRate;
    return Object.keys(layers).length > 0
      ? { fromDay: day, rates: next, taxRate: segmentRate, taxLayers: layers }
      : { fromDay: day, rates: next, taxRate: segmentRate };
  };
  const result: PremiumSegment[] = [];
  for (const span of spans(timeline)) {
    if (span.end <= from) result.push(span.segment);
    else if (span.start < from) result.push(span.segment, apply(span.segment, fromDay));
    else result.push(apply(span.segment, span.segment.fromDay));
  }
  const merged: PremiumSegment[] = [];
  for (const segment of result) {
    const previous = merged[merged.length - 1];
    if (
      previous &&
      previous.taxRate === segment.taxRate &&
      sameRates(previous.rates, segment.rates) &&
      sameTaxLayers(previous, segment)
    )
      continue;
    merged.push(segment);
  }
  return { ...timeline, segments: merged };
}

/** Σ rate x weight over the segments' days in [0, until), per line, where weight(a, b) weighs days a to b. */
function lineSums(
  timeline: PremiumTimeline,
  until: number,
  weight: (start: number, end: number) => number,
): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const span of spans(timeline)) {
    const end = Math.min(span.end, until);
    if (end <= span.start) continue;
    const w = weight(span.start, end);
    for (const [key, rate] of Object.entries(span.segment.rates)) sums[key] = (sums[key] ?? 0) + rate * w;
  }
  return sums;
}

const clampDays = (timeline: PremiumTimeline, days: number) =>
  Math.min(Math.max(days, 0), termDaysOf(timeline));

/**
 * The premium written for the whole term: Σ rate x days / days in term, rounded once. A single
 * segment writes exactly its rates' sum (the quote's premiumsSum).
 */
export function writtenPremium(timeline: PremiumTimeline): Cents {
  return proRataEarned(timeline, termDaysOf(timeline));
}

/** The premium written per line over the whole term, each line rounded once. */
export function writtenByLine(timeline: PremiumTimeline): Record<string, Cents> {
  const term = termDaysOf(timeline);
  const sums = lineSums(timeline, term, (start, end) => end - start);
  return Object.fromEntries(Object.entries(sums).map(([key, sum]) => [key, divRoundCents(sum, term)]));
}

/**
 * What each line has not yet earned pro rata after `daysInForce` days, as whole numbers: Σ over the
 * segments of rate x the segment's days after the days in force (divide by the term's days for
 * cents). The weights a cancellation's return is spread over its lines by, so a line returns what
 * it wrote for the days not in force, from the rates of those days.
 */
export function unearnedWeightsByLine(
  timeline: PremiumTimeline,
  daysInForce: number,
): Record<string, number> {
  const from = clampDays(timeline, daysInForce);
  const weights: Record<string, number> = {};
  for (const segment of timeline.segments) for (const key of Object.keys(segment.rates)) weights[key] = 0;
  const sums = lineSums(timeline, termDaysOf(timeline), (start, end) =>
    Math.max(0, end - Math.max(start, from)),
  );
  for (const [key, sum] of Object.entries(sums)) weights[key] = sum;
  return weights;
}

/**
 * Premium earned pro rata after `daysInForce` days: Σ over the segments of rate x the segment's
 * days in force / days in term, rounded once (days past the term count as the term).
 */
export function proRataEarned(timeline: PremiumTimeline, daysInForce: number): Cents {
  const term = termDaysOf(timeline);
  const sums = lineSums(timeline, clampDays(timeline, daysInForce), (start, end) => end - start);
  return divRoundCents(sumCents(Object.values(sums)), term);
}

/**
 * The premium tax rate of the money a cancellation keeps after `daysInForce` days: the rate of the
 * latest segment, unless a line carries money charged at another rate (taxLayers, docs/decisions/
 * 0062); then the mean rate of what the days in force wrote, each line at the rates its money was
 * charged at (the latest segment's mean rate when no day was in force).
 */
export function earnedTaxRate(timeline: PremiumTimeline, daysInForce: number): number {
  const latest = latestSegment(timeline);
  if (!timeline.segments.some((segment) => segment.taxLayers)) return latest.taxRate;
  const until = clampDays(timeline, daysInForce);
  let premium = 0n;
  let taxed = 0n;
  for (const span of spans(timeline)) {
    const end = Math.min(span.end, until);
    if (end <= span.start) continue;
    const days = BigInt(end - span.start);
    premium += BigInt(sumCents(Object.values(span.segment.rates))) * days;
    taxed +=
      Object.keys(span.segment.rates).reduce((sum, key) => sum + taxedLine(span.segment, key), 0n) * days;
  }
  if (premium <= 0n) return segmentTaxRate(latest);
  return Number((taxed * BigInt(RATE_SCALE)) / premium) / RATE_SCALE / RATE_SCALE;
}

/**
 * Premium earned by the short-rate table after `daysInForce` days: each segment earns its rates x
 * the table's percent for the days it covers (percent at its last day in force less percent at its
 * first), so a single segment earns rate x the table's percent. Rounded once. Where rates differ
 * between segments the table's front-loading can tip that past what the timeline wrote (a dear
 * early period) or below pro rata (a dear late one), so it is held between the two: short rate
 * keeps at least pro rata and never more than was written (docs/decisions/0021). Both bounds grow
 * with the days in force, so a later cancellation never earns less.
 */
export function shortRateEarned(timeline: PremiumTimeline, daysInForce: number): Cents {
  const term = termDaysOf(timeline);
  const percent = (days: number) => shortRatePercentForTerm(days, term);
  const sums = lineSums(
    timeline,
    clampDays(timeline, daysInForce),
    (start, end) => percent(end) - percent(start),
  );
  const byTable = divRoundCents(sumCents(Object.values(sums)), 100);
  return Math.min(writtenPremium(timeline), Math.max(proRataEarned(timeline, daysInForce), byTable));
}

/** The premium and premium tax an endorsement adds (positive) or returns (negative). */
export interface TimelineDifference {
  premium: Cents;
  tax: Cents;
}

/**
 * What moving from one timeline to another writes: premium = written after - written before (each
 * rounded once, so what was charged always equals the timeline's written premium); tax = premium x
 * the tax rate when every line of every segment of both carries the same rate, else the difference
 * of the tax-weighted premiums (each line at the rate its money was charged at), rounded once.
 */
export function timelineDifference(before: PremiumTimeline, after: PremiumTimeline): TimelineDifference {
  const premium = writtenPremium(after) - writtenPremium(before);
  const rates = new Set(
    [...before.segments, ...after.segments].flatMap((segment) => [
      segment.taxRate,
      ...Object.values(segment.taxLayers ?? {}).flatMap((layers) => layers.map((layer) => layer.rate)),
    ]),
  );
  if (rates.size === 1) return { premium, tax: applyRate(premium, [...rates][0] ?? 0) };
  // Exact: tax rates in parts per billion, each timeline's tax-weighted premium as a fraction over
  // its term, the difference rounded once (half away from zero) in BigInt, never through floats.
  const taxed = (timeline: PremiumTimeline) =>
    spans(timeline).reduce(
      (sum, span) =>
        sum +
        Object.keys(span.segment.rates).reduce((line, key) => line + taxedLine(span.segment, key), 0n) *
          BigInt(span.end - span.start),
      0n,
    );
  const termAfter = BigInt(termDaysOf(after));
  const termBefore = BigInt(termDaysOf(before));
  const numerator = taxed(after) * termBefore - taxed(before) * termAfter;
  return { premium, tax: divRoundBig(numerator, termAfter * termBefore * BigInt(RATE_SCALE)) };
}

/** numerator / denominator (> 0) rounded half away from zero, in BigInt. */
function divRoundBig(numerator: bigint, denominator: bigint): Cents {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const quotient = magnitude / denominator;
  const rounded = 2n * (magnitude - quotient * denominator) >= denominator ? quotient + 1n : quotient;
  const cents = Number(numerator < 0n ? -rounded : rounded);
  return cents === 0 ? 0 : cents;
}
