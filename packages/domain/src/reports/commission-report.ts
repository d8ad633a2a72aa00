import type { ChargeComponent } from '../ledger/entries.ts';
import { divRoundCents, roundCents, type Cents } from '../money.ts';
import { financingFeeFor } from '../rating/build-quote.ts';
import { premiumsTaxesFor } from '../rating/quote-for-plan.ts';
import { netMargin } from '../rating/commission.ts';
import type { Quote } from '../rating/types.ts';
import type { PaymentPeriod } from '../statuses.ts';

/**
 * The commission report (spec 2.2 Reports, section 9 columns; issue 15; docs/decisions/0039): one
 * row per money-moving transaction of a policy. Each row's figures are computed here once, when the
 * transaction is written (recordPolicyChange stores them on the history row), so that the report,
 * its totals and its CSV read stored integers and add up to the cent.
 */

/** The history row types that bind a term: their figures are the bound quote's own. */
export const BIND_TRANSACTION_TYPES: readonly string[] = ['New Business', 'Renewal'];

/** What one transaction moved, in cents (signed: a return is negative). */
export interface TransactionFigures {
  /** Total policy premium of the transaction (premiumsSum for a bind, the premium change otherwise). */
  premium: Cents;
  /** The broker's commission on that premium: what the brokerage is paid out (payout amount). */
  brokerCommission: Cents;
  /** The managing general agent's (the marketplace's) commission on that premium. */
  mgaCommission: Cents;
  /** What the insurer is owed: premium less both commissions. */
  insurerPremium: Cents;
  /** Premium tax rate in force (e.g. 0.08). */
  taxRate: number;
  /** Premium taxes. */
  taxes: Cents;
  /** Every fee charged (transaction, custom, SaaS, card and financing fees with their taxes). */
  fees: Cents;
  /** The card processor's fee charged to the insured (with its PST). */
  providerFees: Cents;
  financingFees: Cents;
  /** Transaction fee with its GST/HST and PST. */
  transactionFees: Cents;
  /** PST on the fees. */
  pst: Cents;
  /**
   * GST/HST on the fees (transaction and custom fees), for the accounting tax report (decision 0043);
   * absent on rows written before it.
   */
  gstHst?: Cents;
  /** The marketplace's net margin (spec section 9 for a bind; MGA commission + fees for a change). */
  netMargin: Cents;
  /** Net margin over premium, percent to two decimals (0 when the premium is 0). */
  netMarginPercentage: number;
  /** What the insured is charged (negative: returned). */
  totalCharged: Cents;
  /** A finance credit taken back unused, inside totalCharged (TransactionInput.creditReversed). */
  creditReversed?: Cents;
}

export interface TransactionInput {
  /** The history row's type (New Business, Endorsement, Cancellation, ...). */
  type: string;
  premiumDelta: Cents;
  taxDelta: Cents;
  feeDelta: Cents;
  totalDelta: Cents;
  /** The quote the term was bound with: its commission shares and fee split. */
  boundQuote: Quote;
  paymentPeriod: PaymentPeriod;
  /** The change's charges by component (endorsement lines name their card and financing fees). */
  charges?: Partial<Record<ChargeComponent, Cents>>;
  /**
   * The taxes inside a later change's fees, as its own quote split them (a custom premium's
   * transaction fee GST/HST and PST, an endorsement's or extension's card fee PST); none when absent.
   */
  feeTaxes?: FeeTaxes;
  /**
   * A finance credit the change took back unused (a cancellation that owes the insured nothing more
   * than they paid, docs/decisions/0061): part of its total charged, finance adjustments revenue.
   * Negative: a manual invoice voided, the adjustments revenue its charge gave taken back.
   */
  creditReversed?: Cents;
}

/** Taxes charged on fees, in cents. */
export interface FeeTaxes {
  gstHst: Cents;
  pst: Cents;
}

/** Whether a transaction moved money the report counts: a bind, or any premium, tax or fee change. */
export function isReportedTransaction(
  input: Pick<TransactionInput, 'type' | 'premiumDelta' | 'taxDelta' | 'feeDelta' | 'totalDelta'>,
): boolean {
  return (
    BIND_TRANSACTION_TYPES.includes(input.type) ||
    input.premiumDelta !== 0 ||
    input.taxDelta !== 0 ||
    input.feeDelta !== 0 ||
    input.totalDelta !== 0
  );
}

