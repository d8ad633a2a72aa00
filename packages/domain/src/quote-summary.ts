import { applyRate, sumCents, type Cents } from './money.ts';
import { PROVINCE_TAXES, type Province } from './provinces.ts';
import type { PaymentPeriod } from './statuses.ts';

/**
 * House figures used to split and load a premium until each product carries its own rating model.
 * Commission shares are of the premium; the transaction fee is per policy; financing is charged on
 * premium plus tax for plans paid over time.
 */
export const HOUSE_RATES = {
  brokerCommissionRate: 0.15,
  dmgaRate: 0.1,
  transactionFee: 2_500,
  monthlyFinancingRate: 0.05,
  instalmentFinancingRate: 0.03,
} as const;

export interface QuoteFigures {
  priced: boolean;
  premiumsSum: Cents;
  insurerPremium: Cents;
  dmgaPremium: Cents;
  brokerPremium: Cents;
  premiumsTaxRate: number;
  premiumsTaxes: Cents;
  transactionFee: Cents;
  transactionFeeGST: Cents;
  transactionFeePST: Cents;
  transactionFeeTotal: Cents;
  financingFees: Cents;
  instalmentFinancingFees: Cents;
  taxesAndFees: Record<PaymentPeriod, Cents>;
  total: Record<PaymentPeriod, Cents>;
}

/** Splits a premium and adds province taxes and fees. Every total is the sum of its lines. */
export function summariseQuote(premiumsSum: Cents, province: Province): QuoteFigures {
  const taxes = PROVINCE_TAXES[province];
  const brokerPremium = applyRate(premiumsSum, HOUSE_RATES.brokerCommissionRate);
  const dmgaPremium = applyRate(premiumsSum, HOUSE_RATES.dmgaRate);
  const insurerPremium = premiumsSum - brokerPremium - dmgaPremium;
  const premiumsTaxes = applyRate(premiumsSum, taxes.premiumTaxRate);
  const transactionFee = premiumsSum > 0 ? HOUSE_RATES.transactionFee : 0;
  const transactionFeeGST = applyRate(transactionFee, taxes.gstRate);
  const transactionFeePST = applyRate(transactionFee, taxes.pstRate);
  const transactionFeeTotal = sumCents([transactionFee, transactionFeeGST, transactionFeePST]);
  const financedBase = premiumsSum + premiumsTaxes;
  const financingFees = applyRate(financedBase, HOUSE_RATES.monthlyFinancingRate);
  const instalmentFinancingFees = applyRate(financedBase, HOUSE_RATES.instalmentFinancingRate);
  const annualTaxesAndFees = premiumsTaxes + transactionFeeTotal;
  const taxesAndFees = {
    annual: annualTaxesAndFees,
    monthly: annualTaxesAndFees + financingFees,
    instalment: annualTaxesAndFees + instalmentFinancingFees,
  };
  return {
    priced: true,
    premiumsSum,
    insurerPremium,
    dmgaPremium,
    brokerPremium,
    premiumsTaxRate: taxes.premiumTaxRate,
    premiumsTaxes,
    transactionFee,
    transactionFeeGST,
    transactionFeePST,
    transactionFeeTotal,
    financingFees,
    instalmentFinancingFees,
    taxesAndFees,
    total: {
      annual: premiumsSum + taxesAndFees.annual,
      monthly: premiumsSum + taxesAndFees.monthly,
      instalment: premiumsSum + taxesAndFees.instalment,
    },
  };
}
