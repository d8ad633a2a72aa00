import { describe, expect, it } from 'vitest';
import { gstHstPayable, premiumTaxPayable, pstPayable } from '../journal/accounts.ts';
import { PROVINCES } from '../provinces.ts';
import {
  CANADA_REVENUE_AGENCY,
  TAX_AUTHORITIES,
  taxAuthorityById,
  taxAuthorityOf,
  taxAuthorityOfAccount,
  taxByAuthority,
} from './tax-authorities.ts';

describe('tax authorities', () => {
  it('GST/HST is owed to the CRA in every province; premium tax and PST/RST/QST to the province', () => {
    for (const province of PROVINCES) expect(taxAuthorityOf(province, 'federal')).toBe(CANADA_REVENUE_AGENCY);
    expect(taxAuthorityOf('QC', 'provincial').name).toBe('Revenu Québec');
    expect(taxAuthorityOf('ON', 'provincial').name).toBe('Ontario Ministry of Finance');
    expect(taxAuthorityOf('MB', 'provincial').name).toBe('Manitoba Finance');
    expect(taxAuthorityOf('SK', 'provincial').name).toBe('Saskatchewan Ministry of Finance');
    expect(taxAuthorityOf('BC', 'provincial').name).toBe('BC Ministry of Finance');
    expect(taxAuthorityOf('NL', 'provincial').name).toBe('Newfoundland and Labrador Department of Finance');
    expect(taxAuthorityOf(' on ', 'provincial').id).toBe('ON');
    expect(taxAuthorityOf(null, 'provincial').id).toBe('XX');
    expect(taxAuthorityOf('ZZ', 'provincial').id).toBe('XX');
  });

  it('ids are unique and found again', () => {
    const ids = TAX_AUTHORITIES.map((authority) => authority.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const authority of TAX_AUTHORITIES) expect(taxAuthorityById(authority.id)).toBe(authority);
    expect(taxAuthorityById('nope')).toBeUndefined();
  });

  it("each of the journal's tax accounts belongs to exactly one authority, the same as its figure's", () => {
    for (const province of [...PROVINCES, null]) {
      expect(taxAuthorityOfAccount(premiumTaxPayable(province).code)).toEqual(
        taxAuthorityOf(province, 'provincial'),
      );
      expect(taxAuthorityOfAccount(pstPayable(province).code)).toEqual(
        taxAuthorityOf(province, 'provincial'),
      );
      expect(taxAuthorityOfAccount(gstHstPayable(province).code)).toBe(CANADA_REVENUE_AGENCY);
    }
    expect(taxAuthorityOfAccount('1100')).toBeNull();
    expect(taxAuthorityOfAccount('2900')).toBeNull();
  });

  it('splits a transaction: positive figures collected, negative returned, each on its own', () => {
    // A Quebec bind: premium tax 90.00 and QST 2.49 to Revenu Québec, GST 1.25 to the CRA.
    expect(taxByAuthority('QC', { taxes: 9_000, pst: 249, gstHst: 125 })).toEqual([
      { authority: taxAuthorityOf('QC', 'provincial'), collected: 9_249, returned: 0 },
      { authority: CANADA_REVENUE_AGENCY, collected: 125, returned: 0 },
    ]);
    // A cancellation returning premium tax while a fee's PST is kept: both shown, net -40.00.
    expect(taxByAuthority('MB', { taxes: -4_200, pst: 200 })).toEqual([
      { authority: taxAuthorityOf('MB', 'provincial'), collected: 200, returned: 4_200 },
    ]);
    expect(taxByAuthority('AB', { taxes: 0, pst: 0, gstHst: 0 })).toEqual([]);
    expect(() => taxByAuthority('ON', { taxes: 0.5, pst: 0 })).toThrow(RangeError);
  });
});
