import { describe, expect, it } from 'vitest';
import type { Province } from '../provinces.ts';
import { buildQuote } from './build-quote.ts';
import { brokerCommission, commissionTransferSummary, netMargin } from './commission.ts';
import type { QuoteInput } from './types.ts';

function input(premium: number, province: Province = 'ON', customFee?: number): QuoteInput {
  return {
    productId: 'tenants',
    productVersion: '3',
    province,
    rated: {
      priced: premium > 0,
      premiums: [{ key: 'contentsPremium', label: 'Contents', amount: premium }],
      unpricedReasons: [],
    },
    customFee,
  };
}

describe('commissionTransferSummary', () => {
  it('records the insurer and broker payouts as pending, and the MGA share, taxes and fees', () => {
    const quote = buildQuote(input(100_000, 'BC', 5_000));
    const summary = commissionTransferSummary(quote, 'monthly');
    expect(summary).toEqual({
      period: 'monthly',
      insurer: { amount: 75_000, status: 'pending' },
      broker: { amount: 15_000, status: 'pending' },
      mga: { amount: 10_000 },
      premiumsTaxes: 0,
      fees: {
        transactionFee: 2_800,
        customFee: 5_600,
        saasFee: 1_000,
        cardFee: quote.stripeFees.monthly,
        financingFee: 5_000,
      },
      total: quote.total.monthly,
    });
    expect(JSON.parse(JSON.stringify(summary))).toEqual(summary);
  });

  it.each(['annual', 'monthly', 'instalment'] as const)('%s: its parts add up to the total', (period) => {
    const quote = buildQuote(input(123_457, 'QC', 2_000));
    const s = commissionTransferSummary(quote, period);
    const fees = Object.values(s.fees).reduce((total, fee) => total + fee, 0);
    expect(s.insurer.amount + s.broker.amount + s.mga.amount + s.premiumsTaxes + fees).toBe(s.total);
  });
});

describe('brokerCommission', () => {
  it.each(['annual', 'monthly', 'instalment'] as const)(
    'is the broker payment the record shows after binding (%s plan), with its rate',
    (period) => {
      const quote = buildQuote(input(123_457, 'ON', 2_000));
      expect(brokerCommission(quote)).toEqual({
        ratePercent: 15,
        amount: commissionTransferSummary(quote, period).broker.amount,
      });
      expect(brokerCommission(quote).amount).toBe(18_519);
    },
  );

  it('is 0% of nothing on an unpriced quote', () => {
    expect(brokerCommission(buildQuote(input(0)))).toEqual({ ratePercent: 0, amount: 0 });
  });
});

describe('netMargin (spec 9)', () => {
  // ON $1,000.00: dmga 10,000 + saas 1,000 + transaction fee 2,500 + credit card surcharge (before
  // PST) + financing
  it.each([
    ['annual', 10_000 + 1_000 + 2_500 + 2_683 + 0, 16.18],
    ['monthly', 10_000 + 1_000 + 2_500 + 2_808 + 5_400, 21.71],
    ['instalment', 10_000 + 1_000 + 2_500 + 2_760 + 3_240, 19.5],
  ] as const)('%s: %d cents, %d%%', (period, amount, percentage) => {
    expect(netMargin(buildQuote(input(100_000)), period)).toEqual({ amount, percentage });
  });

  it('leaves the PST on the card fee out of the margin', () => {
    const quote = buildQuote(input(100_000, 'BC'));
    const margin = netMargin(quote, 'annual');
    expect(margin.amount).toBe(
      quote.dmgaPremium + quote.saasFee + quote.transactionFee + quote.stripeFeesPreTax.annual,
    );
  });

  it('gives the percentage with two decimals', () => {
    // AB, 3 cents: dmga 0 + saas 1,000 + transaction fee 2,500 + surcharge (3,628 x 2.4% = 87.07 -> 87)
    expect(netMargin(buildQuote(input(3, 'AB')), 'annual')).toEqual({
      amount: 3_587,
      percentage: 119_566.67,
    });
  });

  it('rounds a half hundredth of a percent away from zero', () => {
    const quote = buildQuote(input(80_000, 'AB'));
    const amount = netMargin(quote, 'annual').amount;
    // Move the MGA share so that the margin is 8k + 4 cents: (8k + 4) / 80,000 = (k + 0.5) hundredths of a percent.
    const dmgaPremium = quote.dmgaPremium + (4 - (amount % 8));
    const margin = netMargin({ ...quote, dmgaPremium }, 'annual');
    expect(margin.amount % 8).toBe(4);
    expect(margin.percentage).toBe((Math.floor(margin.amount / 8) + 1) / 100);
  });

  it('is 0% of an unpriced quote', () => {
    expect(netMargin(buildQuote(input(0)), 'monthly')).toEqual({ amount: 0, percentage: 0 });
  });
});
