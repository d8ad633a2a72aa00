import { describe, expect, it } from 'vitest';
import { addYearsToDay } from '../dates.ts';
import { applyRate } from '../money.ts';
import { PROVINCES } from '../provinces.ts';
import { PAYMENT_PERIODS } from '../statuses.ts';
import {
  timelineFromQuote,
  withEndorsement,
  writtenByLine,
  writtenPremium,
  type PremiumTimeline,
} from '../premium/timeline.ts';
import { dayPlus, draw, random, seeds } from '../test-support/random.ts';
import { CANCELLATION_FEE_SCHEDULE } from './cancellation-fees.ts';
import { makeQuote } from './cancellation.test-support.ts';
import { computeCancellation } from './compute.ts';
import { CANCELLATION_OPTIONS } from './options.ts';
import type { CancellationInput } from './types.ts';

const LINE_KEYS = ['contentsPremium', 'alePremium', 'liabilityPremium', 'addonPremium'];
const DAY = 86_400_000;

/**
 * Earned premium over random timelines for every option (issue 24 item 4): a random bound quote,
 * one to five endorsements up and down on random lines from random days (a line may be added or
 * removed mid-term), a cancellation on a random day. The premium written over the days in force is
 * counted here day by day, independently of the timeline's own sums. PROPERTY_SEED=<seed> replays.
 */
function randomCase(seed: number) {
  const { int, pick, chance } = draw(random(seed));
  const lines: Record<string, number> = { contentsPremium: int(1, 500_000) };
  for (const key of LINE_KEYS.slice(1)) if (chance(0.6)) lines[key] = int(0, 300_000);
  const quote = makeQuote(lines, pick(PROVINCES));
  // Leap terms included: effective days from 2023 to 2029.
  const effectiveDay = dayPlus('2023-01-01', int(0, 2_500));
  const expiryDay = addYearsToDay(effectiveDay, 1);
  const term = Math.round((Date.parse(expiryDay) - Date.parse(effectiveDay)) / DAY);
  let timeline: PremiumTimeline = timelineFromQuote(quote, effectiveDay, expiryDay);
  for (let n = int(1, 5); n > 0; n -= 1) {
    const day = dayPlus(effectiveDay, int(0, term - 1));
    const latest = timeline.segments[timeline.segments.length - 1]!.rates;
    const rates = { ...latest };
    for (const key of LINE_KEYS) {
      if (!chance(0.5)) continue;
      // Up, down, added or removed.
      if (chance(0.15)) delete rates[key];
      else rates[key] = Math.max(0, Math.round((latest[key] ?? int(0, 200_000)) * (0.3 + int(0, 200) / 100)));
    }
    timeline = withEndorsement(timeline, day, rates, timeline.segments[0]!.taxRate);
  }
  const period = pick(PAYMENT_PERIODS);
  const cancelDays = int(0, term + 3);
  const input = (cancOption: (typeof CANCELLATION_OPTIONS)[number]): CancellationInput => ({
    policy: {
      effectiveDay,
      expiryDay,
      quote,
      timeline,
      paymentPeriod: period,
      paymentReceived: quote.total.annual + int(-50_000, 50_000),
      openMissedPaymentFees: [],
      paidMissedPaymentFees: 0,
    },
    request: {
      cancEffectiveDate: dayPlus(effectiveDay, cancelDays),
      cancOption,
      feeWaived: false,
      adminFeeWaived: false,
      missedPaymentFeeWaived: false,
      brokerageCode: 'APOLLO',
      productId: 'tenants',
    },
  });
  return { timeline, term, cancelDays, input };
}

/** Per line, rate x day summed day by day over [from, to) of the term (cents x days). */
function dayByDay(timeline: PremiumTimeline, from: number, to: number): Record<string, number> {
  const starts = timeline.segments.map((segment) =>
    Math.round((Date.parse(segment.fromDay) - Date.parse(timeline.effectiveDay)) / DAY),
  );
  const sums: Record<string, number> = {};
  for (const segment of timeline.segments) for (const key of Object.keys(segment.rates)) sums[key] = 0;
  for (let day = from; day < to; day += 1) {
    let index = 0;
    while (index + 1 < starts.length && starts[index + 1]! <= day) index += 1;
    for (const [key, rate] of Object.entries(timeline.segments[index]!.rates)) sums[key]! += rate;
  }
  return sums;
}

