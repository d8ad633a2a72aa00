import { applyRate, roundCents, type Cents } from '../money.ts';
import { cardFeeFor, cardFeePst, FEE_SCHEDULE, type FeeSchedule } from '../rating/fee-schedule.ts';
import type { Quote } from '../rating/types.ts';
import type { Province } from '../provinces.ts';
import { surchargeContextOf, type CardCharge } from '../rating/card-surcharge.ts';
import { calendarDaysBetween as daysBetween } from '../calendar-days.ts';

/** The endorsement's own money lines (spec section 3, endorsementFeesAndTotals), in cents. */
export interface EndorsementFeesAndTotals {
  /** The pro-rated premium difference: positive = additional premium, negative = return premium. */
  premium: Cents;
  /** Premium tax on it (follows the premium, so negative on a return). */
  tax: Cents;
  /** Credit card surcharge of the one charge, before tax; 0 unless charged to a credit card. */
  cardFee: Cents;
  /** PST on the card fee, where the province charges it. */
  cardFeePST: Cents;
  /** cardFee + cardFeePST: no transaction, SaaS or financing fee is added by an endorsement. */
  fees: Cents;
  /** What is charged (positive) or refunded (negative) now: premium + tax + fees. */
  total: { annual: Cents };
}

/** The days of the term and the days from the endorsement's effective day to expiry. */
export interface EndorsementDays {
  termDays: number;
  daysRemaining: number;
}

/**
 * The days of a pro-rata endorsement: whole days, a leap-year term has 366. The endorsement day
 * must be on or after the policy effective day and before the expiry day (the last day in force
 * leaves 1 day; the first day leaves the whole term).
 */
export function endorsementDays(
  effectiveDay: string,
  expiryDay: string,
  endorsementDay: string,
): EndorsementDays {
  const termDays = daysBetween(effectiveDay, expiryDay);
  if (termDays <= 0) throw new RangeError(`The policy term ${effectiveDay} to ${expiryDay} has no days`);
  const daysRemaining = daysBetween(endorsementDay, expiryDay);
  if (daysRemaining <= 0 || daysRemaining > termDays) {
    throw new RangeError(
      `The endorsement day ${endorsementDay} is outside the term ${effectiveDay} to ${expiryDay}`,
    );
  }
  return { termDays, daysRemaining };
}

/**
 * The endorsement's lines from the full-term quotes before and after the change:
 * - premium = (new premiumsSum - current premiumsSum) x daysRemaining / termDays, rounded once;
 * - tax = premium x the premium tax rate, rounded once: an additional premium at the rate in force
 *   on the day it is charged (the new quote's), a return at the rate the returned premium was
 *   charged at (the current quote's); when the risk moves to another province,
 *   tax = (new premium tax base - current one) pro-rated, rounded once;
 * - a credit card surcharge (card-surcharge.ts, with the province's tax) only when the
 *   endorsement is charged (premium + tax above 0), on that one charge; a return carries no fee
 *   and returns none of the fees already paid (they are fully earned);
 * - total = premium + tax + cardFee + cardFeePST, the sum of the rounded lines.
 */
export function endorsementTotals(
  currentQuote: Quote,
  newQuote: Quote,
  days: EndorsementDays,
  card: CardCharge,
  schedule: FeeSchedule = FEE_SCHEDULE,
): EndorsementFeesAndTotals {
  const share = days.daysRemaining / days.termDays;
  const premium = roundCents((newQuote.premiumsSum - currentQuote.premiumsSum) * share);
  const tax =
    newQuote.province === currentQuote.province
      ? applyRate(premium, premium > 0 ? newQuote.premiumsTaxRate : currentQuote.premiumsTaxRate)
      : roundCents(
          (newQuote.premiumsSum * newQuote.premiumsTaxRate -
            currentQuote.premiumsSum * currentQuote.premiumsTaxRate) *
            share,
        );
  return endorsementCharges({ premium, tax }, newQuote.province, card, schedule);
}

/**
 * The endorsement's lines from its premium and tax: the surcharge of `card` (with the province's
 * PST; none on a debit or prepaid card or to a Quebec consumer) only when the endorsement is charged
 * to a card (premium + tax of at least the processor's minimum charge);
 * a return, or an amount too small to charge, carries no fee (it is invoiced instead). total =
 * premium + tax + fees, the sum of the rounded lines.
 */
export function endorsementCharges(
  difference: { premium: Cents; tax: Cents },
  province: Province,
  card: CardCharge,
  schedule: FeeSchedule = FEE_SCHEDULE,
): EndorsementFeesAndTotals {
  const { premium, tax } = difference;
  const charged = premium + tax;
  const cardFee =
    charged >= schedule.card.minimumCharge ? cardFeeFor([charged], surchargeContextOf(province, card)) : 0;
  const cardFeePST = cardFeePst(cardFee, province, card.on);
  const fees = cardFee + cardFeePST;
  return { premium, tax, cardFee, cardFeePST, fees, total: { annual: charged + fees } };
}
