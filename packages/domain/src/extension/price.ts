import type { TaxName } from '../taxes/taxes-on.ts';
import { addMonthsToDay } from '../dates.ts';
import { calendarDaysBetween } from '../calendar-days.ts';
import { applyRate, divRoundCents, type Cents } from '../money.ts';
import type { Province } from '../provinces.ts';
import { FEE_SCHEDULE, type FeeSchedule } from '../rating/fee-schedule.ts';
import type { CardCharge } from '../rating/card-surcharge.ts';
import { endorsementCharges, type EndorsementFeesAndTotals } from '../endorsement/endorsement-totals.ts';
import {
  latestSegment,
  termDaysOf,
  timelineDifference,
  writtenPremium,
  type PremiumSegment,
  type PremiumTimeline,
} from '../premium/timeline.ts';
import { MINIMUM_EXTENSION_PREMIUM } from './details.ts';

/**
 * The timeline of the term extended to `newExpiryDay` (docs/decisions/0036). The latest segment's
 * rates run on over the added days. Every rate is a full-term rate (written = rate x days / term
 * days), so each is rescaled to the longer term (rate x new term / old term, rounded once per
 * line): the days already in the term write what they wrote (within a rounding cent), and the
 * added days write the latest rates pro rata, as the product rates a project's term (rating/models
 * construction.ts: the premium is linear in the term). `quotedTermDays` keeps the days the
 * product's quotes rate, so a later endorsement's quote is rescaled likewise (termRates).
 */
export function extendTimeline(timeline: PremiumTimeline, newExpiryDay: string): PremiumTimeline {
  const term = termDaysOf(timeline);
  const added = calendarDaysBetween(timeline.expiryDay, newExpiryDay);
  if (!(added > 0)) throw new RangeError(`The new expiry ${newExpiryDay} is not after ${timeline.expiryDay}`);
  const longer = term + added;
  const scale = (rates: Record<string, Cents>) =>
    Object.fromEntries(Object.entries(rates).map(([key, rate]) => [key, divRoundCents(rate * longer, term)]));
  return {
    ...timeline,
    expiryDay: newExpiryDay,
    quotedTermDays: timeline.quotedTermDays ?? term,
    segments: timeline.segments.map((segment) => {
      const rates = scale(segment.rates);
      if (!segment.taxLayers) return { ...segment, rates };
      // Each tax layer rescaled likewise, never more than its line (the rest stays at taxRate).
      const taxLayers = Object.fromEntries(
        Object.entries(segment.taxLayers).map(([key, layers]) => {
          let room = rates[key] ?? 0;
          const kept = layers.map((layer) => {
            const amount = Math.min(room, divRoundCents(layer.amount * longer, term));
            room -= amount;
            return { ...layer, amount };
          });
          return [key, kept.filter((layer) => layer.amount > 0)];
        }),
      );
      return { ...segment, rates, taxLayers };
    }),
  };
}

/**
 * The extended timeline adjusted so that it writes exactly `premium` more than `before`: the added
 * days get a segment of their own whose largest line is raised (or lowered) by whole cents until the
 * written premium, rounded once, is what is asked. Each cent of that rate writes added / term days
 * of a cent (< 1), so a rate that writes it exactly always exists.
 */
function writingExactly(
  before: PremiumTimeline,
  extended: PremiumTimeline,
  premium: Cents,
  taxRate?: number,
): PremiumTimeline {
  const target = writtenPremium(before) + premium;
  const last = latestSegment(extended);
  // Charged at another rate than the latest segment's: the added days are a segment of their own at
  // the rate they were charged at (docs/decisions/0062), so a later return follows it.
  const ownRate = taxRate !== undefined && (taxRate !== last.taxRate || last.taxLayers !== undefined);
  if (!ownRate && writtenPremium(extended) === target) return extended;
  const term = termDaysOf(extended);
  const added = calendarDaysBetween(before.expiryDay, extended.expiryDay);
  const [key] = Object.entries(last.rates).sort((a, b) => b[1] - a[1])[0] ?? ['buildingPremium', 0];
  const withRate = (bump: number): PremiumTimeline => {
    const rates = { ...last.rates, [key]: (last.rates[key] ?? 0) + bump };
    const segment: PremiumSegment =
      ownRate && taxRate !== undefined
        ? { fromDay: before.expiryDay, rates, taxRate }
        : { ...last, fromDay: before.expiryDay, rates };
    const kept = extended.segments.filter((s) => s.fromDay !== before.expiryDay);
    return { ...extended, segments: [...kept, segment] };
  };
  const guess = Math.round(((target - writtenPremium(extended)) * term) / added);
  for (let step = 0; step <= 4; step += 1) {
    for (const bump of [guess + step, guess - step]) {
      const candidate = withRate(bump);
      if ((last.rates[key] ?? 0) + bump >= 0 && writtenPremium(candidate) === target) return candidate;
    }
  }
  throw new RangeError(`No extension rate writes ${premium} cents`);
}

