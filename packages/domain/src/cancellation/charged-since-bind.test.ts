import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../ledger/entries.ts';
import { chargedSinceBind } from './charged-since-bind.ts';

const charge = (invoiceId: string, component: LedgerEntry['component'], amount: number): LedgerEntry => ({
  kind: 'charge',
  invoiceId,
  component,
  amount,
});
const paid = (invoiceId: string, amount: number): LedgerEntry => ({
  kind: 'payment',
  invoiceId,
  amount,
  paymentId: `pay-${invoiceId}`,
});

describe('chargedSinceBind', () => {
  it('reads the premium tax changes wrote and the card fees the card paid, leaving custom premiums out', () => {
    const ledger: LedgerEntry[] = [
      charge('bind', 'planPayment', 120_000),
      paid('bind', 120_000),
      // An endorsement charged and paid on the card.
      charge('end1', 'premium', 10_000),
      charge('end1', 'premiumTax', 800),
      charge('end1', 'cardFee', 343),
      paid('end1', 11_143),
      // A second endorsement still open: the cancellation voids it, its card fee was never charged.
      charge('end2', 'premium', 5_000),
      charge('end2', 'premiumTax', 400),
      charge('end2', 'cardFee', 187),
      // A return on a credit note.
      charge('rfd', 'premium', -2_000),
      charge('rfd', 'premiumTax', -160),
      charge('rfd', 'cardFee', -62),
      // A custom premium: its own money, fully earned.
      charge('custom', 'customPremium', 50_000),
      charge('custom', 'premiumTax', 4_000),
      charge('custom', 'cardFee', 1_600),
      paid('custom', 55_600),
      // A pay in full voided the financing fee of an instalment.
      { kind: 'void', invoiceId: 'bind', component: 'financingFee', amount: 300 },
    ];
    expect(chargedSinceBind(ledger)).toEqual({
      premiumTax: 800 + 400 - 160,
      cardFee: 343 - 62,
      financingFeeReturned: 300,
    });
  });
});
