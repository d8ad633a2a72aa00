import { describe, expect, it } from 'vitest';
import { invoiceBalance, ledgerBalances, type LedgerEntry } from './entries.ts';
import { invoiceCharges, refundPaidInvoice, voidInvoiceEntry } from './invoice-changes.ts';

const MPF = 2_500;
const mpfCharge: LedgerEntry = {
  kind: 'charge',
  amount: MPF,
  invoiceId: 'mpf',
  component: 'missedPaymentFee',
};
const plan: LedgerEntry[] = [
  { kind: 'charge', amount: 10_000, invoiceId: 'i1', component: 'planPayment' },
  { kind: 'payment', amount: 10_000, invoiceId: 'i1', paymentId: 'p1' },
  { kind: 'charge', amount: 10_000, invoiceId: 'i2', component: 'planPayment' },
];
const ofInvoice = (entries: LedgerEntry[], id: string) => entries.filter((entry) => entry.invoiceId === id);

describe('voidInvoiceEntry', () => {
  it.each<[string, LedgerEntry[], string, number | null]>([
    ['an open instalment: all of it', plan, 'i2', 10_000],
    ['an open MPF invoice', [...plan, mpfCharge], 'mpf', MPF],
    [
      'a partly paid invoice: what is left',
      [...plan, { kind: 'payment', amount: 4_000, invoiceId: 'i2', paymentId: 'p2' }],
      'i2',
      6_000,
    ],
    ['a paid invoice: refused', plan, 'i1', null],
    ['a void invoice: refused', [...plan, { kind: 'void', amount: 10_000, invoiceId: 'i2' }], 'i2', null],
    [
      'a credit note owed to the insured: refused',
      [...plan, { kind: 'charge', amount: -3_000, invoiceId: 'c1', component: 'premium' }],
      'c1',
      null,
    ],
    ['an invoice with no entries: refused', plan, 'none', null],
  ])('%s', (_name, entries, invoiceId, voided) => {
    const result = voidInvoiceEntry(entries, invoiceId);
    if (voided === null) {
      expect(result).toEqual({ ok: false, reason: 'nothingOwed' });
      return;
    }
    expect(result).toEqual({ ok: true, entry: { kind: 'void', amount: voided, invoiceId } });
    if (!result.ok) return;
    // Voided: it asks for nothing more, and the policy owes that much less.
    const after = [...entries, result.entry];
    expect(invoiceBalance(ofInvoice(after, invoiceId)).outstanding).toBe(0);
    expect(ledgerBalances(after).owing).toBe(ledgerBalances(entries).owing - voided);
  });
});

describe('refundPaidInvoice', () => {
  const paidMpf: LedgerEntry[] = [
    ...plan,
    mpfCharge,
    { kind: 'payment', amount: MPF, invoiceId: 'mpf', paymentId: 'p9' },
  ];

  it('gives back what was paid to the charge that paid it, and voids the fee so it is not owed again', () => {
    const result = refundPaidInvoice(paidMpf, 'mpf');
    expect(result).toEqual({
      ok: true,
      amount: MPF,
      parts: [{ paymentId: 'p9', amount: MPF }],
      void: { kind: 'void', amount: MPF, invoiceId: 'mpf' },
    });
    if (!result.ok) return;
    const after: LedgerEntry[] = [
      ...paidMpf,
      ...result.parts.map((part): LedgerEntry => ({
        kind: 'refund',
        amount: part.amount,
        invoiceId: 'mpf',
        paymentId: part.paymentId,
      })),
      result.void!,
    ];
    expect(invoiceBalance(ofInvoice(after, 'mpf'))).toEqual({
      billed: MPF,
      voided: MPF,
      writtenOff: 0,
      paid: 0,
      outstanding: 0,
    });
    const before = ledgerBalances(paidMpf);
    const balances = ledgerBalances(after);
    expect(balances.collected).toBe(before.collected - MPF);
    expect(balances.owing).toBe(before.owing);
    // Nothing left to refund: a second refund is refused.
    expect(refundPaidInvoice(after, 'mpf')).toEqual({ ok: false, reason: 'nothingPaid' });
  });

  it('never takes from a charge more than it paid on this invoice, even when it paid others too', () => {
    const shared: LedgerEntry[] = [
      ...plan,
      mpfCharge,
      { kind: 'payment', amount: 10_000, invoiceId: 'i2', paymentId: 'p9' },
      { kind: 'payment', amount: MPF, invoiceId: 'mpf', paymentId: 'p9' },
    ];
    expect(invoiceCharges(shared, 'mpf')).toEqual([{ paymentId: 'p9', amount: MPF, refunded: 0 }]);
    expect(refundPaidInvoice(shared, 'mpf')).toMatchObject({
      ok: true,
      parts: [{ paymentId: 'p9', amount: MPF }],
    });
  });

  it('splits over two charges that paid the invoice, newest first', () => {
    const twice: LedgerEntry[] = [
      ...plan,
      mpfCharge,
      { kind: 'payment', amount: 1_000, invoiceId: 'mpf', paymentId: 'p8' },
      { kind: 'payment', amount: 1_500, invoiceId: 'mpf', paymentId: 'p9' },
    ];
    expect(refundPaidInvoice(twice, 'mpf')).toMatchObject({
      ok: true,
      amount: MPF,
      parts: [
        { paymentId: 'p9', amount: 1_500 },
        { paymentId: 'p8', amount: 1_000 },
      ],
    });
  });

  it.each<[string, LedgerEntry[], 'nothingPaid' | 'notOnCard']>([
    ['an open, unpaid fee', [...plan, mpfCharge], 'nothingPaid'],
    ['a void fee', [...plan, mpfCharge, { kind: 'void', amount: MPF, invoiceId: 'mpf' }], 'nothingPaid'],
    [
      'a fee paid by hand',
      [...plan, mpfCharge, { kind: 'payment', amount: MPF, invoiceId: 'mpf', manual: true }],
      'notOnCard',
    ],
    [
      'a fee whose charge went back to the card by another path',
      [
        ...plan,
        mpfCharge,
        { kind: 'payment', amount: MPF, invoiceId: 'mpf', paymentId: 'p9' },
        { kind: 'refund', amount: MPF, invoiceId: 'c9', paymentId: 'p9' },
        { kind: 'charge', amount: -MPF, invoiceId: 'c9', component: 'missedPaymentFee' },
      ],
      'notOnCard',
    ],
  ])('refuses %s', (_name, entries, reason) => {
    expect(refundPaidInvoice(entries, 'mpf')).toEqual({ ok: false, reason });
  });
});
