import { describe, expect, it } from 'vitest';
import { sumCents } from '../money.ts';
import { PROVINCES } from '../provinces.ts';
import { buildQuote } from '../rating/build-quote.ts';
import type { CardFunding } from '../rating/types.ts';
import { PAYMENT_PLANS } from '../rating/payment-schedule.ts';
import type { QuoteInput } from '../rating/types.ts';
import { PAYMENT_PERIODS } from '../statuses.ts';
import { draw, random, seeds } from '../test-support/random.ts';
import { billedPlanSurcharge, planCardFeeAdjustment, planCardFeeWithin } from './plan-card-fee.ts';

const DAY = '2026-11-20';

function input(premium: number, province: QuoteInput['province'], funding: CardFunding): QuoteInput {
  return {
    productId: 'contractors',
    productVersion: '1',
    province,
    chargeDay: DAY,
    effectiveDay: DAY,
    rated: { priced: true, premiums: [{ key: 'p', label: 'Cover', amount: premium }], unpricedReasons: [] },
    card: { funding },
  };
}

describe('the surcharge of a plan payment charged on another card than billed (decision 0063)', () => {
  it('a monthly Ontario plan billed for a credit card and charged on a debit card carries no surcharge', () => {
    const credit = buildQuote(input(120_000, 'ON', 'credit'));
    const debit = buildQuote(input(120_000, 'ON', 'debit'));
    expect(credit.stripeFees.monthly).toBeGreaterThan(0);
    const paid = credit.schedule.monthly.map(
      (payment) =>
        payment.amount +
        planCardFeeAdjustment({
          quote: credit,
          period: 'monthly',
          instalment: payment.sequence,
          funding: 'debit',
          on: DAY,
        }).total,
    );
    // Every payment on the debit card: what a plan bound by debit card pays, to the cent.
    expect(sumCents(paid)).toBe(debit.total.monthly);
    expect(paid[1]).toBeLessThan(credit.schedule.monthly[1]!.amount);
  });

  for (const seed of seeds(63_000, 40)) {
    it(`splits and adjusts to the cent (seed ${seed}, PROPERTY_SEED=${seed} replays)`, () => {
      const { int, pick } = draw(random(seed));
      const province = pick(PROVINCES);
      const premium = int(1, 2_000_000);
      const period = pick(PAYMENT_PERIODS);
      const billedFor = pick(['credit', 'debit', 'prepaid'] as const);
      const chargedOn = pick(['credit', 'debit', 'prepaid', 'unknown'] as const);
      const quote = buildQuote(input(premium, province, billedFor));
      const payments = PAYMENT_PLANS[period].payments;
      const instalments = Array.from({ length: payments }, (_, i) => i + 1);
      const billed = instalments.map((i) => billedPlanSurcharge(quote, period, i));
      // The shares inside the plan's payments are the bound quote's card fees and their tax.
      expect(sumCents(billed.map((b) => b.total))).toBe(quote.stripeFees[period]);
      expect(sumCents(billed.map((b) => b.pst))).toBe(quote.stripeFeesPST[period]);

      const adjustments = instalments.map((instalment) =>
        planCardFeeAdjustment({ quote, period, instalment, funding: chargedOn, on: DAY }),
      );
      const surcharged = chargedOn === 'credit';
      const billedSurcharged = billedFor === 'credit';
      if (!surcharged) {
        // No surcharge on a debit, prepaid or unknown card: the billed share comes off.
        adjustments.forEach((a, i) =>
          expect(a).toEqual({ total: 0 - billed[i]!.total, pst: 0 - billed[i]!.pst }),
        );
        const other = buildQuote(input(premium, province, 'debit'));
        expect(sumCents(quote.schedule[period].map((p, i) => p.amount + adjustments[i]!.total))).toBe(
          other.total[period],
        );
      } else if (!billedSurcharged) {
        // A debit-billed plan charged on a credit card: the credit plan's surcharge, payment by payment.
        const creditQuote = buildQuote(input(premium, province, 'credit'));
        expect(sumCents(adjustments.map((a) => a.total - a.pst))).toBe(creditQuote.stripeFeesPreTax[period]);
        adjustments.forEach((a, i) => {
          expect(a.total).toBeGreaterThanOrEqual(0);
          // Never above 2.4% of the payment before surcharge (plus its tax).
          expect(a.total - a.pst).toBeLessThanOrEqual(Math.floor(quote.schedule[period][i]!.amount * 0.024));
        });
      } else {
        adjustments.forEach((a) => expect(a).toEqual({ total: 0, pst: 0 }));
      }
    });
  }
});

describe('a card fee difference cut short by a credit', () => {
  it('takes off at most what the invoice asks, its tax in proportion and rounded', () => {
    expect(planCardFeeWithin({ total: -262, pst: -17 }, 1_000)).toEqual({ total: -262, pst: -17 });
    // -17 x 131 / 262 = -8.5: rounded as every amount (not toward zero).
    expect(planCardFeeWithin({ total: -262, pst: -17 }, 131)).toEqual({
      total: -131,
      pst: -9,
    });
  });
});
