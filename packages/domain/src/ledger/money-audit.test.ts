import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from './entries.ts';
import { auditPolicyMoney, invoiceFigures, type PolicyMoneyBooks } from './money-audit.ts';

// A policy billed $1,500 (paid by card p1), an endorsement of $200 paid by card p2 and returned in
// part ($80 to p2), a $50 credit owed back by hand, and an open instalment of $300.
const ledger: LedgerEntry[] = [
  { kind: 'charge', amount: 150_000, invoiceId: 'i1', component: 'premium' },
  { kind: 'payment', amount: 150_000, invoiceId: 'i1', paymentId: 'p1' },
  { kind: 'charge', amount: 20_000, invoiceId: 'i2', component: 'premium' },
  { kind: 'payment', amount: 20_000, invoiceId: 'i2', paymentId: 'p2' },
  { kind: 'charge', amount: -8_000, invoiceId: 'c1', component: 'premium' },
  { kind: 'refund', amount: 8_000, invoiceId: 'c1', paymentId: 'p2' },
  { kind: 'charge', amount: -5_000, invoiceId: 'c2', component: 'premium' },
  { kind: 'charge', amount: 30_000, invoiceId: 'i3', component: 'planPayment' },
];

const books = (): PolicyMoneyBooks => ({
  ledger,
  invoices: [
    { id: 'i1', number: 'INV-1', amountDue: 150_000, amountPaid: 150_000, status: 'paid' },
    { id: 'i2', number: 'INV-2', amountDue: 20_000, amountPaid: 20_000, status: 'paid' },
    { id: 'c1', number: 'CN-1', amountDue: -8_000, amountPaid: -8_000, status: 'paid' },
    { id: 'c2', number: 'CN-2', amountDue: -5_000, amountPaid: 0, status: 'open' },
    { id: 'i3', number: 'INV-3', amountDue: 30_000, amountPaid: 0, status: 'open' },
  ],
  cardCharges: [
    { id: 'p1', amount: 150_000 },
    { id: 'p2', amount: 20_000 },
  ],
  cardRefunds: [{ paymentId: 'p2', amount: 8_000 }],
  manualRefunds: [{ amount: 5_000, status: 'pending' }],
  reportTotalCharged: 187_000,
  // billed 187,000 - collected 162,000
  journalReceivable: 25_000,
});

describe('the money audit of one policy', () => {
  it('finds nothing when every book is what the ledger makes it', () => {
    expect(auditPolicyMoney(books())).toEqual([]);
  });

  it('names the invoice whose stored figures differ from its entries', () => {
    const wrong = books();
    wrong.invoices = wrong.invoices.map((invoice) =>
      invoice.id === 'i3' ? { ...invoice, amountPaid: 10_000 } : invoice,
    );
    expect(auditPolicyMoney(wrong)).toEqual([
      { check: 'invoice INV-3 amount paid', expected: 0, actual: 10_000 },
    ]);
  });

  it('finds a card charge the ledger does not hold, unless it was refunded in full', () => {
    const extra = { ...books(), cardCharges: [...books().cardCharges, { id: 'p3', amount: 4_200 }] };
    expect(auditPolicyMoney(extra)).toEqual([
      { check: 'card charge p3 not on the ledger is refunded in full', expected: 4_200, actual: 0 },
    ]);
    const reversed = { ...extra, cardRefunds: [...extra.cardRefunds, { paymentId: 'p3', amount: 4_200 }] };
    expect(auditPolicyMoney(reversed)).toEqual([]);
  });

  it('finds card refunds, refunds by hand, the report and the journal that disagree', () => {
    const wrong = {
      ...books(),
      cardRefunds: [{ paymentId: 'p2', amount: 9_000 }],
      manualRefunds: [{ amount: 5_000, status: 'succeeded' }],
      reportTotalCharged: 186_999,
      journalReceivable: 25_001,
    };
    expect(auditPolicyMoney(wrong).map((finding) => finding.check)).toEqual([
      'card refunds on the ledger',
      'refunds pending by hand are the credits owed back',
      'refunds paid by hand on the ledger',
      'commission report total charged',
      'journal receivable from the insured',
    ]);
  });

  it('does not check the journal before every source is journaled', () => {
    expect(auditPolicyMoney({ ...books(), journalReceivable: null })).toEqual([]);
  });

  it('finds an invoice missing for ledger entries', () => {
    const missing = { ...books(), invoices: books().invoices.filter((invoice) => invoice.id !== 'c2') };
    expect(auditPolicyMoney(missing)).toEqual([
      { check: 'invoice of ledger entries c2', expected: 'stored', actual: 'missing' },
    ]);
  });
});

describe('invoice figures', () => {
  it('shows a voided invoice at what it billed, and one paid after a partial void at what is left', () => {
    expect(
      invoiceFigures([
        { kind: 'charge', amount: 5_000, invoiceId: 'i', component: 'planPayment' },
        { kind: 'void', amount: 5_000, invoiceId: 'i' },
      ]),
    ).toEqual({ amountDue: 5_000, amountPaid: 0, status: 'void' });
    expect(
      invoiceFigures([
        { kind: 'charge', amount: 5_000, invoiceId: 'i', component: 'planPayment' },
        { kind: 'void', amount: 500, invoiceId: 'i' },
        { kind: 'payment', amount: 4_500, invoiceId: 'i', paymentId: 'p' },
      ]),
    ).toEqual({ amountDue: 4_500, amountPaid: 4_500, status: 'paid' });
  });
});
