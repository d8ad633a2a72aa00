import { describe, expect, it } from 'vitest';
import { customEndorsementQuote } from '../custom-premium/quote.ts';
import { premiumTaxLabel, premiumTaxNamesOn, premiumTaxNamesOfRates, taxLabel } from './tax-labels.ts';

/** docs/decisions/0062: every tax figure of a change names its tax, rate and authority. */
describe('the names of a change’s taxes', () => {
  const debit = { funding: 'debit' as const, productId: 'contractors' };
  const custom = (province: 'QC' | 'ON' | 'NL' | 'AB', on: string) =>
    customEndorsementQuote(10_000, province, { ...debit, on }, {}, undefined, {
      taxClass: 'commercialPropertyLiability',
      on,
    });

  it.each([
    ['2026-12-31', 0.09, 'Quebec tax on insurance premiums (9%), Revenu Québec'],
    ['2027-01-01', 0.09975, 'Quebec tax on insurance premiums (9.975%), Revenu Québec'],
  ])('a Quebec custom premium charged on %s names its premium tax at %s', (on, rate, label) => {
    const quote = custom('QC', on);
    expect(quote.premiumsTaxes).toBe(Math.round(10_000 * rate));
    expect(quote.taxNames.premium).toEqual([
      { kind: 'provincial', name: 'Quebec tax on insurance premiums', rate, authority: 'Revenu Québec' },
    ]);
    expect(premiumTaxLabel(quote.taxNames.premium, quote.premiumsTaxRate)).toBe(label);
    // The transaction fee's GST and QST, each with its authority.
    expect(quote.taxNames.transactionFee.map((tax) => `${tax.name} ${tax.rate} ${tax.authority}`)).toEqual([
      'GST 0.05 Canada Revenue Agency',
      'QST 0.09975 Revenu Québec',
    ]);
  });

  it('an NL commercial custom premium: the fee carries the province’s RST, not HST', () => {
    const quote = custom('NL', '2026-11-28');
    expect(taxLabel(quote.taxNames.transactionFee, '')).toBe('NL retail sales tax (15%)');
    expect(taxLabel(quote.taxNames.transactionFee, '')).not.toMatch(/HST/);
  });

  it('a province with no premium tax names none and shows the rate', () => {
    const quote = custom('AB', '2026-11-28');
    expect(quote.taxNames.premium).toEqual([]);
    expect(premiumTaxLabel(quote.taxNames.premium, quote.premiumsTaxRate)).toBe('Premium tax (0%)');
  });

  it('reads the rates of a timeline back to their names; a mean rate names nothing', () => {
    expect(premiumTaxNamesOfRates('QC', 'personalProperty', [0.09, 0.09975]).map((t) => t.rate)).toEqual([
      0.09, 0.09975,
    ]);
    expect(premiumTaxNamesOfRates('QC', 'personalProperty', [0.0951])).toEqual([]);
    expect(premiumTaxNamesOn({ province: 'ON', taxClass: 'personalProperty', on: '2026-11-28' })).toEqual([
      {
        kind: 'provincial',
        name: 'Ontario retail sales tax on insurance premiums',
        rate: 0.08,
        authority: 'Ontario Ministry of Finance',
      },
    ]);
  });
});
