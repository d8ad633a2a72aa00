import { divRoundCents, type Cents } from '../money.ts';
import { cardFeePst } from '../rating/fee-schedule.ts';
import { surcharge, surchargeContextOf } from '../rating/card-surcharge.ts';
import type { CardFunding } from '../rating/types.ts';
import { PAYMENT_PLANS, splitEvenly } from '../rating/payment-schedule.ts';
import type { Quote } from '../rating/types.ts';
import type { PaymentPeriod } from '../statuses.ts';

/**
 * The card surcharge of a plan payment and its provincial tax (decision 0063). A plan invoice bills
 * its share of the bound quote's card fees inside its `planPayment`: the quote's surcharge before
 * tax and its PST, each split over the plan's payments as a total is (leftover cents on the first).
 * Both shapes of bound quote read alike: one bound before 0055 carries its old surcharge here.
 */
export interface PlanSurcharge {
  /** Surcharge and its tax, in cents. */
  total: Cents;
  /** The provincial tax inside `total` (PST, RST or QST on the card surcharge). */
  pst: Cents;
}

type PlanQuote = Pick<
  Quote,
  'schedule' | 'stripeFees' | 'stripeFeesPreTax' | 'stripeFeesPST' | 'cardFunding' | 'province' | 'productId'
>;

/** The surcharge instalment `instalment` (1-based) of the plan bills as bound. */
export function billedPlanSurcharge(
  quote: PlanQuote,
  period: PaymentPeriod,
  instalment: number,
): PlanSurcharge {
  const payments = PAYMENT_PLANS[period].payments;
  if (!Number.isInteger(instalment) || instalment < 1 || instalment > payments) return { total: 0, pst: 0 };
  const pstOfPlan = quote.stripeFeesPST?.[period] ?? 0;
  const preTaxOfPlan = quote.stripeFeesPreTax?.[period] ?? (quote.stripeFees?.[period] ?? 0) - pstOfPlan;
  const preTax = splitEvenly(preTaxOfPlan, payments)[instalment - 1] ?? 0;
  const pst = splitEvenly(pstOfPlan, payments)[instalment - 1] ?? 0;
  return { total: preTax + pst, pst };
}

export interface PlanCardFeeInput {
  /** The quote the plan was bound (billed) with. */
  quote: PlanQuote;
  period: PaymentPeriod;
  /** The plan payment's number, 1-based (the invoice's instalmentNumber). */
  instalment: number;
  /** The funding of the card the payment is charged on, as the processor reports it. */
  funding: CardFunding;
  /** The day it is charged, YYYY-MM-DD: the surcharge rule and the tax in force that day. */
  on: string;
}

/**
 * What a plan payment charged on a card of `funding` bills for its surcharge, less what its invoice
 * bills as bound: a `cardFee` charge on the invoice, written in the change that records the payment
 * (negative: a credit-billed payment charged on a debit or prepaid card; positive: a debit-billed
 * payment charged on a credit card, the surcharge of its amount before surcharge). A card of the
 * funding the plan was billed for changes nothing: the payment is charged as billed.
 */
export function planCardFeeAdjustment(input: PlanCardFeeInput): PlanSurcharge {
  const { quote, period, instalment, funding, on } = input;
  const billedFunding = quote.cardFunding ?? 'credit';
  const scheduled = quote.schedule?.[period]?.[instalment - 1]?.amount;
  if (funding === billedFunding || scheduled === undefined) return { total: 0, pst: 0 };
  const billed = billedPlanSurcharge(quote, period, instalment);
  const beforeSurcharge = scheduled - billed.total;
  const fee = surcharge(
    beforeSurcharge,
    surchargeContextOf(quote.province, { funding, productId: quote.productId, on }),
  );
  const pst = cardFeePst(fee, quote.province, on);
  return { total: fee + pst - billed.total, pst: pst - billed.pst };
}

/**
 * A plan payment's card fee difference cut to what its invoice still asks (a credit applied first
 * paid part of it): at most `owed` off, its tax in proportion, rounded as every amount is.
 */
export function planCardFeeWithin(adjustment: PlanSurcharge, owed: Cents): PlanSurcharge {
  const total = Math.max(adjustment.total, -owed);
  if (adjustment.total >= 0 || total === adjustment.total) return adjustment;
  return { total, pst: divRoundCents(adjustment.pst * -total, -adjustment.total) };
}
