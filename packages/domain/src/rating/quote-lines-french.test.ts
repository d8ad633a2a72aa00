import { describe, expect, it } from 'vitest';
import type { Province } from '../provinces.ts';
import { buildQuote } from './build-quote.ts';
import { debitCardNote } from './card-surcharge.ts';
import { quoteBreakdown } from './quote-lines.ts';
import type { QuoteInput } from './types.ts';

/** Intl's no-break spaces (before %, $ and :) read as plain spaces, to compare. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const input = (province: Province, customFee?: number): QuoteInput => ({
  productId: 'p',
  productVersion: '1',
  province,
  rated: {
    priced: true,
    premiums: [{ key: 'p0Premium', label: 'Coverage 0', amount: 100_000 }],
    unpricedReasons: [],
  },
  customFee,
  chargeDay: '2026-11-28',
});

const labelsOf = (breakdown: ReturnType<typeof quoteBreakdown>) =>
  breakdown.sections.map((section) => ({
    title: section.title,
    lines: section.lines.map((line) => plain(line.label)),
  }));

/** Issue 27: the quote breakdown on a French screen. */
describe('quoteBreakdown in French', () => {
  it('a Quebec quote: its sections, the Quebec premium tax, GST and QST as TPS and TVQ', () => {
    const quote = buildQuote(input('QC', 5_000));
    const english = quoteBreakdown(quote, 'monthly');
    const french = quoteBreakdown(quote, 'monthly', 'fr-CA');
    expect(labelsOf(french)).toEqual([
      { title: 'Primes', lines: ['Coverage 0'] },
      {
        title: 'Taxes',
        lines: ['Taxe sur les primes d’assurance du Québec (9 %, 9,975 %), Revenu Québec'],
      },
      {
        title: 'Frais',
        lines: [
          'Frais de transaction',
          'TPS (5 %) sur les frais de transaction',
          'TVQ (9,975 %) sur les frais de transaction',
          'Frais de courtage',
          'Taxes sur les frais de courtage (TPS 5 %, TVQ 9,975 %)',
          'Frais de plateforme',
        ],
      },
      {
        title: 'Supplément pour carte de crédit',
        lines: [
          'Supplément pour carte de crédit (12 paiements)',
          'TVQ (9,975 %) sur le supplément pour carte de crédit',
        ],
      },
      { title: 'Financement', lines: ['Frais de financement'] },
    ]);
    // The same amounts and total as in English: only the words change.
    expect(french.sections.map((s) => s.lines.map((l) => l.amount))).toEqual(
      english.sections.map((s) => s.lines.map((l) => l.amount)),
    );
    expect(french.total).toBe(english.total);
    const noSurcharge = quote.total.monthly - quote.stripeFees.monthly;
    expect(plain(french.cardNote)).toBe(
      `Les cartes de débit et prépayées ne comportent aucun supplément : ${plain(
        new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(noSurcharge / 100),
      )} au total par carte de débit.`,
    );
    expect(english.cardNote).toBe(debitCardNote(noSurcharge));
    expect(english.sections[0]?.title).toBe('Premiums');
  });

  it('an Ontario quote: HST as TVH and the Ontario premium tax owed to its ministry, one payment', () => {
    const french = quoteBreakdown(buildQuote(input('ON', 5_000)), 'annual', 'fr-CA');
    expect(labelsOf(french)).toEqual([
      { title: 'Primes', lines: ['Coverage 0'] },
      {
        title: 'Taxes',
        lines: [
          'Taxe de vente au détail de l’Ontario sur les primes d’assurance (8 %), Ministère des Finances de l’Ontario',
        ],
      },
      {
        title: 'Frais',
        lines: [
          'Frais de transaction',
          'TVH (13 %) sur les frais de transaction',
          'Frais de courtage',
          'Taxes sur les frais de courtage (TVH 13 %)',
          'Frais de plateforme',
        ],
      },
      { title: 'Supplément pour carte de crédit', lines: ['Supplément pour carte de crédit (1 paiement)'] },
    ]);
    expect(plain(french.cardNote)).toMatch(/^Les cartes de débit et prépayées .* \d[\d ]*,\d\d \$ au total/);
  });

  it('a quote stored before taxes were named says the kind of tax in French', () => {
    const quote = buildQuote(input('BC'));
    const unnamed = { ...quote, taxNames: undefined } as unknown as typeof quote;
    const fees = quoteBreakdown(unnamed, 'annual', 'fr-CA').sections.find((s) => s.title === 'Frais');
    expect(fees?.lines.map((line) => line.label)).toEqual([
      'Frais de transaction',
      'TPS/TVH sur les frais de transaction',
      'TVP sur les frais de transaction',
      'Frais de plateforme',
    ]);
    const english = quoteBreakdown(unnamed, 'annual').sections.find((s) => s.title === 'Fees');
    expect(english?.lines.map((line) => line.label)).toContain('GST/HST on transaction fee');
  });
});
