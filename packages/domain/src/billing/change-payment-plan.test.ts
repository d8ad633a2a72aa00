import { describe, expect, it } from 'vitest';
import { policyEffectiveInstant } from '../dates.ts';
import { financingFeeFor } from '../rating/build-quote.ts';
import { PAYMENT_PERIODS } from '../statuses.ts';
import { changePaymentPlanQuote, financingFeeAdded, newPlanDays } from './change-payment-plan.ts';
import { boundPolicy, changeInput, planQuote } from './change-payment-plan.test-support.ts';
import { boundPlanParts, partsAddUp, sumParts } from './plan-parts.ts';

const at = (day: string) => policyEffectiveInstant(day);

describe('boundPlanParts', () => {
  it.each([
    ['QC', '2026-09-15'],
    ['ON', '2026-09-15'],
    ['BC', '2025-03-01'],
  ] as const)(
    'splits every plan of a %s quote bound on %s into parts that add up to the quote',
    (province, day) => {
      const quote = planQuote({ province, premium: 123_457, chargeDay: day, customFee: 2_500 });
      for (const period of PAYMENT_PERIODS) {
        const parts = boundPlanParts(quote, period, { chargeDay: day, effectiveDay: day });
        expect(parts.every(partsAddUp)).toBe(true);
        const total = sumParts(parts);
        expect(total.amount).toBe(quote.total[period]);
        expect(total.premium).toBe(quote.premiumsSum);
        expect(total.premiumTax).toBe(quote.premiumsTaxesByPeriod[period]);
        expect(total.financingFee).toBe(financingFeeFor(quote, period));
        expect(total.surcharge).toBe(quote.stripeFees[period]);
        expect(total.surchargePst).toBe(quote.stripeFeesPST[period]);
      }
    },
  );

  it('taxes each Quebec payment at the rate of its own due day (9% to 2026-12-31, 9.975% after)', () => {
    const quote = planQuote({ province: 'QC', premium: 120_000, chargeDay: '2026-09-15' });
    const parts = boundPlanParts(quote, 'monthly', { chargeDay: '2026-09-15', effectiveDay: '2026-09-15' });
    // September to December: 4 x 10,000 at 9%; January to August: 8 x 10,000 at 9.975% (7,980).
    expect(parts.slice(0, 4).map((part) => part.premiumTax)).toEqual([900, 900, 900, 900]);
    expect(parts.slice(4).map((part) => part.premiumTax)).toEqual([1_001, 997, 997, 997, 997, 997, 997, 997]);
  });
});

describe('newPlanDays', () => {
  const term = { effectiveDay: '2026-09-15', expiryDay: '2027-09-15', today: '2026-11-28' };
  it('keeps the new plan’s own dates from the first payment moved, before expiry', () => {
    expect(newPlanDays('instalment', { ...term, from: '2026-12-15' })).toEqual([
      '2026-12-15',
      '2027-03-15',
      '2027-06-15',
    ]);
    expect(newPlanDays('monthly', { ...term, from: '2027-03-15' })).toEqual([
      '2027-03-15',
      '2027-04-15',
      '2027-05-15',
      '2027-06-15',
      '2027-07-15',
      '2027-08-15',
    ]);
    expect(newPlanDays('annual', { ...term, from: '2026-12-15' })).toEqual(['2026-11-28']);
    expect(newPlanDays('instalment', { ...term, from: '2027-07-15' })).toEqual([]);
  });
});

