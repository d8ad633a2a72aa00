import { describe, expect, it } from 'vitest';
import { buildQuote } from '../rating/build-quote.ts';
import { netMargin } from '../rating/commission.ts';
import type { QuoteInput } from '../rating/types.ts';
import { payoutNumber } from './partner-payouts.ts';
import { draw, random, seeds } from '../test-support/random.ts';
import {
  isReportedTransaction,
  leadSource,
  netMarginPercentageOf,
  transactionFigures,
} from './commission-report.ts';
import { commissionReportColumns, formatReportValue, type CommissionReportLine } from './report-columns.ts';

function quoteOf(premium: number, province: QuoteInput['province'] = 'BC', customFee?: number) {
  return buildQuote({
    productId: 'tenants',
    productVersion: '3',
    province,
    rated: {
      priced: true,
      premiums: [{ key: 'contentsPremium', label: 'Contents', amount: premium }],
      unpricedReasons: [],
    },
    customFee,
  });
}

const bind = (quote: ReturnType<typeof quoteOf>, period: 'annual' | 'monthly' | 'instalment') => ({
  type: 'New Business',
  premiumDelta: quote.premiumsSum,
  taxDelta: quote.premiumsTaxes,
  feeDelta: quote.total[period] - quote.premiumsSum - quote.premiumsTaxes,
  totalDelta: quote.total[period],
  boundQuote: quote,
  paymentPeriod: period,
});

describe('transactionFigures', () => {
  it("gives a new business row its quote's split, fees and the spec's net margin for the plan", () => {
    const quote = quoteOf(100_000, 'BC', 5_000);
    const figures = transactionFigures(bind(quote, 'monthly'));
    expect(figures).toMatchObject({
      premium: 100_000,
      brokerCommission: 15_000,
      mgaCommission: 10_000,
      insurerPremium: 75_000,
      taxes: quote.premiumsTaxes,
      financingFees: 5_000,
      transactionFees: quote.transactionFeeTotal,
      providerFees: quote.stripeFees.monthly,
      pst: quote.totalPST.monthly,
      totalCharged: quote.total.monthly,
      netMargin: netMargin(quote, 'monthly').amount,
      netMarginPercentage: netMargin(quote, 'monthly').percentage,
    });
    expect(figures.premium + figures.taxes + figures.fees).toBe(figures.totalCharged);
  });

  it("splits a later change's premium in the bound quote's proportions, exactly in cents", () => {
    const quote = quoteOf(100_000);
    const figures = transactionFigures({
      type: 'Endorsement',
      premiumDelta: 12_345,
      taxDelta: 0,
      feeDelta: 0,
      totalDelta: 12_345,
      boundQuote: quote,
      paymentPeriod: 'annual',
    });
    // 15% and 10% of $123.45, each rounded half away from zero: $18.52 and $12.35 (12.345 -> 12.35).
    expect(figures).toMatchObject({ brokerCommission: 1_852, mgaCommission: 1_235, insurerPremium: 9_258 });
    expect(figures.netMargin).toBe(1_235);
    expect(figures.netMarginPercentage).toBe(10);
  });

  it('returns commission on a return premium (a cancellation) as negative figures', () => {
    const quote = quoteOf(100_000);
    const figures = transactionFigures({
      type: 'Cancellation',
      premiumDelta: -40_000,
      taxDelta: 0,
      feeDelta: -1_000,
      totalDelta: -41_000,
      boundQuote: quote,
      paymentPeriod: 'annual',
    });
    expect(figures).toMatchObject({
      premium: -40_000,
      brokerCommission: -6_000,
      mgaCommission: -4_000,
      insurerPremium: -30_000,
      fees: -1_000,
      netMargin: -5_000,
      totalCharged: -41_000,
    });
  });

  it("splits a change's fee taxes out of its fees and keeps them out of the net margin", () => {
    const quote = quoteOf(100_000);
    // A custom premium of $500 in Ontario: a $25.00 transaction fee with $3.25 HST, a $15.30 card fee.
    const figures = transactionFigures({
      type: 'Custom Premium',
      premiumDelta: 50_000,
      taxDelta: 0,
      feeDelta: 2_825 + 1_530,
      totalDelta: 50_000 + 2_825 + 1_530,
      boundQuote: quote,
      paymentPeriod: 'annual',
      charges: { transactionFee: 2_825, cardFee: 1_530 },
      feeTaxes: { gstHst: 325, pst: 0 },
    });
    expect(figures).toMatchObject({ gstHst: 325, pst: 0, transactionFees: 2_825, providerFees: 1_530 });
    // MGA 10% of $500 + the fees less their HST.
    expect(figures.netMargin).toBe(5_000 + 2_500 + 1_530);
  });

  it('always splits a premium into broker, MGA and insurer shares that add up to it', () => {
    for (const seed of seeds(1_500, 200)) {
      const { int } = draw(random(seed));
      const delta = int(-5_000_000, 5_000_000);
      const f = transactionFigures({
        type: 'Endorsement',
        premiumDelta: delta,
        taxDelta: 0,
        feeDelta: 0,
        totalDelta: delta,
        boundQuote: quoteOf(int(1, 5_000_000)),
        paymentPeriod: 'annual',
      });
      expect(f.brokerCommission + f.mgaCommission + f.insurerPremium, `seed ${seed}`).toBe(delta);
      expect(Number.isSafeInteger(f.brokerCommission) && Number.isSafeInteger(f.mgaCommission)).toBe(true);
    }
  });

  it('counts binds and changes that moved money, not a change that moved none', () => {
    const none = { premiumDelta: 0, taxDelta: 0, feeDelta: 0, totalDelta: 0 };
    expect(isReportedTransaction({ type: 'New Business', ...none })).toBe(true);
    expect(isReportedTransaction({ type: 'Payment', ...none })).toBe(false);
    expect(isReportedTransaction({ type: 'Endorsement', ...none, feeDelta: 2_500 })).toBe(true);
  });

  it('computes percentages to two decimals, 0 over a zero premium', () => {
    expect(netMarginPercentageOf(1, 3)).toBe(33.33);
    expect(netMarginPercentageOf(2, 3)).toBe(66.67);
    expect(netMarginPercentageOf(5, 0)).toBe(0);
  });
});

