import { describe, expect, it } from 'vitest';
import { customEndorsementQuote } from '../custom-premium/quote.ts';
import { PROVINCIAL_TAX_AUTHORITIES, CANADA_REVENUE_AGENCY } from './authorities.ts';
import {
  formatTaxRate,
  namesInBrackets,
  premiumTaxLabel,
  taxAuthorities,
  taxLabel,
  taxNameIn,
} from './tax-labels.ts';
import { TAX_ROWS } from './tax-rows.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Issue 27: the taxes' names, rates and authorities on a French screen. */
describe('tax labels in French', () => {
  const debit = { funding: 'debit' as const, productId: 'contractors' };
  const custom = (province: 'QC' | 'ON' | 'AB' | 'MB', on: string) =>
    customEndorsementQuote(10_000, province, { ...debit, on }, {}, undefined, {
      taxClass: 'commercialPropertyLiability',
      on,
    });

  it('formats a rate the French way: 9,975 %, with a no-break space', () => {
    expect(formatTaxRate(0.09975, 'fr-CA')).toMatch(/^9,975[\u00a0\u202f]%$/);
    expect(formatTaxRate(0.09975)).toBe('9.975%');
  });

  it('Quebec: the premium tax, GST and QST as Revenu Québec and the CRA name them in French', () => {
    const quote = custom('QC', '2027-01-01');
    expect(plain(premiumTaxLabel(quote.taxNames.premium, quote.premiumsTaxRate, 'fr-CA'))).toBe(
      'Taxe sur les primes d’assurance du Québec (9,975 %), Revenu Québec',
    );
    expect(plain(taxLabel(quote.taxNames.transactionFee, '', 'fr-CA'))).toBe('TPS (5 %) + TVQ (9,975 %)');
    expect(plain(namesInBrackets(quote.taxNames.transactionFee, 'fr-CA'))).toBe(' (TPS 5 %, TVQ 9,975 %)');
    expect(taxAuthorities(quote.taxNames.transactionFee, 'fr-CA')).toBe(
      'Agence du revenu du Canada, Revenu Québec',
    );
    // English stays word for word.
    expect(premiumTaxLabel(quote.taxNames.premium, quote.premiumsTaxRate)).toBe(
      'Quebec tax on insurance premiums (9.975%), Revenu Québec',
    );
    expect(namesInBrackets(quote.taxNames.transactionFee)).toBe(' (GST 5%, QST 9.975%)');
  });

  it('Ontario: HST as TVH, the premium tax owed to the Ministère des Finances de l’Ontario', () => {
    const quote = custom('ON', '2026-11-28');
    expect(plain(taxLabel(quote.taxNames.transactionFee, '', 'fr-CA'))).toBe('TVH (13 %)');
    expect(plain(premiumTaxLabel(quote.taxNames.premium, quote.premiumsTaxRate, 'fr-CA'))).toBe(
      'Taxe de vente au détail de l’Ontario sur les primes d’assurance (8 %), Ministère des Finances de l’Ontario',
    );
  });

  it('Manitoba: the RST by its statute’s French name (Loi de la taxe sur les ventes au détail), TVD on fees', () => {
    const quote = custom('MB', '2026-11-28');
    expect(plain(premiumTaxLabel(quote.taxNames.premium, quote.premiumsTaxRate, 'fr-CA'))).toBe(
      'Taxe sur les ventes au détail du Manitoba applicable à l’assurance (7 %), Finances Manitoba',
    );
    expect(plain(taxLabel(quote.taxNames.transactionFee, '', 'fr-CA'))).toBe('TPS (5 %) + TVD (7 %)');
    expect(premiumTaxLabel(quote.taxNames.premium, quote.premiumsTaxRate)).toBe(
      'Manitoba retail sales tax on insurance (7%), Manitoba Finance',
    );
  });

  it('no premium tax: « Taxe sur les primes » with its rate', () => {
    const quote = custom('AB', '2026-11-28');
    expect(plain(premiumTaxLabel(quote.taxNames.premium, quote.premiumsTaxRate, 'fr-CA'))).toBe(
      'Taxe sur les primes (0 %)',
    );
  });

  it('every tax row and authority has a French name beside its English one, the source unchanged', () => {
    for (const row of TAX_ROWS) {
      expect(row.nameFr).not.toBe('');
      expect(row.authorityFr).not.toBe('');
      expect(taxNameIn(row.name, 'fr-CA')).toBe(row.nameFr);
      expect(taxNameIn(row.name)).toBe(row.name);
    }
    const names = new Map(TAX_ROWS.map((row) => [row.name, row.nameFr]));
    expect(Object.fromEntries(['GST', 'HST', 'QST', 'PST'].map((name) => [name, names.get(name)]))).toEqual({
      GST: 'TPS',
      HST: 'TVH',
      QST: 'TVQ',
      PST: 'TVP',
    });
    expect(CANADA_REVENUE_AGENCY.nameFr).toBe('Agence du revenu du Canada');
    expect(PROVINCIAL_TAX_AUTHORITIES.QC.nameFr).toBe('Revenu Québec');
    expect(taxNameIn('A tax nobody knows', 'fr-CA')).toBe('A tax nobody knows');
  });
});
