import { applyRate, sumCents, type Cents } from '../money.ts';
import { formatDate } from '../dates.ts';
import type { Province } from '../provinces.ts';
import type { TaxClass } from '../taxes/tax-rows.ts';
import { chargedTaxNames, taxesOn, taxRowsOn, type TaxName } from '../taxes/taxes-on.ts';
import {
  cardFeeFor,
  cardFeePst,
  FEE_SCHEDULE,
  taxOnFee,
  type FeeSchedule,
  type QuoteRates,
} from '../rating/fee-schedule.ts';
import { surchargeContextOf, type CardCharge } from '../rating/card-surcharge.ts';

/**
 * The custom endorsement quote (spec section 3): a premium an underwriter sets by hand, split and
 * taxed as the product's rating splits and taxes a premium, in integer cents, each line rounded once
 * and every total the sum of its lines.
 */
export interface CustomEndorsementQuote {
  premiumsSum: Cents;
  brokerPremium: Cents;
  brokerTransfer: Cents;
  dmgaPremium: Cents;
  insurerPremium: Cents;
  premiumsTaxRate: number;
  premiumsTaxes: Cents;
  transactionFee: Cents;
  transactionFeeGST: Cents;
  transactionFeePST: Cents;
  transactionFeeTotal: Cents;
  /** Credit card surcharge of the one charge (0 on debit or prepaid), before its PST. */
  stripeFeesPreTax: Cents;
  stripeFeesPST: Cents;
  /** stripeFeesPreTax + stripeFeesPST. */
  stripeFees: Cents;
  /** transactionFeePST + stripeFeesPST. */
  totalPST: Cents;
  /** What the one card charge takes: premiumsSum + premiumsTaxes + transactionFeeTotal + stripeFees. */
  total: Cents;
  /** The taxes charged on the charge day (rate above 0), named as their rows name them. */
  taxNames: {
    premium: TaxName[];
    transactionFee: TaxName[];
    cardSurcharge: TaxName[];
  };
}

/** The commission split of the house when the product gives none (FEE_SCHEDULE.defaultRates). */
function ratesOf(rates: Partial<QuoteRates>, schedule: FeeSchedule): QuoteRates {
  const resolved = { ...schedule.defaultRates, ...rates };
  if (resolved.brokerCommissionRate + resolved.dmgaRate > 1) {
    throw new RangeError('The commission rates add up to more than the premium');
  }
  return resolved;
}

/** Where a custom premium is charged, for its taxes: the product's tax class and the charge day. */
export interface CustomPremiumTaxContext {
  taxClass: TaxClass;
  /** The day the premium is charged, YYYY-MM-DD; today by default. */
  on?: string;
}

/**
 * The quote of a custom premium of `totalPremium` cents on a policy in `province`, with the
 * product's commission rates (rating quoteRatesFrom): the broker's and the MGA's commission of the
 * premium (the insurer keeps the rest), the premium tax and the per-policy transaction fee's GST/HST
 * and PST in force on the charge day (taxes/tax-rows.ts, for the product's tax class), and the
 * credit card surcharge of `card` (with the province's tax) on the one charge of
 * everything before it. Throws RangeError unless totalPremium is whole cents above 0.
 */
export function customEndorsementQuote(
  totalPremium: Cents,
  province: Province,
  card: CardCharge,
  rates: Partial<QuoteRates> = {},
  schedule: FeeSchedule = FEE_SCHEDULE,
  at: CustomPremiumTaxContext = { taxClass: 'commercialPropertyLiability' },
): CustomEndorsementQuote {
  if (!Number.isSafeInteger(totalPremium) || totalPremium <= 0) {
    throw new RangeError(`A custom premium is whole cents above 0, got ${totalPremium}`);
  }
  const { brokerCommissionRate, dmgaRate } = ratesOf(rates, schedule);
  const premiumsSum = totalPremium;
  const brokerPremium = applyRate(premiumsSum, brokerCommissionRate);
  const dmgaPremium = applyRate(premiumsSum, dmgaRate);
  const on = at.on ?? formatDate(new Date());
  const premiumTax = taxesOn({
    province,
    taxClass: at.taxClass,
    component: 'premium',
    on,
    amount: premiumsSum,
  });
  const premiumsTaxRate = premiumTax.taxes.reduce((rate, tax) => rate + tax.rate, 0);
  const premiumsTaxes = premiumTax.total;
  const transactionFee = schedule.transactionFee;
  const feeTax = taxOnFee(transactionFee, province, { taxClass: at.taxClass, on });
  const transactionFeeTotal = transactionFee + feeTax.total;
  const beforeCard = sumCents([premiumsSum, premiumsTaxes, transactionFeeTotal]);
  const stripeFeesPreTax = cardFeeFor([beforeCard], surchargeContextOf(province, card));
  const stripeFeesPST = cardFeePst(stripeFeesPreTax, province, on);
  const stripeFees = stripeFeesPreTax + stripeFeesPST;
  return {
    premiumsSum,
    brokerPremium,
    brokerTransfer: brokerPremium,
    dmgaPremium,
    insurerPremium: premiumsSum - brokerPremium - dmgaPremium,
    premiumsTaxRate,
    premiumsTaxes,
    transactionFee,
    transactionFeeGST: feeTax.gst,
    transactionFeePST: feeTax.pst,
    transactionFeeTotal,
    stripeFeesPreTax,
    stripeFeesPST,
    stripeFees,
    totalPST: feeTax.pst + stripeFeesPST,
    total: beforeCard + stripeFees,
    taxNames: {
      premium: chargedTaxNames(premiumTax.taxes),
      transactionFee: chargedTaxNames(
        taxRowsOn({ province, taxClass: at.taxClass, component: 'transactionFee', on }),
      ),
      cardSurcharge:
        stripeFeesPST > 0
          ? chargedTaxNames(
              taxRowsOn({
                province,
                taxClass: 'commercialPropertyLiability',
                component: 'cardSurcharge',
                on,
              }),
            )
          : [],
    },
  };
}
