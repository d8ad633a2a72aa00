import { describe, expect, it } from 'vitest';
import {
  CUSTOM_PREMIUM_MESSAGES as M,
  customEndorsementQuote,
  premiumError,
  validateCustomPremium,
  withOperation,
} from './index.ts';
import type { CardCharge } from '../rating/card-surcharge.ts';

/** A credit card on a commercial product: surcharged 2.4% (card-surcharge.ts). */
const CREDIT: CardCharge = { funding: 'credit', productId: 'contractors', on: '2026-01-01' };

describe('customEndorsementQuote, to the cent', () => {
  it.each([
    {
      name: 'Ontario $100: 8% premium tax, 13% HST on the fee, no PST',
      premium: 10_000,
      province: 'ON' as const,
      expected: {
        premiumsSum: 10_000,
        brokerPremium: 1_500,
        brokerTransfer: 1_500,
        dmgaPremium: 1_000,
        insurerPremium: 7_500,
        premiumsTaxRate: 0.08,
        premiumsTaxes: 800,
        transactionFee: 2_500,
        transactionFeeGST: 325,
        transactionFeePST: 0,
        transactionFeeTotal: 2_825,
        stripeFeesPreTax: 327, // 2.4% of 136.25 = 3.27
        stripeFeesPST: 0,
        stripeFees: 327,
        totalPST: 0,
        total: 13_952,
      },
    },
    {
      name: 'Quebec $125: 9% premium tax, GST and QST on the fee, QST on the card fee',
      premium: 12_500,
      province: 'QC' as const,
      expected: {
        premiumsSum: 12_500,
        brokerPremium: 1_875,
        dmgaPremium: 1_250,
        insurerPremium: 9_375,
        premiumsTaxes: 1_125,
        transactionFeeGST: 125,
        transactionFeePST: 249, // 2500 x 9.975% = 249.375 cents -> 249
        transactionFeeTotal: 2_874,
        stripeFeesPreTax: 395, // 164.99 x 2.4% = 395.976 cents: at most 2.4%, so 395
        stripeFeesPST: 39, // 39.40 -> 39
        stripeFees: 434,
        totalPST: 288,
        total: 16_933,
      },
    },
    {
      name: 'British Columbia $75: no premium tax, GST and PST on the fee and PST on the card fee',
      premium: 7_500,
      province: 'BC' as const,
      expected: {
        brokerPremium: 1_125,
        dmgaPremium: 750,
        insurerPremium: 5_625,
        premiumsTaxes: 0,
        transactionFeeTotal: 2_800,
        stripeFeesPreTax: 247, // 103.00 x 2.4% = 247.2 -> 247
        stripeFeesPST: 17, // 17.29 -> 17
        stripeFees: 264,
        totalPST: 192,
        total: 10_564,
      },
    },
  ])('$name', ({ premium, province, expected }) => {
    expect(customEndorsementQuote(premium, province, CREDIT)).toMatchObject(expected);
  });

  it('rounds each line once, half away from zero (10 cents: broker 1.5 -> 2, tax 0.8 -> 1)', () => {
    const quote = customEndorsementQuote(10, 'ON', CREDIT);
    expect(quote).toMatchObject({ brokerPremium: 2, dmgaPremium: 1, insurerPremium: 7, premiumsTaxes: 1 });
    expect(quote.total).toBe(10 + 1 + 2_825 + quote.stripeFees);
  });

  it("uses the product's commission rates and keeps every total the sum of its lines", () => {
    const quote = customEndorsementQuote(33_333, 'SK', CREDIT, {
      brokerCommissionRate: 0.2,
      dmgaRate: 0.125,
    });
    expect(quote.brokerPremium).toBe(6_667);
    expect(quote.dmgaPremium).toBe(4_167);
    expect(quote.brokerPremium + quote.dmgaPremium + quote.insurerPremium).toBe(33_333);
    expect(quote.total).toBe(
      quote.premiumsSum + quote.premiumsTaxes + quote.transactionFeeTotal + quote.stripeFees,
    );
    expect(quote.totalPST).toBe(quote.transactionFeePST + quote.stripeFeesPST);
  });

  it('charges no surcharge on a debit or prepaid card, nor to a Quebec consumer (tenants)', () => {
    expect(customEndorsementQuote(10_000, 'ON', { ...CREDIT, funding: 'debit' })).toMatchObject({
      stripeFees: 0,
      total: 13_625,
    });
    expect(customEndorsementQuote(10_000, 'ON', { ...CREDIT, funding: 'prepaid' }).stripeFees).toBe(0);
    expect(customEndorsementQuote(12_500, 'QC', { ...CREDIT, productId: 'tenants' }).stripeFees).toBe(0);
  });

  it('refuses a premium that is not whole cents above zero', () => {
    for (const bad of [0, -100, 10.5, Number.NaN]) {
      expect(() => customEndorsementQuote(bad, 'ON', CREDIT)).toThrow(RangeError);
    }
  });
});

describe('validateCustomPremium', () => {
  const policy = { productId: 'tenants', effectiveDay: '2026-01-10', expiryDay: '2027-01-10' };
  const hf = { ...policy, productId: 'health-fitness-individual' };
  const base = { reason: 'Added a location', totalPremium: 10_000 };

  it('accepts a premium with a reason and no dates on other products', () => {
    expect(validateCustomPremium(base, policy)).toEqual({});
  });

  it('answers the spec message for a premium of zero or less', () => {
    expect(validateCustomPremium({ ...base, totalPremium: 0 }, policy)).toEqual({
      totalPremium: M.invalidPremium,
    });
    expect(premiumError(-1, 'tenants')).toBe(M.invalidPremium);
    expect(M.invalidPremium).toBe('Premium input invalid. Please enter a value greater than zero.');
  });

  it('needs a reason and an expiry no earlier than the current one (the same day is fine)', () => {
    expect(validateCustomPremium({ ...base, reason: '  ', expiryDate: '2027-01-09' }, policy)).toEqual({
      reason: 'Required',
      expiryDate: M.expiryEarlier,
    });
    expect(validateCustomPremium({ ...base, expiryDate: '2027-01-10' }, policy)).toEqual({});
    expect(validateCustomPremium({ ...base, expiryDate: '2027-04-10' }, policy)).toEqual({});
  });

  it('on health-fitness: a preset premium, an effective date in the term and an operation type', () => {
    expect(validateCustomPremium({ ...base, totalPremium: 9_000 }, hf)).toEqual({
      totalPremium: M.notPreset,
      effectiveDate: 'Required',
      newOperation: 'Required',
    });
    expect(
      validateCustomPremium(
        { ...base, effectiveDate: '2027-01-10', newOperation: 'boxing-mma-instructor' },
        hf,
      ),
    ).toEqual({ effectiveDate: M.effectiveOutsideTerm, newOperation: M.unknownOperation });
    for (const preset of [7_500, 10_000, 12_500]) {
      expect(
        validateCustomPremium(
          { ...base, totalPremium: preset, effectiveDate: '2026-03-01', newOperation: 'hot-yoga' },
          hf,
        ),
      ).toEqual({});
    }
  });

  it('adds the operation to the comma-separated operations once', () => {
    expect(withOperation('yoga-instructor', 'hot-yoga')).toBe('yoga-instructor,hot-yoga');
    expect(withOperation('yoga-instructor,hot-yoga', 'hot-yoga')).toBe('yoga-instructor,hot-yoga');
    expect(withOperation(undefined, 'acupressure')).toBe('acupressure');
  });
});
