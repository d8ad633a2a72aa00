import { describe, expect, it } from 'vitest';
import { transactionEntry } from '../journal/entries.ts';
import { gstHstPayable, premiumTaxPayable, pstPayable } from '../journal/accounts.ts';
import { draw, random, seeds } from '../test-support/random.ts';
import { PROVINCES } from '../provinces.ts';
import {
  CANADA_REVENUE_AGENCY,
  TAX_AUTHORITIES,
  taxAuthorityById,
  taxAuthorityOf,
} from '../taxes/authorities.ts';
import { TAX_ROWS } from '../taxes/tax-rows.ts';
import { taxAuthorityOfAccount, taxByAuthority } from './tax-authorities.ts';

describe('tax authorities', () => {
  it('every dated tax row is owed to the authority the tax report and the journal group it under', () => {
    const names = new Set(TAX_AUTHORITIES.map((authority) => authority.name));
    for (const row of TAX_ROWS) {
      expect(names.has(row.authority), `${row.province} ${row.component} ${row.name}`).toBe(true);
      expect(row.authority).toBe(taxAuthorityOf(row.province, row.kind).name);
    }
  });

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
    // A province stored unrecognised (a name, a typo) is the unknown authority's, as in the report.
    expect(taxAuthorityOfAccount(premiumTaxPayable('Ontario').code)).toEqual(
      taxAuthorityOf('Ontario', 'provincial'),
    );
    expect(taxAuthorityOfAccount(gstHstPayable('Ontario').code)).toBe(CANADA_REVENUE_AGENCY);
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

  it("property: per authority, collected - returned equals what the journal entry moved on that authority's accounts", () => {
    for (const seed of seeds(58, 300)) {
      const { int, chance, pick } = draw(random(seed));
      const province = chance(0.05) ? null : pick([...PROVINCES]);
      const signed = () => (chance(0.4) ? -1 : 1) * int(0, 200_000);
      const figures = {
        premium: signed(),
        brokerCommission: 0,
        mgaCommission: 0,
        insurerPremium: 0,
        taxes: signed(),
        fees: 0,
        pst: signed(),
        gstHst: chance(0.2) ? undefined : signed(),
        totalCharged: 0,
      };
      figures.insurerPremium = figures.premium;
      figures.fees = figures.pst + (figures.gstHst ?? 0) + int(0, 5_000);
      figures.totalCharged = figures.premium + figures.taxes + figures.fees;
      const entry = transactionEntry({
        id: 'tx',
        date: '2026-11-02',
        type: pick(['New Business', 'Endorsement', 'Cancellation']),
        policyNumber: null,
        province,
        figures,
      });
      const journal = new Map<string, number>();
      for (const line of entry.lines) {
        const authority = taxAuthorityOfAccount(line.accountCode);
        if (authority) journal.set(authority.id, (journal.get(authority.id) ?? 0) + line.credit - line.debit);
      }
      const report = new Map(
        taxByAuthority(province, figures).map((m) => [m.authority.id, m.collected - m.returned] as const),
      );
      for (const id of new Set([...journal.keys(), ...report.keys()]))
        expect(report.get(id) ?? 0, `seed ${seed} ${id}`).toBe(journal.get(id) ?? 0);
    }
  });
});
