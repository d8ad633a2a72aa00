import { formatDate } from '../dates.ts';
import { applyRate, sumCents, type Cents } from '../money.ts';
import type { PaymentPeriod } from '../statuses.ts';
import { planCharges, planPremiumTax, planSchedule } from '../taxes/plan-taxes.ts';
import { taxClassOf } from '../taxes/tax-rows.ts';
import { chargedTaxNames, premiumTaxRateOn, taxRowsOn } from '../taxes/taxes-on.ts';
import {
  cardFeeFor,
  cardFeePst,
  FEE_SCHEDULE,
  taxOnFee,
  type FeeSchedule,
  type QuoteRates,
} from './fee-schedule.ts';
import { isPersonalLines } from './card-surcharge.ts';
import type { PerPeriod, Quote, QuoteInput, QuoteTaxNames } from './types.ts';

/** The reason given when a priced rating adds up to no premium. */
export const ZERO_PREMIUM_REASON = 'The answers give no premium to charge.';

function perPeriod<T>(value: (period: PaymentPeriod) => T): PerPeriod<T> {
  return { annual: value('annual'), monthly: value('monthly'), instalment: value('instalment') };
}

function isRate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}

/**
 * The commission rates a product's definition.rating gives (`brokerCommissionRate`, `dmgaRate`),
 * ignoring anything that is not a rate between 0 and 1.
 */
export function quoteRatesFrom(rating: Record<string, unknown>): Partial<QuoteRates> {
  const rates: Partial<QuoteRates> = {};
  if (isRate(rating.brokerCommissionRate)) rates.brokerCommissionRate = rating.brokerCommissionRate;
  if (isRate(rating.dmgaRate)) rates.dmgaRate = rating.dmgaRate;
  return rates;
}

function resolveRates(rates: Partial<QuoteRates>, schedule: FeeSchedule): QuoteRates {
  const resolved = { ...schedule.defaultRates, ...rates };
  const { brokerCommissionRate, dmgaRate } = resolved;
  if (!isRate(brokerCommissionRate) || !isRate(dmgaRate) || brokerCommissionRate + dmgaRate > 1) {
    throw new RangeError(`Invalid commission rates: broker ${brokerCommissionRate}, dmga ${dmgaRate}`);
  }
  return resolved;
}

