import { describe, expect, it } from 'vitest';
import type { Province } from '../provinces.ts';
import { buildQuote, financingFeeFor, quoteRatesFrom, ZERO_PREMIUM_REASON } from './build-quote.ts';
import type { PremiumLine, Quote, QuoteInput } from './types.ts';

function input(amounts: number[], province: Province = 'ON', customFee?: number): QuoteInput {
  const premiums: PremiumLine[] = amounts.map((amount, index) => ({
    key: `line${index}Premium`,
    label: `Line ${index}`,
    amount,
  }));
  return {
    productId: 'tenants',
    productVersion: '3',
    province,
    rated: { priced: true, premiums, unpricedReasons: [] },
    customFee,
  };
}

/** Every number of the quote except the tax rate, however deep. */
function moneyValues(value: unknown, key = ''): number[] {
  if (typeof value === 'number') return key === 'premiumsTaxRate' || key === 'rate' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => moneyValues(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => moneyValues(v, k));
  return [];
}

describe('buildQuote: a $1,000.00 tenant premium in Ontario, worked by hand', () => {
  const quote = buildQuote(input([60_000, 40_000]));

  it('splits the premium 75 / 10 / 15 and taxes it at 8%', () => {
    expect(quote).toMatchObject({
      priced: true,
      premiumsSum: 100_000,
      insurerPremium: 75_000,
      dmgaPremium: 10_000,
      brokerPremium: 15_000,
      brokerTransfer: 15_000,
      premiumsTaxRate: 0.08,
      premiumsTaxes: 8_000,
    });
  });

  it('adds the fees: $25.00 + 13% HST, $10.00 platform fee, no custom fee, $25.00 MPF', () => {
    expect(quote).toMatchObject({
      transactionFee: 2_500,
      transactionFeeGST: 325,
      transactionFeePST: 0,
      transactionFeeTotal: 2_825,
      saasFee: 1_000,
      customFee: 0,
      customFeeTax: 0,
      customFeeTotal: 0,
      missedPaymentFee: 2_500,
      additionalPremium: 0,
    });
  });

  it('finances premium + tax ($1,080.00) at 5% monthly and 3% by instalment', () => {
    expect(quote.financingFees).toBe(5_400);
    expect(quote.instalmentFinancingFees).toBe(3_240);
  });

  it('charges the credit card surcharge per charge, at most 2.4% of the amount before it', () => {
    // annual: one charge of 111,825 x 2.4% = 2,683.8: never above 2.4%, so 2,683
    // monthly: 117,225 in 12 = 9,777 + 11 x 9,768 -> 234.648 and 234.432: 12 x 234
    // instalment: 115,065 in 4 = 28,767 + 3 x 28,766 -> 690.408 and 690.384: 4 x 690
    expect(quote.stripeFeesPreTax).toEqual({ annual: 2_683, monthly: 2_808, instalment: 2_760 });
    expect(quote.stripeFeesPST).toEqual({ annual: 0, monthly: 0, instalment: 0 });
    expect(quote.stripeFees).toEqual({ annual: 2_683, monthly: 2_808, instalment: 2_760 });
    expect(quote.financing).toEqual({ card: { cardFee: 2_808, cardFeePST: 0 } });
    expect(quote.cardFunding).toBe('credit');
  });

  it('surcharges an Ontario tenants premium by credit card at most 2.4% (was 3.02%: 2.9% + 30 cents)', () => {
    const before = quote.total.annual - quote.stripeFees.annual;
    expect(quote.stripeFees.annual * 1_000).toBeLessThanOrEqual(before * 24);
  });

  it('totals each period', () => {
    expect(quote.taxesAndFees).toEqual({ annual: 14_508, monthly: 20_033, instalment: 17_825 });
    expect(quote.total).toEqual({ annual: 114_508, monthly: 120_033, instalment: 117_825 });
    expect(quote.totalPST).toEqual({ annual: 0, monthly: 0, instalment: 0 });
  });

  it('schedules the totals', () => {
    expect(quote.schedule.annual).toEqual([{ sequence: 1, monthOffset: 0, amount: 114_508 }]);
    expect(quote.schedule.instalment.map((payment) => payment.amount)).toEqual([
      29_457, 29_456, 29_456, 29_456,
    ]);
    expect(quote.schedule.monthly.map((payment) => payment.amount)).toEqual([
      10_011,
      ...Array<number>(11).fill(10_002),
    ]);
  });

  it('keeps the premium lines and the product', () => {
    expect(quote.premiums.map((line) => line.amount)).toEqual([60_000, 40_000]);
    expect(quote).toMatchObject({
      productId: 'tenants',
      productVersion: '3',
      province: 'ON',
      unpricedReasons: [],
    });
  });
});

