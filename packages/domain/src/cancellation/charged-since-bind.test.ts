import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../ledger/entries.ts';
import { chargedSinceBind, heldForTerm, termLedger } from './charged-since-bind.ts';

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

describe('termLedger and heldForTerm', () => {
  const ledger: LedgerEntry[] = [
    charge('p1', 'planPayment', 10_000),
    paid('p1', 10_000),
    charge('p2', 'planPayment', 10_000),
    // An ERP, a manual invoice and a charging adjustment, paid or open: money of their own.
    charge('erp', 'erpPremium', 50_000),
    charge('erp', 'erpPremiumTax', 4_000),
    paid('erp', 54_000),
    charge('man', 'manualCharge', 3_000),
    charge('adj', 'financeAdjustment', 2_000),
    paid('adj', 2_000),
    // A credit note of the term (an endorsement's return), owed back by hand.
    charge('rfd', 'premium', -1_500),
  ];

  it("keeps the term's invoices only: plan payments, changes and their credit notes", () => {
    expect([...new Set(termLedger(ledger).map((entry) => entry.invoiceId))]).toEqual(['p1', 'p2', 'rfd']);
  });

  it('holds what was paid toward the term less what is owed back on it, not what paid an ERP or an adjustment', () => {
    // Before: every payment counted (10,000 + 54,000 + 2,000 - 1,500), so a cancellation refunded
    // the ERP and the adjustment as if they were premium paid.
    expect(heldForTerm(ledger)).toBe(10_000 - 1_500);
  });

  it("counts a finance adjustment's credit taken off the open instalments as paid toward the term", () => {
    // A -2,500 adjustment: its credit note carries the credit and moves it onto p2 (docs/decisions/0061).
    const credited: LedgerEntry[] = [
      ...ledger,
      charge('credit', 'financeAdjustment', -2_500),
      charge('credit', 'creditApplied', 2_500),
      charge('p2', 'creditApplied', -2_500),
    ];
    // Before: 10,000 - 1,500, and a cancellation voiding p2 lost the credit.
    expect(heldForTerm(credited)).toBe(10_000 - 1_500 + 2_500);
  });

  it("counts the term's credit spent on a manual invoice as gone from the term, and a credit moved within the term as nothing", () => {
    const spent: LedgerEntry[] = [
      ...ledger,
      // 1,000 of the term's credit note pays part of the manual invoice; 500 goes onto p2.
      charge('rfd', 'creditApplied', 1_000),
      charge('man', 'creditApplied', -1_000),
      charge('rfd', 'creditApplied', 500),
      charge('p2', 'creditApplied', -500),
    ];
    // The credit note now owes back 0 (was 1,500): as if 1,000 were refunded and 500 paid p2.
    expect(heldForTerm(spent)).toBe(10_000 - 1_000);
  });

  it("reads the card fee differences of plan payments by instalment, out of the changes' card fees", () => {
    const ledger: LedgerEntry[] = [
      charge('i1', 'planPayment', 10_011),
      paid('i1', 10_011),
      // Collected on a debit card: the credit surcharge billed inside it comes off.
      charge('i2', 'planPayment', 10_002),
      charge('i2', 'cardFee', -234),
      paid('i2', 9_768),
      charge('i3', 'planPayment', 10_002),
    ];
    expect(
      chargedSinceBind(
        ledger,
        new Map([
          ['i1', 1],
          ['i2', 2],
          ['i3', 3],
        ]),
      ),
    ).toEqual({
      premiumTax: 0,
      cardFee: 0,
      financingFeeReturned: 0,
      planCardFee: [{ instalment: 2, amount: -234 }],
    });
  });
});