export interface ExtensionPricingInput {
  /** The policy's premium timeline (its expiry is the current expiry). */
  timeline: PremiumTimeline;
  /** Whole months to add to the expiry. */
  months: number;
  province: Province;
  /** An underwriter's premium for a referred extension (cents); by default the pro-rata premium. */
  premium?: Cents;
  /**
   * The premium tax rate in force on the day the extension is charged (taxes premiumTaxRateOn); by
   * default the timeline's (the rate of its latest segment).
   */
  taxRate?: number;
  /** The premium taxes of `taxRate`, named as their rows name them (taxes premiumTaxNamesOn). */
  taxNames?: TaxName[];
  /** The card the extension is charged to (its funding decides the surcharge), product and day. */
  card: CardCharge;
  schedule?: FeeSchedule;
}

/** An extension's figures (spec 3 "Extension quote"), integer cents, each total the sum of its lines. */
export interface ExtensionPricing {
  policyExpiryDay: string;
  newExpiryDay: string;
  addedDays: number;
  /** What the added days write at the latest rates, pro rata (before the minimum). */
  proRataPremium: Cents;
  /** The $50 minimum retained premium raised the premium. */
  minimumApplied: boolean;
  /** The extension's premium (premiumsSum of the quote): what the new timeline writes more. */
  premium: Cents;
  /** Premium tax, card fee and its PST, and the total charged (endorsementCharges). */
  charges: EndorsementFeesAndTotals;
  /** The premium taxes of charges.tax, named (input.taxNames; none when not given). */
  taxNames: TaxName[];
  /** taxesAndFees.annual = tax + fees. */
  taxesAndFees: Cents;
  total: Cents;
  timeline: PremiumTimeline;
}

/**
 * Prices an extension (docs/decisions/0036): the expiry moves by whole months (the 31st falls back
 * to the month's last day), the timeline runs its latest rates over the added days (extendTimeline),
 * the premium is what the new timeline writes more than the old one, at least the $50 minimum
 * retained premium (or the underwriter's premium); tax and the card fee as an endorsement's charge.
 */
export function priceExtension(input: ExtensionPricingInput): ExtensionPricing {
  if (!Number.isSafeInteger(input.months) || input.months < 1) {
    throw new RangeError(`An extension is whole months >= 1, got ${input.months}`);
  }
  const before = input.timeline;
  const newExpiryDay = addMonthsToDay(before.expiryDay, input.months);
  const extended = extendTimeline(before, newExpiryDay);
  const proRataPremium = writtenPremium(extended) - writtenPremium(before);
  const minimumApplied = input.premium === undefined && proRataPremium < MINIMUM_EXTENSION_PREMIUM;
  const wanted = input.premium ?? Math.max(proRataPremium, MINIMUM_EXTENSION_PREMIUM);
  if (!Number.isSafeInteger(wanted) || wanted < MINIMUM_EXTENSION_PREMIUM) {
    throw new RangeError(`An extension premium is whole cents of at least ${MINIMUM_EXTENSION_PREMIUM}`);
  }
  const timeline = writingExactly(before, extended, wanted, input.taxRate);
  const written = timelineDifference(before, timeline);
  const difference =
    input.taxRate === undefined
      ? written
      : { premium: written.premium, tax: applyRate(written.premium, input.taxRate) };
  const charges = endorsementCharges(difference, input.province, input.card, input.schedule ?? FEE_SCHEDULE);
  return {
    policyExpiryDay: before.expiryDay,
    newExpiryDay,
    addedDays: calendarDaysBetween(before.expiryDay, newExpiryDay),
    proRataPremium,
    minimumApplied,
    premium: difference.premium,
    charges,
    taxNames: input.taxNames ?? [],
    taxesAndFees: charges.tax + charges.fees,
    total: charges.total.annual,
    timeline,
  };
}
