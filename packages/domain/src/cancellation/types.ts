import type { Cents } from '../money.ts';
import type { PremiumTimeline } from '../premium/timeline.ts';
import type { Quote } from '../rating/types.ts';
import type { PaymentPeriod } from '../statuses.ts';
import type { CancellationOption, CancellationWaivers } from './options.ts';

/** The bound policy being cancelled and what has been paid on it. */
export interface CancellationPolicy {
  /** Policy effective date, YYYY-MM-DD. */
  effectiveDay: string;
  /** Policy expiry date, YYYY-MM-DD. */
  expiryDay: string;
  /** The quote the policy was bound with: its plan's fees (transaction, platform, custom, card, financing). */
  quote: Quote;
  /** The premium timeline (rates by period); absent: the bound quote's rates over the whole term. */
  timeline?: PremiumTimeline;
  /**
   * What changes after bind charged on top of the bound quote (net of what they returned), from the
   * ledger: premium tax and card fees. Absent: nothing.
   */
  chargedSinceBind?: ChargedSinceBind;
  paymentPeriod: PaymentPeriod;
  /** Everything received for the policy (plan charges and paid MPF invoices), net of refunds made. */
  paymentReceived: Cents;
  /** Amount still due on each open missed payment fee (MPF) invoice. */
  openMissedPaymentFees: readonly Cents[];
  /** Missed payment fees invoiced and paid (net of MPF refunds); part of paymentReceived. */
  paidMissedPaymentFees: Cents;
  /**
   * Once a change of payment plan moved the plan (decision 0078): the plan payments the policy
   * still bills (the bind's and the changes', less what the changes voided), by due day. Then the
   * financing fee and card surcharge earned are those inside the payments fallen due, since no one
   * plan's proration describes what was billed. Absent: the plan never changed.
   */
  planPayments?: readonly PlanPaymentBilled[];
}

/** A plan payment still billed after changes of payment plan, with the fees inside it. */
export interface PlanPaymentBilled {
  /** The invoice's plan payment number (1: taken at bind). */
  instalment: number;
  /** YYYY-MM-DD (Vancouver). */
  dueDay: string;
  /** What it still bills: its planPayment charge less what was voided on it. */
  amount: Cents;
  financingFee: Cents;
  /** Its card surcharge, the surcharge's tax included. */
  surcharge: Cents;
}

/** Premium tax and card fees charged by endorsements (and the like) after bind, in cents. */
export interface ChargedSinceBind {
  premiumTax: Cents;
  cardFee: Cents;
  /**
   * The bound plan's financing fee a pay in full did not charge (voided on the instalments paid
   * ahead of their due date, docs/decisions/0029). Absent: none.
   */
  financingFeeReturned?: Cents;
  /**
   * The card fee differences written on plan invoices when a plan payment was charged on a card of
   * another funding than the plan was billed for (decision 0063), by instalment number; left out of
   * `cardFee`. A cancellation keeps those of the instalments fallen due. Absent: none.
   */
  planCardFee?: readonly { instalment: number; amount: Cents }[];
}

/** What the user asks for (POST /applications/{id}/cancellation/premiums), plus the admin-fee keys. */
export interface CancellationRequest extends CancellationWaivers {
  /** Cancellation effective date, YYYY-MM-DD. */
  cancEffectiveDate: string;
  cancOption: CancellationOption;
  /** Code of the policy's brokerage (admin fee waiver rule). */
  brokerageCode: string;
  /** The policy's product (admin fee waiver rule). */
  productId: string;
}

/** Input of computeCancellation. */
export interface CancellationInput {
  policy: CancellationPolicy;
  request: CancellationRequest;
}

/** How the figures were reached, kept with them so edits can be re-derived and shown. */
export interface CancellationBasis {
  daysInForce: number;
  daysInTerm: number;
  /** Short-rate percent used (short rate and MRP), else null. */
  shortRatePercent: number | null;
  paymentsFallenDue: number;
  paymentsInPlan: number;
  /** Written premium per line key. */
  writtenPremiums: Record<string, Cents>;
  premiumsTaxRate: number;
  /** Written premium tax (quote.premiumsTaxes). */
  premiumsTaxes: Cents;
  /** Broker's commission on the written premium (quote.brokerPremium). */
  brokerCommission: Cents;
  /** Custom broker fee with its taxes (quote.customFeeTotal). */
  customFeeTotal: Cents;
  /** Admin fee that applies before the refund cap: 0 when waived or flat. */
  adminFee: Cents;
}

/**
 * Every figure of a cancellation (spec 3, Cancellation and Cancellation record), in cents.
 * Return figures are 0 or negative; earned figures are what the insurer and the house keep.
 * totalEarned = earnedPremium + tax + earnedFee;
 * paymentReceived - refundDue + amountOwing = totalEarned.
 */
export interface CancellationPremiums extends CancellationWaivers {
  cancEffectiveDate: string;
  cancOption: CancellationOption;
  /** True once the user edited a return premium (spec 4). */
  isManual: boolean;
  basis: CancellationBasis;
  /** Return premium per premium line key (cancel_override_{key}), each 0 or negative. */
  returnPremiums: Record<string, Cents>;
  /** Return of the custom broker fee and its taxes, 0 or negative; not part of totalReturnPremium. */
  customBrokerFee: Cents;
  /** Sum of returnPremiums (spec 5), excluding the custom broker fee. */
  totalReturnPremium: Cents;
  /** Premium tax returned with the premium, 0 or negative: tax - premiumsTaxes. */
  returnTax: Cents;
  /** Part of the return taken back from the broker's commission (record field brokerPremium), 0 or negative. */
  brokerPremium: Cents;
  earnedPremium: Cents;
  /** Premium tax on the earned premium. */
  tax: Cents;
  earnedTransactionFeeAndTax: Cents;
  /** Platform (SaaS) fee kept. */
  earnedSaasFee: Cents;
  /** Custom broker fee and its taxes kept: customFeeTotal + customBrokerFee. */
  earnedCustomBrokerFee: Cents;
  earnedStripeFeeAndTax: Cents;
  earnedFinancingFee: Cents;
  earnedMissedPaymentFee: Cents;
  defaultRetainAdminFee: Cents;
  /** Sum of every earned fee line above (record field earnedFee). */
  earnedFee: Cents;
  /** earnedPremium + tax + earnedFee: what the insured pays in the end. */
  totalEarned: Cents;
  /** The written premium (quote.premiumsSum). */
  policyPremium: Cents;
  paymentReceived: Cents;
  /** Total of the payment plan (quote.total[paymentPeriod]). */
  paymentPlan: Cents;
  /** What the insured still owes after the cancellation (the same figure as amountOwing). */
  outstandingBalance: Cents;
  /** Money going back to the card: paymentReceived - totalEarned when positive, else 0. */
  refundDue: Cents;
  /** Money still to collect: totalEarned - paymentReceived when positive, else 0. */
  amountOwing: Cents;
}