describe('buildQuote: $500.00 in British Columbia with a $50.00 broker fee (PST on fees)', () => {
  const quote = buildQuote(input([50_000], 'BC', 5_000));

  it('taxes the transaction fee and the custom fee with 5% GST and 7% PST', () => {
    expect(quote).toMatchObject({
      premiumsTaxes: 0,
      transactionFeeGST: 125,
      transactionFeePST: 175,
      transactionFeeTotal: 2_800,
      customFee: 5_000,
      customFeeTax: 600,
      customFeeTotal: 5_600,
    });
  });

  it('adds 7% PST on the credit card surcharge and counts every PST', () => {
    // annual: 59,400 x 2.4% = 1,425.6: at most 2.4%, so 1,425; PST 99.75 -> 100
    expect(quote.stripeFeesPreTax.annual).toBe(1_425);
    expect(quote.stripeFeesPST.annual).toBe(100);
    expect(quote.stripeFees.annual).toBe(1_525);
    expect(quote.totalPST.annual).toBe(175 + 350 + 100);
    expect(quote.total.annual).toBe(59_400 + 1_525);
  });
});

describe('buildQuote: the card decides the surcharge', () => {
  const none = { annual: 0, monthly: 0, instalment: 0 };

  it('charges a Quebec tenant no surcharge (consumer protection; was $36.32 on a $1,000 premium, annual)', () => {
    const quote = buildQuote(input([100_000], 'QC'));
    expect(quote.stripeFeesPreTax).toEqual(none);
    expect(quote.stripeFees).toEqual(none);
    expect(quote.total.annual).toBe(
      quote.premiumsSum + quote.premiumsTaxes + quote.transactionFeeTotal + 1_000,
    );
  });

  it('surcharges a credit card on a Quebec commercial policy, with QST', () => {
    const quote = buildQuote({ ...input([100_000], 'QC'), productId: 'contractors' });
    // 100,000 + 9% 9,000 + 2,500 + 125 GST + 249 QST + 1,000 = 112,874 x 2.4% = 2,708.976 -> 2,708
    expect(quote.stripeFeesPreTax.annual).toBe(2_708);
    expect(quote.stripeFeesPST.annual).toBe(270); // 9.975%: 270.12
  });

  it.each(['debit', 'prepaid', 'unknown'] as const)('charges a %s card no surcharge', (funding) => {
    const quote = buildQuote({ ...input([60_000, 40_000]), card: { funding } });
    expect(quote.stripeFees).toEqual(none);
    expect(quote.total).toEqual({ annual: 111_825, monthly: 117_225, instalment: 115_065 });
    expect(quote.cardFunding).toBe(funding);
  });
});

describe('buildQuote: half cents round away from zero, once per line', () => {
  it.each([
    // NL tenants, 10 cents: broker 1.5 -> 2, dmga 1, no premium tax on tenant insurance since
    // 2022-04-07, financing 5% of 10 = 0.5 -> 1, 3% 0.3 -> 0
    [
      'NL',
      10,
      {
        brokerPremium: 2,
        dmgaPremium: 1,
        insurerPremium: 7,
        premiumsTaxes: 0,
        financingFees: 1,
        instalmentFinancingFees: 0,
      },
    ],
    // QC, 50 cents: broker 7.5 -> 8, dmga 5, tax 9% 4.5 -> 5, financing 5% of 55 = 2.75 -> 3, 3% 1.65 -> 2
    [
      'QC',
      50,
      {
        brokerPremium: 8,
        dmgaPremium: 5,
        insurerPremium: 37,
        premiumsTaxes: 5,
        financingFees: 3,
        instalmentFinancingFees: 2,
      },
    ],
    // MB, 150 cents: broker 22.5 -> 23, dmga 15, tax 7% 10.5 -> 11, 5% of 161 = 8.05 -> 8, 3% 4.83 -> 5
    [
      'MB',
      150,
      {
        brokerPremium: 23,
        dmgaPremium: 15,
        insurerPremium: 112,
        premiumsTaxes: 11,
        financingFees: 8,
        instalmentFinancingFees: 5,
      },
    ],
    // AB, 5 cents: broker 0.75 -> 1, dmga 0.5 -> 1, no tax, 5% of 5 = 0.25 -> 0
    [
      'AB',
      5,
      {
        brokerPremium: 1,
        dmgaPremium: 1,
        insurerPremium: 3,
        premiumsTaxes: 0,
        financingFees: 0,
        instalmentFinancingFees: 0,
      },
    ],
  ] as const)('%s, %d cents', (province, premium, expected) => {
    expect(buildQuote(input([premium], province))).toMatchObject(expected);
  });

  it('rounds the custom fee taxes separately (BC, 10 cents: GST 0.5 -> 1, PST 0.7 -> 1)', () => {
    const quote = buildQuote(input([10_000], 'BC', 10));
    expect(quote.customFeeTax).toBe(2);
    expect(quote.customFeeTotal).toBe(12);
    expect(quote.totalPST.annual).toBe(175 + 1 + quote.stripeFeesPST.annual);
  });
});

