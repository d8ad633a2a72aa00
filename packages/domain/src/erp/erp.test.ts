import { describe, expect, it } from 'vitest';
import {
  ERP_MESSAGES,
  ERP_REASONS,
  erpCharges,
  erpExpiryDay,
  erpLengthOf,
  erpProposal,
  isClaimsMade,
  validateErpPurchase,
  validateErpQuote,
} from './erp.ts';

describe('erpProposal: percent of the expiring annual premium, to the cent', () => {
  it.each([
    // years, expiring annual premium, proposed premium
    [1, 123_457, 123_457],
    [2, 123_457, 185_186], // 185,185.5 rounds half away from zero
    [3, 123_457, 216_050], // 216,049.75
    [4, 123_457, 231_482], // 231,481.875
    [5, 123_457, 246_914],
    [6, 123_457, 262_346], // 262,346.125
    [2, 1, 2], // 1.5 -> 2
    [3, 2, 4], // 3.5 -> 4
    [1, 0, 0],
  ] as const)('%i year(s) of %i cents proposes %i cents', (years, annual, premium) => {
    expect(erpProposal(annual, years).premium).toBe(premium);
  });

  it('the percentages are the low end of the published ranges (100%, 150%, 175%, 200%), 4 and 6 years in between and beyond', () => {
    expect([1, 2, 3, 4, 5, 6].map((years) => erpProposal(100_000, years as 1).premium)).toEqual([
      100_000, 150_000, 175_000, 187_500, 200_000, 212_500,
    ]);
  });

  it('refuses fractions of a cent and negative premiums', () => {
    expect(() => erpProposal(10.5, 1)).toThrow(RangeError);
    expect(() => erpProposal(-1, 1)).toThrow(RangeError);
  });
});

describe('ERP length, reasons and invoice', () => {
  it('the expiry is 1 to 6 whole years after the policy ends (29 February ends on 28 February)', () => {
    expect(erpExpiryDay('2026-06-15', 2)).toBe('2028-06-15');
    expect(erpLengthOf('2026-06-15', '2028-06-15')).toBe(2);
    expect(erpLengthOf('2026-06-15', '2032-06-15')).toBe(6);
    expect(erpLengthOf('2026-06-15', '2033-06-15')).toBeNull();
    expect(erpLengthOf('2026-06-15', '2027-06-14')).toBeNull();
    expect(erpLengthOf('2026-06-15', '2026-06-15')).toBeNull();
    expect(erpLengthOf('2028-02-29', erpExpiryDay('2028-02-29', 1))).toBe(1);
  });

  it("offers the spec's five reasons", () => {
    expect(ERP_REASONS.map((reason) => reason.label)).toEqual([
      'Closed down',
      'Bankruptcy',
      'Owner retired and ceased operations',
      'Owner passed away',
      'Other',
    ]);
  });

  it('adds the premium tax at the policy rate, rounded once', () => {
    expect(erpCharges(185_186, 0.08)).toEqual({ premium: 185_186, tax: 14_815, total: 200_001 });
    expect(erpCharges(185_186, 0)).toEqual({ premium: 185_186, tax: 0, total: 185_186 });
  });

  it('applies to claims-made products only', () => {
    expect(isClaimsMade('private-dno')).toBe(true);
    expect(isClaimsMade('technology-eo')).toBe(true);
    expect(isClaimsMade('tenants')).toBe(false);
  });
});

describe('validateErpQuote and validateErpPurchase', () => {
  const good = {
    effectiveDate: '2026-06-15',
    expiryDate: '2028-06-15',
    erpReason: 'closed-down',
    knownClaims: false,
  };
  it('accepts a complete quote', () => {
    expect(validateErpQuote(good, '2026-06-15')).toEqual({});
    expect(validateErpPurchase({ ...good, erpPremium: 1 }, '2026-06-15')).toEqual({});
  });

  it('needs a length, a reason, custom text of 10 characters for Other, and the loss question', () => {
    expect(
      validateErpQuote({ effectiveDate: '', expiryDate: '', erpReason: '', knownClaims: null }, '2026-06-15'),
    ).toEqual({
      effectiveDate: 'Required',
      expiryDate: 'Required',
      erpReason: 'Required',
      knownClaims: 'Required',
    });
    expect(validateErpQuote({ ...good, expiryDate: '2034-06-15' }, '2026-06-15')).toEqual({
      expiryDate: ERP_MESSAGES.lengthInvalid,
    });
    expect(
      validateErpQuote({ ...good, erpReason: 'other', erpReasonText: 'Too short' }, '2026-06-15'),
    ).toEqual({
      erpReasonText: 'Minimum 10 characters',
    });
    expect(
      validateErpQuote({ ...good, erpReason: 'other', erpReasonText: 'Sold the firm' }, '2026-06-15'),
    ).toEqual({});
  });

  it('needs the effective date to be the day the policy ends (spec 5), so no gap is left', () => {
    for (const effectiveDate of ['2026-06-14', '2026-06-16', '2027-06-15'])
      expect(validateErpQuote({ ...good, effectiveDate }, '2026-06-15')).toEqual({
        effectiveDate: 'The extended reporting period starts the day the policy ends: 2026-06-15.',
      });
  });

  it('needs a premium above zero to record', () => {
    for (const erpPremium of [0, -5, null, 1.5])
      expect(validateErpPurchase({ ...good, erpPremium }, '2026-06-15')).toEqual({
        erpPremium: ERP_MESSAGES.premiumAboveZero,
      });
  });
});