describe('changePaymentPlanQuote', () => {
  const quebec = planQuote({ province: 'QC', premium: 120_000, chargeDay: '2026-09-15' });
  const monthly = boundPolicy(quebec, 'monthly', '2026-09-15', '2026-09-15', '2026-11-15');

  it('moves a Quebec monthly policy to instalments: the payments left on the instalment dates, taxed on their own days', () => {
    const { quote, refusal } = changePaymentPlanQuote(changeInput(monthly, 'instalment', at('2026-11-28')));
    expect(refusal).toBeNull();
    // December to August (payments 4 to 12) are not yet due: 9 x 10,000 of premium move.
    expect(quote.moved.map((line) => line.instalmentNumber)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(quote.payments.map((payment) => [payment.instalmentNumber, payment.dueDay])).toEqual([
      [13, '2026-12-15'],
      [14, '2027-03-15'],
      [15, '2027-06-15'],
    ]);
    expect(quote.payments.map((payment) => payment.parts.premium)).toEqual([30_000, 30_000, 30_000]);
    // Before: 10,000 in December at 9% and 80,000 in 2027 at 9.975%; after: 30,000 in December.
    expect(quote.premiumTaxBefore).toBe(900 + 7_980);
    expect(quote.payments.map((payment) => payment.parts.premiumTax)).toEqual([2_700, 2_993, 2_992]);
    expect(quote.premiumTaxAfter).toBe(8_685);
    // The monthly fee of the payments moved is returned; the instalment plan's rate on what it finances.
    const fees = boundPlanParts(quebec, 'monthly', { chargeDay: '2026-09-15', effectiveDay: '2026-09-15' });
    expect(quote.financingFeeReturned).toBe(sumParts(fees.slice(3)).financingFee);
    expect(quote.financingFeeAdded).toBe(financingFeeAdded(quebec, 'instalment', 90_000 + 8_685));
    expect(quote.financingFeeAdded).toBeGreaterThan(0);
    expect(quote.financingFeeAdded).toBeLessThan(quebec.instalmentFinancingFees);
    expect(quote.scheduledAmount).toBe(
      quote.movedAmount -
        quote.financingFeeReturned +
        quote.financingFeeAdded -
        quote.surchargeReturned +
        quote.surchargeAdded +
        quote.premiumTaxAfter -
        quote.premiumTaxBefore,
    );
    expect(quote.chargeNow).toBe(0);
  });

  it.each([
    ['2026-12-31', 7_200],
    ['2027-01-01', 7_980],
  ])('going to annual on %s taxes the premium paid that day at that day’s Quebec rate', (day, taxAfter) => {
    const policy = boundPolicy(quebec, 'monthly', '2026-09-15', '2026-09-15', '2026-12-15');
    const { quote, refusal } = changePaymentPlanQuote(changeInput(policy, 'annual', at(day)));
    expect(refusal).toBeNull();
    // January to August (8 x 10,000), billed at 9.975%, paid now in one payment.
    expect(quote.premiumTaxBefore).toBe(7_980);
    expect(quote.premiumTaxAfter).toBe(taxAfter);
    expect(quote.payments).toHaveLength(1);
    expect(quote.payments[0]?.dueDay).toBe(day);
    expect(quote.financingFeeAdded).toBe(0);
    expect(quote.chargeNow).toBe(quote.scheduledAmount);
  });

  it('going to annual also pays the overdue invoices, which otherwise stay as they are', () => {
    const late = boundPolicy(quebec, 'monthly', '2026-09-15', '2026-09-15', '2026-10-15');
    const toAnnual = changePaymentPlanQuote(changeInput(late, 'annual', at('2026-11-28'))).quote;
    const overdue = late.invoices[2]!.parts!.amount;
    expect(toAnnual.overdue.map((line) => line.invoiceId)).toEqual(['plan-3']);
    expect(toAnnual.chargeNow).toBe(toAnnual.scheduledAmount + overdue);
    const toInstalment = changePaymentPlanQuote(changeInput(late, 'instalment', at('2026-11-28'))).quote;
    expect(toInstalment.overdueAmount).toBe(overdue);
    expect(toInstalment.chargeNow).toBe(0);
    expect(toInstalment.moved.map((line) => line.invoiceId)).not.toContain('plan-3');
  });

  it('surcharges a credit card’s new payments, never a debit card’s', () => {
    const ontario = planQuote({ province: 'ON', premium: 120_000, chargeDay: '2026-09-15' });
    const policy = boundPolicy(ontario, 'monthly', '2026-09-15', '2026-09-15', '2026-11-15');
    const credit = changePaymentPlanQuote(
      changeInput(policy, 'instalment', at('2026-11-28'), 'credit'),
    ).quote;
    const debit = changePaymentPlanQuote(changeInput(policy, 'instalment', at('2026-11-28'), 'debit')).quote;
    expect(credit.surchargeReturned).toBeGreaterThan(0);
    expect(credit.surchargeAdded).toBeGreaterThan(0);
    expect(debit.surchargeAdded).toBe(0);
    expect(debit.scheduledAmount).toBe(credit.scheduledAmount - credit.surchargeAdded);
  });

  it('moves what a partly paid invoice still asks, its parts in proportion', () => {
    const policy = boundPolicy(quebec, 'monthly', '2026-09-15', '2026-09-15', '2026-11-15');
    const amount = policy.invoices[3]!.parts!.amount;
    const entries = [
      ...policy.entries,
      { kind: 'payment' as const, amount: 4_000, invoiceId: 'plan-4', paymentId: 'credit' },
    ];
    const { quote } = changePaymentPlanQuote({
      ...changeInput(policy, 'instalment', at('2026-11-28')),
      entries,
    });
    const part = quote.moved[0]!;
    expect(part.outstanding).toBe(amount - 4_000);
    expect(part.parts.amount).toBe(amount - 4_000);
    expect(partsAddUp(part.parts)).toBe(true);
    expect(part.parts.premium).toBeLessThan(10_000);
  });

  it('refuses the same plan, a plan with nothing left and a plan with no date left', () => {
    expect(changePaymentPlanQuote(changeInput(monthly, 'monthly', at('2026-11-28'))).refusal).toBe(
      'samePlan',
    );
    const paid = boundPolicy(quebec, 'monthly', '2026-09-15', '2026-09-15', '2027-09-15');
    expect(changePaymentPlanQuote(changeInput(paid, 'instalment', at('2026-11-28'))).refusal).toBe(
      'nothingLeft',
    );
    const annual = boundPolicy(quebec, 'annual', '2026-09-15', '2026-09-15', '2026-09-15');
    expect(changePaymentPlanQuote(changeInput(annual, 'monthly', at('2026-11-28'))).refusal).toBe(
      'nothingLeft',
    );
    const late = boundPolicy(quebec, 'monthly', '2026-09-15', '2026-09-15', '2027-06-15');
    const refused = changePaymentPlanQuote(changeInput(late, 'instalment', at('2027-06-20')));
    expect(refused.refusal).toBe('noDaysLeft');
    expect(refused.quote.payments).toEqual([]);
    expect(changePaymentPlanQuote(changeInput(late, 'annual', at('2027-06-20'))).refusal).toBeNull();
  });
});