function checkCents(value: Cents, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be whole cents, got ${value}`);
}

/** The day the quote's first payment is charged: as given, else today (Vancouver). */
function chargeDayOf(input: QuoteInput): string {
  return input.chargeDay ?? formatDate(new Date());
}

function unpricedQuote(input: QuoteInput, reasons: string[]): Quote {
  const zero = perPeriod(() => 0);
  const noTaxes: QuoteTaxNames = {
    premium: perPeriod(() => []),
    transactionFee: [],
    customFee: [],
    cardSurcharge: [],
  };
  return {
    priced: false,
    productId: input.productId,
    productVersion: input.productVersion,
    province: input.province,
    premiums: [],
    premiumsSum: 0,
    insurerPremium: 0,
    dmgaPremium: 0,
    brokerPremium: 0,
    brokerTransfer: 0,
    premiumsTaxRate: premiumTaxRateOn({
      province: input.province,
      taxClass: taxClassOf(input.productId),
      on: chargeDayOf(input),
    }),
    premiumsTaxes: 0,
    premiumsTaxesByPeriod: zero,
    taxNames: noTaxes,
    customFee: 0,
    customFeeTax: 0,
    customFeeTotal: 0,
    missedPaymentFee: 0,
    transactionFee: 0,
    transactionFeeGST: 0,
    transactionFeePST: 0,
    transactionFeeTotal: 0,
    saasFee: 0,
    stripeFeesPreTax: zero,
    stripeFeesPST: zero,
    stripeFees: zero,
    financingFees: 0,
    instalmentFinancingFees: 0,
    financing: { card: { cardFee: 0, cardFeePST: 0 } },
    totalPST: zero,
    taxesAndFees: zero,
    total: zero,
    schedule: perPeriod(() => []),
    additionalPremium: 0,
    unpricedReasons: reasons,
  };
}

/**
 * The common quote builder: turns a product's rated premiums into every Quote field for each
 * payment period, in integer cents, each line rounded once and every total the sum of its lines.
 *
 * The credit card surcharge (card-surcharge.ts; input.card: credit unless told otherwise) depends on
 * the amount charged, which would include the surcharge itself; to break the circle, each charge's fee is computed on that charge's share of the total before card
 * fees (split as the payment schedule splits it), and the plan's card fee is the sum of them.
 * Unpriced answers (or a premium of 0) give a quote with no figures and the reasons why.
 */
export function buildQuote(
  input: QuoteInput,
  rates: Partial<QuoteRates> = {},
  schedule: FeeSchedule = FEE_SCHEDULE,
): Quote {
  const { province, rated } = input;
  const customFeeInput = input.customFee ?? 0;
  checkCents(customFeeInput, 'Custom fee');
  if (customFeeInput < 0) throw new RangeError(`Custom fee cannot be negative, got ${customFeeInput}`);
  if (!rated.priced) return unpricedQuote(input, [...rated.unpricedReasons]);
  rated.premiums.forEach((line) => checkCents(line.amount, `Premium ${line.key}`));
  const premiumsSum = sumCents(rated.premiums.map((line) => line.amount));
  if (premiumsSum < 0) throw new RangeError(`Premiums cannot add up to less than 0, got ${premiumsSum}`);
  if (premiumsSum === 0) {
    const reasons = rated.unpricedReasons.length > 0 ? rated.unpricedReasons : [ZERO_PREMIUM_REASON];
    return unpricedQuote(input, [...reasons]);
  }

  const { brokerCommissionRate, dmgaRate } = resolveRates(rates, schedule);
  const brokerPremium = applyRate(premiumsSum, brokerCommissionRate);
  const dmgaPremium = applyRate(premiumsSum, dmgaRate);
  // Taxes from the dated rows (taxes/tax-rows.ts): each payment's premium tax at the rate in force
  // on its due day, the fees' taxes on the charge day.
  const chargeDay = chargeDayOf(input);
  const effectiveDay = input.effectiveDay ?? chargeDay;
  const taxClass = taxClassOf(input.productId);
  const premiumsTaxRate = premiumTaxRateOn({ province, taxClass, on: chargeDay });
  const planTax = perPeriod((period) =>
    planPremiumTax({ province, taxClass, premium: premiumsSum, period, chargeDay, effectiveDay }),
  );
  const premiumsTaxesByPeriod = perPeriod((p) => planTax[p].total);
  const premiumsTaxes = premiumsTaxesByPeriod.annual;
  const transactionFee = schedule.transactionFee;
  const transactionFeeTax = taxOnFee(transactionFee, province, { taxClass, on: chargeDay });
  const transactionFeeTotal = transactionFee + transactionFeeTax.total;
  const customFeeTax = taxOnFee(customFeeInput, province, {
    taxClass,
    on: chargeDay,
    component: 'customFee',
  });
  const customFeeTotal = customFeeInput + customFeeTax.total;
  const saasFee = schedule.saasFee;
  const financingFees = applyRate(
    premiumsSum + premiumsTaxesByPeriod.monthly,
    schedule.financingRates.monthly,
  );
  const instalmentFinancingFees = applyRate(
    premiumsSum + premiumsTaxesByPeriod.instalment,
    schedule.financingRates.instalment,
  );
  const financingOf = perPeriod((p) =>
    p === 'annual' ? 0 : p === 'monthly' ? financingFees : instalmentFinancingFees,
  );
  const feesBeforeCard = perPeriod(
    (p) => premiumsTaxesByPeriod[p] + transactionFeeTotal + customFeeTotal + saasFee,
  );

  const cardFunding = input.card?.funding ?? 'credit';
  const surchargeContext = {
    funding: cardFunding,
    province,
    personalLines: isPersonalLines(input.productId),
    on: input.card?.on ?? chargeDay,
  };
  const stripeFeesPreTax = perPeriod((p) => {
    const chargedBeforeCardFees = premiumsSum + feesBeforeCard[p] + financingOf[p];
    return cardFeeFor(planCharges(chargedBeforeCardFees, p, planTax[p]), surchargeContext);
  });
  const stripeFeesPST = perPeriod((p) => cardFeePst(stripeFeesPreTax[p], province, chargeDay));
  const stripeFees = perPeriod((p) => stripeFeesPreTax[p] + stripeFeesPST[p]);
  const taxesAndFees = perPeriod((p) => feesBeforeCard[p] + stripeFees[p] + financingOf[p]);
  const feeTaxNames = (component: 'transactionFee' | 'customFee' | 'cardSurcharge') =>
    chargedTaxNames(taxRowsOn({ province, taxClass, component, on: chargeDay }));
  const total = perPeriod((p) => premiumsSum + taxesAndFees[p]);

  return {
    priced: true,
    productId: input.productId,
    productVersion: input.productVersion,
    province,
    premiums: rated.premiums.map((line) => ({ ...line })),
    premiumsSum,
    insurerPremium: premiumsSum - brokerPremium - dmgaPremium,
    dmgaPremium,
    brokerPremium,
    brokerTransfer: brokerPremium,
    premiumsTaxRate,
    premiumsTaxes,
    premiumsTaxesByPeriod,
    taxNames: {
      premium: perPeriod((p) => planTax[p].names),
      transactionFee: feeTaxNames('transactionFee'),
      customFee: customFeeInput > 0 ? feeTaxNames('customFee') : [],
      cardSurcharge: feeTaxNames('cardSurcharge'),
    },
    customFee: customFeeInput,
    customFeeTax: customFeeTax.total,
    customFeeTotal,
    missedPaymentFee: schedule.missedPaymentFee,
    transactionFee,
    transactionFeeGST: transactionFeeTax.gst,
    transactionFeePST: transactionFeeTax.pst,
    transactionFeeTotal,
    saasFee,
    stripeFeesPreTax,
    stripeFeesPST,
    stripeFees,
    financingFees,
    instalmentFinancingFees,
    financing: { card: { cardFee: stripeFeesPreTax.monthly, cardFeePST: stripeFeesPST.monthly } },
    totalPST: perPeriod((p) => transactionFeeTax.pst + customFeeTax.pst + stripeFeesPST[p]),
    taxesAndFees,
    total,
    schedule: perPeriod((p) => planSchedule(total[p], p, planTax[p])),
    additionalPremium: 0,
    unpricedReasons: [...rated.unpricedReasons],
    cardFunding,
  };
}

/** The financing fee of a plan: none for annual, financingFees monthly, instalmentFinancingFees. */
export function financingFeeFor(quote: Quote, period: PaymentPeriod): Cents {
  if (period === 'monthly') return quote.financingFees;
  if (period === 'instalment') return quote.instalmentFinancingFees;
  return 0;
}
