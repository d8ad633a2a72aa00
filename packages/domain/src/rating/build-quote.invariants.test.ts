import { describe, expect, it } from 'vitest';
import { PROVINCES, type Province } from '../provinces.ts';
import { taxRowsOn } from '../taxes/taxes-on.ts';
import { taxClassOf, type TaxComponent, type TaxKind } from '../taxes/tax-rows.ts';
import { PAYMENT_PERIODS } from '../statuses.ts';
import { buildQuote } from './build-quote.ts';
import { FEE_SCHEDULE } from './fee-schedule.ts';
import { PAYMENT_PLANS } from './payment-schedule.ts';
import type { Quote, QuoteInput } from './types.ts';
import { random } from '../test-support/random.ts';

/** amount x rate rounded half away from zero, in exact integer arithmetic (a reference for applyRate). */
function exactRate(amount: number, rate: number): number {
  const [whole = '0', fraction = ''] = rate.toString().split('.');
  const denominator = 10n ** BigInt(fraction.length);
  const product = BigInt(amount) * BigInt(whole + fraction);
  const magnitude = product < 0n ? -product : product;
  const rounded = magnitude / denominator + (2n * (magnitude % denominator) >= denominator ? 1n : 0n);
  return Number(product < 0n ? -rounded : rounded);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The quotes are charged on this day (every plan's payments fall before a rate changes). */
const CHARGE_DAY = '2025-06-01';

/** The province's rates on CHARGE_DAY for the product's tax class, from the dated tax rows. */
function ratesOf(province: Province, productId: string) {
  const taxClass = taxClassOf(productId);
  const rate = (component: TaxComponent, kind: TaxKind) =>
    taxRowsOn({ province, taxClass, component, on: CHARGE_DAY }).find(
      (row) => row.kind === kind,
    )?.rate ?? Number.NaN;
  return {
    premiumTaxRate: rate('premium', 'provincial'),
    gstRate: rate('transactionFee', 'federal'),
    pstRate: rate('transactionFee', 'provincial'),
    cardPstRate: rate('cardSurcharge', 'provincial'),
  };
}

/** Every rule of the quote, checked against an independent computation; returns what is wrong. */
function problemsOf(quote: Quote, input: QuoteInput): string[] {
  const problems: string[] = [];
  const check = (what: string, actual: number, expected: number) => {
    if (actual !== expected)
      problems.push(`${input.province} ${quote.premiumsSum}: ${what} ${actual} != ${expected}`);
  };
  const taxes = ratesOf(input.province, input.productId);
  const customFee = input.customFee ?? 0;
  const premiumsSum = sum(input.rated.premiums.map((line) => line.amount));
  check('premiumsSum', quote.premiumsSum, premiumsSum);
  check('split', quote.insurerPremium + quote.dmgaPremium + quote.brokerPremium, premiumsSum);
  check('broker', quote.brokerPremium, exactRate(premiumsSum, 0.15));
  check('dmga', quote.dmgaPremium, exactRate(premiumsSum, 0.1));
  check('brokerTransfer', quote.brokerTransfer, quote.brokerPremium);
  check('premiumsTaxes', quote.premiumsTaxes, exactRate(premiumsSum, taxes.premiumTaxRate));
  check('transactionFeeGST', quote.transactionFeeGST, exactRate(2_500, taxes.gstRate));
  check('transactionFeePST', quote.transactionFeePST, exactRate(2_500, taxes.pstRate));
  check(
    'transactionFeeTotal',
    quote.transactionFeeTotal,
    2_500 + quote.transactionFeeGST + quote.transactionFeePST,
  );
  const customFeePST = exactRate(customFee, taxes.pstRate);
  check('customFeeTax', quote.customFeeTax, exactRate(customFee, taxes.gstRate) + customFeePST);
  check('customFeeTotal', quote.customFeeTotal, customFee + quote.customFeeTax);
  const financed = premiumsSum + quote.premiumsTaxes;
  check('financingFees', quote.financingFees, exactRate(financed, 0.05));
  check('instalmentFinancingFees', quote.instalmentFinancingFees, exactRate(financed, 0.03));
  check('financing.card.cardFee', quote.financing.card.cardFee, quote.stripeFeesPreTax.monthly);
  check('financing.card.cardFeePST', quote.financing.card.cardFeePST, quote.stripeFeesPST.monthly);
  for (const period of PAYMENT_PERIODS) {
    const financing =
      period === 'annual' ? 0 : period === 'monthly' ? quote.financingFees : quote.instalmentFinancingFees;
    const fees = quote.premiumsTaxes + quote.transactionFeeTotal + quote.customFeeTotal + quote.saasFee;
    const { payments } = PAYMENT_PLANS[period];
    const charged = premiumsSum + fees + financing;
    const share = Math.floor(charged / payments);
    const charges = [charged - share * (payments - 1), ...Array<number>(payments - 1).fill(share)];
    // The credit card surcharge: 2.4% of each charge rounded down, none to a Quebec consumer.
    const quebecConsumer = input.province === 'QC' && input.productId === 'tenants';
    const cardFee = quebecConsumer
      ? 0
      : sum(charges.map((charge) => (charge > 0 ? Math.floor((charge * 24) / 1_000) : 0)));
    check(`stripeFeesPreTax.${period}`, quote.stripeFeesPreTax[period], cardFee);
    check(`stripeFeesPST.${period}`, quote.stripeFeesPST[period], exactRate(cardFee, taxes.cardPstRate));
    check(`stripeFees.${period}`, quote.stripeFees[period], cardFee + quote.stripeFeesPST[period]);
    check(
      `totalPST.${period}`,
      quote.totalPST[period],
      quote.transactionFeePST + customFeePST + quote.stripeFeesPST[period],
    );
    check(`taxesAndFees.${period}`, quote.taxesAndFees[period], fees + quote.stripeFees[period] + financing);
    check(`total.${period}`, quote.total[period], premiumsSum + quote.taxesAndFees[period]);
    const schedule = quote.schedule[period];
    check(`schedule.${period} sum`, sum(schedule.map((payment) => payment.amount)), quote.total[period]);
    check(`schedule.${period} length`, schedule.length, payments);
  }
  return problems;
}

function input(amounts: number[], province: Province, customFee?: number): QuoteInput {
  const premiums = amounts.map((amount, index) => ({ key: `p${index}`, label: `P${index}`, amount }));
  return {
    // Personal lines on odd sums: a Quebec consumer pays no surcharge.
    productId: amounts.reduce((a, b) => a + b, 0) % 2 === 1 ? 'tenants' : 'p',
    productVersion: '1',
    province,
    rated: { priced: true, premiums, unpricedReasons: [] },
    customFee,
    chargeDay: CHARGE_DAY,
  };
}

describe('buildQuote invariants', () => {
  it('the fee schedule is the one the reference assumes', () => {
    expect(FEE_SCHEDULE.transactionFee).toBe(2_500);
    expect(FEE_SCHEDULE.card).toEqual({ minimumCharge: 50 });
  });

  it.each(PROVINCES)('%s: every premium from 1 to 5,000 cents', (province) => {
    const problems: string[] = [];
    for (let premium = 1; premium <= 5_000; premium += 1) {
      const quoteInput = input([premium], province, premium % 7 === 0 ? premium : undefined);
      problems.push(...problemsOf(buildQuote(quoteInput), quoteInput));
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it.each(PROVINCES)('%s: random premiums, lines and custom fees up to $100M', (province) => {
    const next = random(province.charCodeAt(0) * 31 + province.charCodeAt(1));
    const problems: string[] = [];
    for (let round = 0; round < 1_000; round += 1) {
      const scale = 10 ** Math.floor(next() * 10);
      const lines = Array.from({ length: 1 + Math.floor(next() * 4) }, () => Math.floor(next() * scale));
      const customFee = next() < 0.5 ? Math.floor(next() * 100_000) : undefined;
      const quoteInput = input(lines, province, customFee);
      const quote = buildQuote(quoteInput);
      if (quote.priced) problems.push(...problemsOf(quote, quoteInput));
      else if (sum(lines) !== 0) problems.push(`${province} ${sum(lines)}: unpriced`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});