describe('earned premium over random timelines, every option', () => {
  for (const seed of seeds(24_400, 1)) {
    it(`earns and returns what the timeline wrote over 600 random endorsed policies (from seed ${seed})`, () => {
      const problems: string[] = [];
      for (let n = 0; n < 600 && problems.length < 5; n += 1) {
        const c = randomCase(seed + n);
        const why = `PROPERTY_SEED=${seed + n}`;
        const written = writtenPremium(c.timeline);
        const byLine = writtenByLine(c.timeline);
        const inForce = Math.min(c.cancelDays, c.term);
        const earnedExact = dayByDay(c.timeline, 0, inForce);
        const unearnedExact = dayByDay(c.timeline, inForce, c.term);
        const writtenInForce = Object.values(earnedExact).reduce((sum, v) => sum + v, 0) / c.term;
        for (const option of CANCELLATION_OPTIONS) {
          const result = computeCancellation(c.input(option));
          const at = `${why} ${option} day ${c.cancelDays}`;
          // Refund + earned = what was written for the term, line by line adding up.
          if (result.earnedPremium - result.totalReturnPremium !== written)
            problems.push(
              `${at}: earned ${result.earnedPremium} + return ${-result.totalReturnPremium} != ${written}`,
            );
          if (result.policyPremium !== written)
            problems.push(`${at}: policy premium ${result.policyPremium}`);
          for (const [key, value] of Object.entries(result.returnPremiums)) {
            if (value > 0 || -value > (byLine[key] ?? 0) + 1) problems.push(`${at}: ${key} returns ${value}`);
          }
          // Premium tax follows the earned premium; the money settles to the cent.
          if (result.tax !== applyRate(result.earnedPremium, result.basis.premiumsTaxRate))
            problems.push(`${at}: tax ${result.tax}`);
          if (result.paymentReceived - result.refundDue + result.amountOwing !== result.totalEarned)
            problems.push(`${at}: money does not settle`);
          if (option === 'prorata') {
            // Earned is what was written over the days in force, rounded once: never more.
            if (Math.abs(result.earnedPremium - writtenInForce) > 0.5)
              problems.push(`${at}: earned ${result.earnedPremium}, written over the days ${writtenInForce}`);
            // Each line returns what it wrote for the days not in force, at its own rates then (to
            // within the cents of the two roundings: earned and written are each rounded once).
            for (const [key, value] of Object.entries(result.returnPremiums)) {
              if (Math.abs(-value - (unearnedExact[key] ?? 0) / c.term) > 2)
                problems.push(
                  `${at}: ${key} returns ${value}, unearned ${(unearnedExact[key] ?? 0) / c.term}`,
                );
            }
          }
          if (
            option === 'shortrate' &&
            (result.earnedPremium < Math.floor(writtenInForce) || result.earnedPremium > written)
          )
            problems.push(`${at}: short rate earns ${result.earnedPremium}`);
          if (
            option === 'mrp' &&
            result.earnedPremium < applyRate(written, CANCELLATION_FEE_SCHEDULE.minimumRetainedPremiumRate)
          )
            problems.push(`${at}: MRP earns ${result.earnedPremium} under its minimum`);
          if (option === 'flat') {
            // Flat returns everything, every line all it wrote.
            if (result.earnedPremium !== 0 || result.totalReturnPremium !== -written)
              problems.push(`${at}: flat keeps ${result.earnedPremium}`);
            for (const [key, value] of Object.entries(result.returnPremiums)) {
              if (Math.abs(value + (byLine[key] ?? 0)) > 1)
                problems.push(`${at}: flat ${key} returns ${value}`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    }, 120_000);
  }
});

describe('a line an endorsement adds after the cancellation date', () => {
  it('returns all that line wrote, and the others what they wrote for the days not in force', () => {
    // $1,000 contents from 2025-01-01; from 2025-07-02 (day 182) a $730 liability line is added.
    const quote = makeQuote({ contentsPremium: 100_000 }, 'ON');
    const timeline = withEndorsement(
      timelineFromQuote(quote, '2025-01-01', '2026-01-01'),
      '2025-07-02',
      { contentsPremium: 100_000, liabilityPremium: 73_000 },
      quote.premiumsTaxRate,
    );
    // Written: contents $1,000; liability $730 x 183 / 365 = $366.00.
    expect(writtenByLine(timeline)).toEqual({ contentsPremium: 100_000, liabilityPremium: 36_600 });
    const result = computeCancellation({
      policy: {
        effectiveDay: '2025-01-01',
        expiryDay: '2026-01-01',
        quote,
        timeline,
        paymentPeriod: 'annual',
        paymentReceived: quote.total.annual,
        openMissedPaymentFees: [],
        paidMissedPaymentFees: 0,
      },
      request: {
        cancEffectiveDate: '2025-04-01',
        cancOption: 'prorata',
        feeWaived: false,
        adminFeeWaived: false,
        missedPaymentFeeWaived: false,
        brokerageCode: 'APOLLO',
        productId: 'tenants',
      },
    });
    // 90 days in force: contents earned $1,000 x 90 / 365 = $246.58, nothing of the liability line.
    expect(result.earnedPremium).toBe(24_658);
    expect(result.returnPremiums).toEqual({ contentsPremium: -75_342, liabilityPremium: -36_600 });
  });
});
