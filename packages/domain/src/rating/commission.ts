import { roundCents, type Cents } from '../money.ts';
import type { PaymentPeriod } from '../statuses.ts';
import { financingFeeFor } from './build-quote.ts';
import { premiumsTaxesFor } from './quote-for-plan.ts';
import type { Quote } from './types.ts';

/** A payout not yet made. */
export type TransferStatus = 'pending';

/**
 * Who is paid what out of a bound policy (spec section 3, commissionTransferSummary: insurer and
 * broker payment info), stored on the record as JSON. Amounts in cents.
 */
export interface CommissionTransferSummary {
  period: PaymentPeriod;
  insurer: { amount: Cents; status: TransferStatus };
  broker: { amount: Cents; status: TransferStatus };
  mga: { amount: Cents };
  premiumsTaxes: Cents;
  fees: {
    /** Transaction fee with its GST/HST and PST. */
    transactionFee: Cents;
    /** Custom (broker) fee with its taxes. */
    customFee: Cents;
    saasFee: Cents;
    /** Card processing fee of the plan with its PST. */
    cardFee: Cents;
    financingFee: Cents;
  };
  /** What the insured pays over the plan. */
  total: Cents;
}

/** The transfer summary of a quote for the chosen payment period; payouts start pending. */
export function commissionTransferSummary(quote: Quote, period: PaymentPeriod): CommissionTransferSummary {
  return {
    period,
    insurer: { amount: quote.insurerPremium, status: 'pending' },
    broker: { amount: quote.brokerTransfer, status: 'pending' },
    mga: { amount: quote.dmgaPremium },
    premiumsTaxes: premiumsTaxesFor(quote, period),
    fees: {
      transactionFee: quote.transactionFeeTotal,
      customFee: quote.customFeeTotal,
      saasFee: quote.saasFee,
      cardFee: quote.stripeFees[period],
      financingFee: financingFeeFor(quote, period),
    },
    total: quote.total[period],
  };
}

/** Net margin in cents and as a percentage of the premiums (e.g. 31.25 for 31.25%). */
export interface NetMargin {
  amount: Cents;
  percentage: number;
}

/**
 * Net margin (spec section 9): financing fee of the plan (annual 0, monthly financingFees,
 * instalment instalmentFinancingFees) + saasFee + transactionFee + dmgaPremium + card fee (before
 * its PST, which is tax, not revenue). percentage = amount / premiumsSum x 100, rounded to two
 * decimals half away from zero; 0 when premiumsSum is 0.
 */
export function netMargin(quote: Quote, period: PaymentPeriod): NetMargin {
  const amount =
    financingFeeFor(quote, period) +
    quote.saasFee +
    quote.transactionFee +
    quote.dmgaPremium +
    quote.stripeFeesPreTax[period];
  const percentage = quote.premiumsSum === 0 ? 0 : roundCents((amount * 10_000) / quote.premiumsSum) / 100;
  return { amount, percentage };
}

/** The broker's commission on a quote: its rate of the premiums and the amount paid out. */
export interface BrokerCommission {
  /** Percent of the premiums, e.g. 15 for 15% (two decimals, half away from zero). */
  ratePercent: number;
  amount: Cents;
}

/**
 * The broker's commission as the record shows it after binding (the transfer summary's broker
 * payment, quote.brokerTransfer: the commission rate applied to premiumsSum, rounded once), with
 * the rate it is of the premiums; shown on the quote before binding from the same quote. 0% when
 * premiumsSum is 0.
 */
export function brokerCommission(quote: Quote): BrokerCommission {
  const amount = commissionTransferSummary(quote, 'annual').broker.amount;
  const ratePercent = quote.premiumsSum === 0 ? 0 : roundCents((amount * 10_000) / quote.premiumsSum) / 100;
  return { ratePercent, amount };
}
