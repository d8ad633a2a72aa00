import { sumCents, type Cents } from '../money.ts';
import { financingFeeFor } from '../rating/build-quote.ts';
import { PAYMENT_PLANS, splitEvenly } from '../rating/payment-schedule.ts';
import type { Quote } from '../rating/types.ts';
import type { PaymentPeriod } from '../statuses.ts';
import { premiumTaxOnDays, paymentDueDays } from '../taxes/plan-taxes.ts';
import { taxClassOf } from '../taxes/tax-rows.ts';
import { billedPlanSurcharge } from './plan-card-fee.ts';

/**
 * What one plan payment bills, in its parts (decision 0078). A plan invoice bills one `planPayment`
 * charge; these are the parts inside it, so that a change of payment plan can move them:
 * amount = premium + premiumTax + financingFee + surcharge + fees.
 */
export interface PlanPaymentParts {
  /** The planPayment charge. */
  amount: Cents;
  /** Its share of the premium. */
  premium: Cents;
  /** The premium tax on that share, at the rate in force on its due day. */
  premiumTax: Cents;
  /** Its share of the plan's financing fee. */
  financingFee: Cents;
  /** Its card surcharge, its provincial tax included. */
  surcharge: Cents;
  /** The provincial tax inside `surcharge`. */
  surchargePst: Cents;
  /** The rest: its share of the transaction, SaaS and broker fees and their taxes. */
  fees: Cents;
}

/** The policy days a bound plan's payments fall due from. */
export interface BoundPlanDays {
  /** The day of the bind, when the first payment was charged (YYYY-MM-DD, Vancouver). */
  chargeDay: string;
  /** The policy effective day: later payments fall due from it. */
  effectiveDay: string;
}

/**
 * The parts of each payment of a plan as the bind billed it (in schedule order), read from the
 * bound quote: the premium split as the plan's premium tax splits it, each payment's premium tax
 * at the rate of its due day (planPremiumTax; the quote's own split when the two disagree, for
 * quotes priced before dated taxes), the financing fee and the surcharge split as pay in full and
 * the card fee rules split them; the fees are what is left of the scheduled amount. None (an
 * empty list) for a quote that schedules no such plan.
 */
export function boundPlanParts(quote: Quote, period: PaymentPeriod, days: BoundPlanDays): PlanPaymentParts[] {
  const payments = PAYMENT_PLANS[period].payments;
  const schedule = quote.schedule?.[period];
  if (schedule.length !== payments)
    throw new RangeError(
      `The ${period} plan has ${payments} payments, the quote schedules ${schedule.length}`,
    );
  const premiums = splitEvenly(quote.premiumsSum, payments);
  const dated = premiumTaxOnDays({
    province: quote.province,
    taxClass: taxClassOf(quote.productId),
    premium: quote.premiumsSum,
    days: paymentDueDays(period, days.chargeDay, days.effectiveDay),
  });
  const billedTax = quote.premiumsTaxesByPeriod?.[period] ?? quote.premiumsTaxes;
  const taxes = dated.total === billedTax ? dated.perPayment : splitEvenly(billedTax, payments);
  const financing = splitEvenly(financingFeeFor(quote, period), payments);
  return schedule.map((payment, index) => {
    const surcharge = billedPlanSurcharge(quote, period, index + 1);
    const premium = premiums[index] ?? 0;
    const premiumTax = taxes[index] ?? 0;
    const financingFee = financing[index] ?? 0;
    return {
      amount: payment.amount,
      premium,
      premiumTax,
      financingFee,
      surcharge: surcharge.total,
      surchargePst: surcharge.pst,
      fees: payment.amount - premium - premiumTax - financingFee - surcharge.total,
    };
  });
}

/** The sum of parts, part by part. */
export function sumParts(parts: readonly PlanPaymentParts[]): PlanPaymentParts {
  const total = (key: keyof PlanPaymentParts) => sumCents(parts.map((part) => part[key]));
  return {
    amount: total('amount'),
    premium: total('premium'),
    premiumTax: total('premiumTax'),
    financingFee: total('financingFee'),
    surcharge: total('surcharge'),
    surchargePst: total('surchargePst'),
    fees: total('fees'),
  };
}

/** True when the parts add up to the amount. */
export function partsAddUp(parts: PlanPaymentParts): boolean {
  return (
    parts.amount === parts.premium + parts.premiumTax + parts.financingFee + parts.surcharge + parts.fees
  );
}
