import { describe, expect, it } from 'vitest';
import { amountValue, historyPart, historyTextOf, sayHistoryText } from './history-texts.ts';

const frenchLabels: Record<string, string> = {
  'Losses or claims reported': 'Pertes ou sinistres déclarés',
  'The building is occupied': 'Le bâtiment est occupé',
};
const sayLabel = (english: string) => frenchLabels[english] ?? english;

describe('sayHistoryText (decision 0085)', () => {
  it.each([
    [
      [historyPart('invoiceVoided', { number: 'TEN-1', amount: amountValue(123_456) })],
      'Invoice TEN-1 voided: $1,234.56 no longer owed',
      'Facture TEN-1 annulée\u00a0: le montant de 1\u00a0234,56\u00a0$ n’est plus dû',
    ],
    [
      [
        historyPart('creditApplied', { applied: amountValue(5_000) }),
        historyPart('creditLeft', { left: amountValue(100_000) }),
      ],
      '$50.00 owed back to the insured taken off the invoices before charging; $1,000.00 is still owed back to them',
      'Montant de 50,00\u00a0$ dû à l’assuré déduit des factures avant le débit\u00a0; 1\u00a0000,00\u00a0$ lui est encore dû',
    ],
    [
      [historyPart('nsfInvoice', { number: 'TEN-1-02', status: 'completed' })],
      'NSF invoice TEN-1-02: completed',
      'Facture NSF TEN-1-02\u00a0: terminée',
    ],
    [
      [
        historyPart('extensionAsked', {
          months: 3,
          reasons: { labels: ['Losses or claims reported', 'The building is occupied'] },
        }),
      ],
      '3 month(s) asked for. Losses or claims reported; The building is occupied',
      '3 mois demandé(s). Pertes ou sinistres déclarés\u00a0; Le bâtiment est occupé',
    ],
    [
      [
        historyPart('paidByCard', { number: 'TEN-1-03' }),
        historyPart('noCardSurcharge', { funding: 'debit', amount: amountValue(125) }),
      ],
      'Invoice TEN-1-03 paid by card; no credit card surcharge on the debit card on file ($1.25 less than billed)',
      'Facture TEN-1-03 payée par carte\u00a0; aucune surcharge de carte de crédit sur la carte de débit au dossier (1,25\u00a0$ de moins que facturé)',
    ],
  ])('says %j in English as stored and in French', (parts, english, french) => {
    expect(sayHistoryText(parts, 'en-CA')).toBe(english);
    expect(sayHistoryText(parts, 'fr-CA', { sayLabel })).toBe(french);
  });

  it('reads the parts a row stored, and nothing from a row without them or with an unknown key', () => {
    const parts = [historyPart('customPremium', { amount: amountValue(100) })];
    expect(historyTextOf({ descriptionText: parts, invoiceId: 'x' })).toEqual(parts);
    expect(historyTextOf({ invoiceId: 'x' })).toBeNull();
    expect(historyTextOf(null)).toBeNull();
    expect(historyTextOf({ descriptionText: [{ key: 'gone', values: {} }] })).toBeNull();
    expect(
      historyTextOf({ descriptionText: [{ key: 'customPremium', values: { amount: { x: 1 } } }] }),
    ).toBeNull();
  });
});
