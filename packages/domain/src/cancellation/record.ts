import type { Cents } from '../money.ts';
import type { CancellationPremiums } from './types.ts';

/**
 * The cancellation record of a cancelled policy (spec 3, Cancellation record), read-only in the
 * CancellationRecord modal. Return figures per premium line (liabilityPremium, alePremium, ...)
 * are under `returnPremiums`; premiumsTotal is the total return premium.
 */
export interface CancellationRecord {
  returnPremiums: Record<string, Cents>;
  brokerPremium: Cents;
  premiumsTotal: Cents;
  customBrokerFee: Cents;
  earnedPremium: Cents;
  tax: Cents;
  earnedFee: Cents;
  defaultRetainAdminFee: Cents;
  earnedFinancingFee: Cents;
  earnedMissedPaymentFee: Cents;
  earnedStripeFeeAndTax: Cents;
  earnedTransactionFeeAndTax: Cents;
  policyPremium: Cents;
  paymentReceived: Cents;
  paymentPlan: Cents;
  outstandingBalance: Cents;
  refundDue: Cents;
  feeWaived: boolean;
  missedPaymentFeeWaived: boolean;
}

/** The record kept when a cancellation is made, from the figures it was made with. */
export function cancellationRecord(premiums: CancellationPremiums): CancellationRecord {
  return {
    returnPremiums: { ...premiums.returnPremiums },
    brokerPremium: premiums.brokerPremium,
    premiumsTotal: premiums.totalReturnPremium,
    customBrokerFee: premiums.customBrokerFee,
    earnedPremium: premiums.earnedPremium,
    tax: premiums.tax,
    earnedFee: premiums.earnedFee,
    defaultRetainAdminFee: premiums.defaultRetainAdminFee,
    earnedFinancingFee: premiums.earnedFinancingFee,
    earnedMissedPaymentFee: premiums.earnedMissedPaymentFee,
    earnedStripeFeeAndTax: premiums.earnedStripeFeeAndTax,
    earnedTransactionFeeAndTax: premiums.earnedTransactionFeeAndTax,
    policyPremium: premiums.policyPremium,
    paymentReceived: premiums.paymentReceived,
    paymentPlan: premiums.paymentPlan,
    outstandingBalance: premiums.outstandingBalance,
    refundDue: premiums.refundDue,
    feeWaived: premiums.feeWaived,
    missedPaymentFeeWaived: premiums.missedPaymentFeeWaived,
  };
}