describe('report columns', () => {
  it('gives the broker variant the spec section 9 columns and the full variant its additions', () => {
    expect(commissionReportColumns('broker').map((c) => c.header)).toEqual([
      'Policy Number',
      'Product',
      'Province',
      'Transaction Date',
      'Type',
      'Brokerage',
      'Broker',
      'Lead Source',
      'Effective Date',
      'Payment Period',
      'Total Policy Premium',
      'Broker Premium',
      'Tax Rate',
      'Taxes',
      'Payout Amount',
      'Payout Status',
    ]);
    const full = commissionReportColumns('full').map((c) => c.header);
    for (const added of [
      'Insurer',
      'Commissions',
      'Fees',
      'Provider Fees',
      'Financing Fees',
      'Transaction Fees',
      'PST',
      'Net Margin',
      'Net Margin %',
      'Total Charged',
      'Customer ID',
      'Insurer Payment',
      'Broker Payment',
    ]) {
      expect(full).toContain(added);
    }
  });

  it('shows money in dollars, the tax rate and margin as percents', () => {
    const quote = quoteOf(100_000, 'ON');
    const line: CommissionReportLine = {
      transactionId: 't',
      applicationId: 'a',
      policyNumber: 'P-1',
      productName: 'Tenants',
      province: 'ON',
      transactionDate: '2026-11-26',
      type: 'New Business',
      brokerageName: 'Acme',
      brokerName: 'Bea Broker',
      leadSource: 'Broker',
      effectiveDate: '2026-12-01',
      paymentPeriod: 'annual',
      insurer: null,
      customerId: null,
      payoutStatus: 'Not Paid',
      figures: transactionFigures(bind(quote, 'annual')),
    };
    const cell = (key: string) => {
      const column = commissionReportColumns('full').find((c) => c.key === key)!;
      return formatReportValue(column, column.value(line));
    };
    expect(cell('premium')).toBe('$1,000.00');
    expect(cell('taxRate')).toBe(`${quote.premiumsTaxRate * 100}%`);
    expect(cell('payoutStatus')).toBe('Not Paid');
  });

  it("names a partner marketplace's leads 'Marketplace'", () => {
    expect(leadSource('Acme Market', 'Broker')).toBe('Marketplace');
    expect(leadSource(null, 'Broker')).toBe('Broker');
    expect(leadSource('  ', 'Website')).toBe('Website');
  });
});

describe('payoutNumber', () => {
  it("carries the partner's whole code, so that two insurers whose ids start alike get two numbers", () => {
    expect(payoutNumber('brokerage', 'maple', '2026-10')).toBe('PAY-202610-B-MAPLE');
    expect(payoutNumber('insurer', 'laurentian-general', '2026-10')).toBe('PAY-202610-I-LAURENTIAN-GENERAL');
    expect(payoutNumber('insurer', 'laurentian-life', '2026-10')).not.toBe(
      payoutNumber('insurer', 'laurentian-general', '2026-10'),
    );
  });
});