describe('buildQuote: commission rates', () => {
  it('takes the product rates over the defaults', () => {
    const quote = buildQuote(input([100_000]), { brokerCommissionRate: 0.2, dmgaRate: 0.05 });
    expect(quote).toMatchObject({
      brokerPremium: 20_000,
      dmgaPremium: 5_000,
      insurerPremium: 75_000,
      brokerTransfer: 20_000,
    });
  });

  it('takes one rate and keeps the default of the other', () => {
    expect(buildQuote(input([100_000]), { dmgaRate: 0 })).toMatchObject({
      brokerPremium: 15_000,
      dmgaPremium: 0,
    });
  });

  it.each([
    [{ brokerCommissionRate: 0.6, dmgaRate: 0.5 }],
    [{ brokerCommissionRate: -0.1 }],
    [{ dmgaRate: Number.NaN }],
  ])('refuses %j', (rates) => {
    expect(() => buildQuote(input([100_000]), rates)).toThrow(RangeError);
  });

  it('reads the rates of a definition.rating, ignoring what is not a rate', () => {
    expect(quoteRatesFrom({ brokerCommissionRate: 0.12, dmgaRate: 0.08, base: 100 })).toEqual({
      brokerCommissionRate: 0.12,
      dmgaRate: 0.08,
    });
    expect(quoteRatesFrom({ brokerCommissionRate: '0.12', dmgaRate: 2 })).toEqual({});
  });
});

describe('buildQuote: unpriced', () => {
  const expectNoFigures = (quote: Quote) => {
    expect(quote.priced).toBe(false);
    expect(moneyValues(quote).every((value) => value === 0)).toBe(true);
    expect(quote.premiums).toEqual([]);
    expect(quote.schedule).toEqual({ annual: [], monthly: [], instalment: [] });
  };

  it('carries the reasons when the model cannot price', () => {
    const base = input([12_345], 'QC', 5_000);
    const quote = buildQuote({
      ...base,
      rated: { ...base.rated, priced: false, unpricedReasons: ['Refer: vacant'] },
    });
    expectNoFigures(quote);
    expect(quote.unpricedReasons).toEqual(['Refer: vacant']);
    expect(quote.premiumsTaxRate).toBe(0.09);
  });

  it('treats a premium of 0 as unpriced and says why', () => {
    const quote = buildQuote(input([0, 0], 'BC', 1_000));
    expectNoFigures(quote);
    expect(quote.unpricedReasons).toEqual([ZERO_PREMIUM_REASON]);
  });

  it('treats no premium lines as unpriced', () => {
    expectNoFigures(buildQuote(input([])));
  });
});

describe('buildQuote: refuses bad input', () => {
  it.each([
    ['a fractional premium', input([100.5])],
    ['a negative premium total', input([-100])],
    ['a fractional custom fee', input([100], 'ON', 0.5)],
    ['a negative custom fee', input([100], 'ON', -1)],
  ])('%s', (_, bad) => {
    expect(() => buildQuote(bad)).toThrow(RangeError);
  });
});

describe('buildQuote: big premiums', () => {
  it.each([
    ['ON', 1_000_000_000],
    ['QC', 123_456_789_012],
    ['BC', 99_999_999_999],
  ] as const)('%s %d cents stays in whole, safe cents', (province, premium) => {
    const quote = buildQuote(input([premium], province, 123_456));
    expect(moneyValues(quote).every((value) => Number.isSafeInteger(value))).toBe(true);
    expect(quote.insurerPremium + quote.dmgaPremium + quote.brokerPremium).toBe(premium);
    expect(quote.total.annual).toBe(premium + quote.taxesAndFees.annual);
  });
});

describe('financingFeeFor', () => {
  const quote = buildQuote(input([100_000]));
  it.each([
    ['annual', 0],
    ['monthly', 5_400],
    ['instalment', 3_240],
  ] as const)('%s -> %d', (period, fee) => {
    expect(financingFeeFor(quote, period)).toBe(fee);
  });
});
