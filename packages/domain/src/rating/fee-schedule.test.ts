import { describe, expect, it } from 'vitest';
import { PROVINCES } from '../provinces.ts';
import { cardFeeFor, cardFeePst, FEE_SCHEDULE, taxOnFee } from './fee-schedule.ts';

describe('FEE_SCHEDULE', () => {
  it('holds the chosen figures', () => {
    expect(FEE_SCHEDULE).toEqual({
      transactionFee: 2_500,
      saasFee: 1_000,
      card: { minimumCharge: 50 },
      financingRates: { monthly: 0.05, instalment: 0.03 },
      missedPaymentFee: 2_500,
      defaultRates: { brokerCommissionRate: 0.15, dmgaRate: 0.1 },
    });
  });
});

/** A tenants policy charged on 2026-11-28 (the dated tax rows: taxes/tax-rows.ts). */
const AT = { taxClass: 'personalProperty', on: '2026-11-28' } as const;

describe('taxOnFee: GST/HST and PST of the province on the $25.00 transaction fee', () => {
  it.each([
    ['AB', 125, 0],
    ['BC', 125, 175],
    ['MB', 125, 175],
    ['NB', 375, 0],
    ['NL', 375, 0],
    ['NS', 350, 0],
    ['NT', 125, 0],
    ['NU', 125, 0],
    ['ON', 325, 0],
    ['PE', 375, 0],
    ['QC', 125, 249],
    ['SK', 125, 150],
    ['YT', 125, 0],
  ] as const)('%s: GST/HST %d, PST %d', (province, gst, pst) => {
    expect(taxOnFee(2_500, province, AT)).toEqual({ gst, pst, total: gst + pst });
  });

  it('NL: the fee of a taxable (commercial) policy carries the 15% RST owed to the province, not HST', () => {
    expect(taxOnFee(2_500, 'NL', { taxClass: 'commercialPropertyLiability', on: '2026-11-28' })).toEqual({
      gst: 0,
      pst: 375,
      total: 375,
    });
  });

  it('covers every province', () => {
    expect(PROVINCES).toHaveLength(13);
  });

  it.each([
    // 10 x 5% = 0.5 -> 1; 10 x 7% = 0.7 -> 1
    [10, 'BC', 1, 1],
    // 30 x 5% = 1.5 -> 2; 50 x 7% = 3.5 -> 4
    [30, 'BC', 2, 2],
    [50, 'BC', 3, 4],
    // 2,005 x 9.975% = 199.99875 -> 200; 2,506 x 9.975% = 249.9735 -> 250
    [2_005, 'QC', 100, 200],
    [2_506, 'QC', 125, 250],
    [0, 'ON', 0, 0],
  ] as const)('%d cents in %s rounds each tax half away from zero', (fee, province, gst, pst) => {
    expect(taxOnFee(fee, province, AT)).toEqual({ gst, pst, total: gst + pst });
  });
});

describe('cardFeeFor: the credit card surcharge, 2.4% per charge, each charge rounded once', () => {
  const credit = { funding: 'credit', province: 'ON', personalLines: false, on: '2026-01-01' } as const;
  it.each([
    [[10_000], 240],
    // 500 x 2.4% = 12
    [[500], 12],
    // 1,021 x 2.4% = 24.504: never above 2.4%, so 24 (not 25)
    [[1_021], 24],
    // 9,777 x 2.4% = 234.648 -> 234; 9,768 x 2.4% = 234.432 -> 234
    [[9_777, ...Array<number>(11).fill(9_768)], 234 + 11 * 234],
    [[0, 0], 0],
    [[], 0],
  ])('%j -> %d', (charges, fee) => {
    expect(cardFeeFor(charges, credit)).toBe(fee);
  });

  it('charges nothing on a debit card', () => {
    expect(cardFeeFor([10_000, 10_000], { ...credit, funding: 'debit' })).toBe(0);
  });
});

describe('cardFeePst', () => {
  it.each([
    ['BC', 1_753, 123],
    ['QC', 1_000, 100],
    ['SK', 25, 2],
    ['AB', 1_753, 0],
    ['ON', 1_753, 0],
  ] as const)('%s on %d -> %d', (province, fee, pst) => {
    expect(cardFeePst(fee, province)).toBe(pst);
  });
});
