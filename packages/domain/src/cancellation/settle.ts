import { applyRate, sumCents, type Cents } from '../money.ts';
import { prorateCents } from './earning.ts';
import type { CancellationPremiums } from './types.ts';

/** The figures settleCancellation derives; everything else is given. */
export type SettledFields =
  | 'earnedPremium'
  | 'tax'
  | 'returnTax'
  | 'brokerPremium'
  | 'earnedCustomBrokerFee'
  | 'defaultRetainAdminFee'
  | 'earnedFee'
  | 'totalEarned'
  | 'outstandingBalance'
  | 'refundDue'
  | 'amountOwing';

/** A cancellation before its totals: the return premiums, the fee lines and the basis. */
export type CancellationDraft = Omit<CancellationPremiums, SettledFields>;

/**
 * Derives every total of a cancellation from its lines, so computed and hand-edited figures follow
 * the same rules:
 * - earnedPremium = policyPremium + totalReturnPremium (the return is 0 or negative), unless one is
 *   given (typed by hand: then validateCancellationPremiums checks that they add up);
 * - tax = premium tax on the earned premium, rounded once; returnTax = tax - written tax;
 * - brokerPremium = the broker's commission share of the return, rounded once;
 * - earnedCustomBrokerFee = customFeeTotal + customBrokerFee;
 * - defaultRetainAdminFee = the admin fee, capped at the refund that would otherwise be due;
 * - earnedFee = sum of the fee lines, totalEarned = earnedPremium + tax + earnedFee;
 * - refundDue / amountOwing = paymentReceived - totalEarned, whichever side is positive;
 *   outstandingBalance = amountOwing.
 */
export function settleCancellation(
  draft: CancellationDraft,
  earnedPremium: Cents = draft.policyPremium + draft.totalReturnPremium,
): CancellationPremiums {
  const { basis, policyPremium, totalReturnPremium, paymentReceived } = draft;
  const tax = applyRate(earnedPremium, basis.premiumsTaxRate);
  const brokerPremium =
    policyPremium > 0 ? -prorateCents(basis.brokerCommission, -totalReturnPremium, policyPremium) : 0;
  const earnedCustomBrokerFee = basis.customFeeTotal + draft.customBrokerFee;
  const feesBeforeAdmin = sumCents([
    draft.earnedTransactionFeeAndTax,
    draft.earnedSaasFee,
    earnedCustomBrokerFee,
    draft.earnedStripeFeeAndTax,
    draft.earnedFinancingFee,
    draft.earnedMissedPaymentFee,
  ]);
  const refundBeforeAdmin = paymentReceived - (earnedPremium + tax + feesBeforeAdmin);
  const defaultRetainAdminFee = Math.max(0, Math.min(basis.adminFee, refundBeforeAdmin));
  const earnedFee = feesBeforeAdmin + defaultRetainAdminFee;
  const totalEarned = earnedPremium + tax + earnedFee;
  const balance = paymentReceived - totalEarned;
  const amountOwing = Math.max(0, -balance);
  return {
    ...draft,
    earnedPremium,
    tax,
    returnTax: tax - basis.premiumsTaxes,
    brokerPremium: brokerPremium === 0 ? 0 : brokerPremium,
    earnedCustomBrokerFee,
    defaultRetainAdminFee,
    earnedFee,
    totalEarned,
    outstandingBalance: amountOwing,
    refundDue: Math.max(0, balance),
    amountOwing,
  };
}