/** part over whole as a percentage to two decimals, half away from zero; 0 over a zero whole. */
export const netMarginPercentageOf = (part: Cents, whole: Cents): number =>
  whole === 0 ? 0 : roundCents((part * 10_000) / whole) / 100;

/** A share of a premium in the proportion the bound quote split its own (exact, one rounding). */
function share(premium: Cents, part: Cents, whole: Cents): Cents {
  return whole <= 0 ? 0 : divRoundCents(premium * part, whole);
}

/**
 * The figures of one transaction. A bind's are its quote's, for the plan chosen (net margin by the
 * spec's formula). A later change's premium is split between broker, MGA and insurer in the
 * proportions of the bound quote (for the bound premium itself this gives the quote's own split);
 * its fees are what the change charged, the named card and financing fees among them, with the
 * taxes its own quote put on them (feeTaxes); its net margin is the MGA's share plus those fees
 * less their taxes, since the marketplace keeps the fees and remits the taxes (the bind's rule).
 */
export function transactionFigures(input: TransactionInput): TransactionFigures {
  const { boundQuote: quote, paymentPeriod: period } = input;
  if (BIND_TRANSACTION_TYPES.includes(input.type)) {
    const margin = netMargin(quote, period);
    return {
      premium: quote.premiumsSum,
      brokerCommission: quote.brokerTransfer,
      mgaCommission: quote.dmgaPremium,
      insurerPremium: quote.insurerPremium,
      taxRate: quote.premiumsTaxRate,
      taxes: premiumsTaxesFor(quote, period),
      fees: quote.total[period] - quote.premiumsSum - premiumsTaxesFor(quote, period),
      providerFees: quote.stripeFees[period],
      financingFees: financingFeeFor(quote, period),
      transactionFees: quote.transactionFeeTotal,
      pst: quote.totalPST[period],
      gstHst: gstHstOf(quote, period),
      netMargin: margin.amount,
      netMarginPercentage: margin.percentage,
      totalCharged: quote.total[period],
    };
  }
  const premium = input.premiumDelta;
  const brokerCommission = share(premium, quote.brokerTransfer, quote.premiumsSum);
  const mgaCommission = share(premium, quote.dmgaPremium, quote.premiumsSum);
  const charges = input.charges ?? {};
  const pst = input.feeTaxes?.pst ?? 0;
  const gstHst = input.feeTaxes?.gstHst ?? 0;
  // The fees' taxes are owed to the tax authorities, not kept: the bind's rule (netMargin).
  const margin = mgaCommission + input.feeDelta - pst - gstHst;
  return {
    premium,
    brokerCommission,
    mgaCommission,
    insurerPremium: premium - brokerCommission - mgaCommission,
    taxRate: quote.premiumsTaxRate,
    taxes: input.taxDelta,
    fees: input.feeDelta,
    providerFees: charges.cardFee ?? 0,
    financingFees: charges.financingFee ?? 0,
    transactionFees: charges.transactionFee ?? 0,
    pst,
    gstHst,
    netMargin: margin,
    netMarginPercentage: netMarginPercentageOf(margin, premium),
    totalCharged: input.totalDelta,
    ...(input.creditReversed ? { creditReversed: input.creditReversed } : {}),
  };
}

/**
 * GST/HST a bound quote charges on its fees: the transaction fee's, and the custom fee's tax less its
 * PST (the quote keeps the custom fee's taxes as one figure; its PST is the plan's PST less the
 * transaction and card fees' PST).
 */
export function gstHstOf(quote: Quote, period: PaymentPeriod): Cents {
  const customFeePst = quote.totalPST[period] - quote.transactionFeePST - quote.stripeFeesPST[period];
  return quote.transactionFeeGST + quote.customFeeTax - customFeePst;
}

/** Payout status of a transaction's commission (spec section 9). */
export type PayoutStatus = 'Paid' | 'Not Paid';

/** 'Marketplace' when the lead came through a partner marketplace (spec section 9), else its source. */
export function leadSource(marketplaceName: string | null | undefined, applicationSource: string): string {
  return marketplaceName && marketplaceName.trim() ? 'Marketplace' : applicationSource;
}
