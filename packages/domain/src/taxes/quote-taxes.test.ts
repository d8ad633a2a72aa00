import { describe, expect, it } from 'vitest';
import { endorsementTotals } from '../endorsement/endorsement-totals.ts';
import { timelineFromQuote } from '../premium/timeline.ts';
import { productDefinition } from '../products/definitions/index.ts';
import { quoteApplication } from '../products/quote-application.ts';
import { sampleTenantsForm } from '../products/sample-forms.ts';
import type { Province } from '../provinces.ts';
import { buildQuote } from '../rating/build-quote.ts';
import { cardFeeFor } from '../rating/fee-schedule.ts';
import { quoteForPlan } from '../rating/quote-for-plan.ts';
import type { QuoteInput } from '../rating/types.ts';
import { paymentDueDays, planPremiumTax } from './plan-taxes.ts';

function input(
  productId: string,
  province: Province,
  premium: number,
  days: Partial<QuoteInput> = {},
): QuoteInput {
  return {
    productId,
    productVersion: '1',
    province,
    rated: {
      priced: true,
      premiums: [{ key: 'contentsPremium', label: 'Contents', amount: premium }],
      unpricedReasons: [],
    },
    chargeDay: '2026-11-28',
    ...days,
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('known error: NL tenants carried the 15% RST that home and tenant insurance lost on 2022-04-07', () => {
  it.each(['tenants', 'student-tenants', 'tenants-plus'])(
    '%s: no premium tax on a $1,000 annual premium, the fee with HST',
    (productId) => {
      const quote = buildQuote(input(productId, 'NL', 100_000));
      expect(quote.premiumsTaxRate).toBe(0);
      expect(quote.premiumsTaxes).toBe(0);
      expect(quote.transactionFeeGST).toBe(375);
      expect(quote.transactionFeePST).toBe(0);
      // premium + fee and its HST + platform fee, and the card fee of the one charge.
      const beforeCard = 100_000 + 2_875 + 1_000;
      expect(quote.total.annual).toBe(
        beforeCard +
          cardFeeFor([beforeCard], {
            funding: 'credit',
            province: 'NL',
            personalLines: true,
            on: '2026-11-28',
          }),
      );
      // Before: $150.00 of RST plus the card fee on it.
      expect(quote.total.annual).toBeLessThan(beforeCard + 15_000);
    },
  );

  it('NL commercial lines stay at 15%, and their transaction fee carries the RST owed to the province', () => {
    const quote = buildQuote(input('contractors', 'NL', 100_000));
    expect(quote.premiumsTaxes).toBe(15_000);
    expect(quote.transactionFeeGST).toBe(0);
    expect(quote.transactionFeePST).toBe(375);
    expect(quote.taxNames.transactionFee).toEqual([
      {
        kind: 'provincial',
        name: 'NL retail sales tax',
        rate: 0.15,
        authority: 'Newfoundland and Labrador Department of Finance',
      },
    ]);
    expect(quote.taxNames.premium.annual[0]?.authority).toBe(
      'Newfoundland and Labrador Department of Finance',
    );
  });
});

describe('known error: a QC plan bound in 2026 paid its 2027 payments at 9%, not 9.975%', () => {
  const quote = buildQuote(input('tenants', 'QC', 120_000, { effectiveDay: '2026-11-28' }));

  it('each payment falls due on its day: the first at bind, the others from the effective date', () => {
    expect(paymentDueDays('monthly', '2026-11-28', '2026-11-28').slice(0, 3)).toEqual([
      '2026-11-28',
      '2026-12-28',
      '2027-01-28',
    ]);
    expect(paymentDueDays('instalment', '2026-11-28', '2026-12-15')).toEqual([
      '2026-11-28',
      '2027-03-15',
      '2027-06-15',
      '2027-09-15',
    ]);
  });

  it('annual: the whole premium at 9% on the charge day', () => {
    expect(quote.premiumsTaxRate).toBe(0.09);
    expect(quote.premiumsTaxes).toBe(10_800);
    expect(quote.premiumsTaxesByPeriod.annual).toBe(10_800);
  });

  it('monthly: 2 payments of $100 at 9% in 2026, 10 at 9.975% in 2027; premiumsTaxes is their sum', () => {
    const monthly = planPremiumTax({
      province: 'QC',
      taxClass: 'personalProperty',
      premium: 120_000,
      period: 'monthly',
      chargeDay: '2026-11-28',
      effectiveDay: '2026-11-28',
    });
    expect(monthly.perPayment.slice(0, 2)).toEqual([900, 900]);
    expect(sum(monthly.perPayment.slice(2))).toBe(9_975);
    expect(quote.premiumsTaxesByPeriod.monthly).toBe(1_800 + 9_975);
    expect(quoteForPlan(quote, 'monthly').premiumsTaxes).toBe(11_775);
    expect(quote.taxNames.premium.monthly.map((tax) => tax.rate)).toEqual([0.09, 0.09975]);
    // The financing fee is 5% of the premium and the plan's tax.
    expect(quote.financingFees).toBe(Math.round((120_000 + 11_775) * 0.05));
  });

  it('instalment: 1 payment at 9%, 3 at 9.975%', () => {
    // 30,000 x 9% = 2,700; 90,000 x 9.975% = 8,977.5 -> 8,978
    expect(quote.premiumsTaxesByPeriod.instalment).toBe(2_700 + 8_978);
  });

  it('every plan: the schedule adds up to the total to the cent, and the 2027 payments carry the higher tax', () => {
    for (const period of ['annual', 'monthly', 'instalment'] as const) {
      const schedule = quote.schedule[period];
      expect(sum(schedule.map((payment) => payment.amount))).toBe(quote.total[period]);
      expect(quote.taxesAndFees[period]).toBe(quote.total[period] - quote.premiumsSum);
    }
    const monthly = quote.schedule.monthly.map((payment) => payment.amount);
    expect(monthly[2]! - monthly[1]!).toBeGreaterThanOrEqual(97);
    expect(monthly[3]! - monthly[1]!).toBe(97);
  });

  it('a QC tenants application bound 2026-11-28 on a monthly plan, priced as the server prices a bind', () => {
    const definition = productDefinition('tenants')!;
    const form = sampleTenantsForm('2026-11-28', {
      'business-address-province': 'QC',
      'business-address-postal': 'H2X 1Y4',
      'business-address-city': 'Montréal',
    });
    const { quote: bound } = quoteApplication(definition, form, { today: '2026-11-28' });
    expect(bound.priced).toBe(true);
    expect(bound.province).toBe('QC');
    const plan = planPremiumTax({
      province: 'QC',
      taxClass: 'personalProperty',
      premium: bound.premiumsSum,
      period: 'monthly',
      chargeDay: '2026-11-28',
      effectiveDay: '2026-11-28',
    });
    expect(plan.uniform).toBe(false);
    expect(bound.premiumsTaxesByPeriod.monthly).toBe(plan.total);
    expect(bound.premiumsTaxesByPeriod.monthly).toBeGreaterThan(bound.premiumsTaxesByPeriod.annual);
    // A return follows the rate the premium was charged at: the plan's, in proportion.
    const timeline = timelineFromQuote(quoteForPlan(bound, 'monthly'), '2026-11-28', '2027-11-28');
    expect(timeline.segments[0]?.taxRate).toBeCloseTo(plan.total / bound.premiumsSum, 12);
  });
});

describe('an endorsement takes the rate of its charge day; a return the rate it was charged at', () => {
  const days = { termDays: 365, daysRemaining: 365 };
  const card = { funding: 'credit' as const, productId: 'tenants', on: '2027-02-01' };
  const bound = buildQuote(input('tenants', 'QC', 100_000, { chargeDay: '2026-06-01' }));

  it('an additional premium charged in 2027 on a QC policy bound in 2026 is taxed at 9.975%', () => {
    const more = buildQuote(input('tenants', 'QC', 110_000, { chargeDay: '2027-02-01' }));
    expect(endorsementTotals(bound, more, days, card)).toMatchObject({ premium: 10_000, tax: 998 });
  });

  it('a return in 2027 of premium charged in 2026 returns its 9% tax', () => {
    const less = buildQuote(input('tenants', 'QC', 90_000, { chargeDay: '2027-02-01' }));
    expect(endorsementTotals(bound, less, days, card)).toMatchObject({ premium: -10_000, tax: -900 });
  });
});
