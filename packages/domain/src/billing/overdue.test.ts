import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../ledger/entries.ts';
import { overdueInvoices } from './overdue.ts';

const now = new Date('2026-05-10T12:00:00Z');
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const charge = (invoiceId: string, amount: number): LedgerEntry => ({
  kind: 'charge',
  amount,
  invoiceId,
  component: 'planPayment',
});
const paid = (invoiceId: string, amount: number): LedgerEntry => ({
  kind: 'payment',
  amount,
  invoiceId,
  paymentId: 'p',
});

describe('overdueInvoices', () => {
  const invoices = [
    { invoiceId: 'a', dueDate: day('2026-03-10') },
    { invoiceId: 'b', dueDate: day('2026-04-10') },
    { invoiceId: 'c', dueDate: now },
    { invoiceId: 'd', dueDate: day('2026-06-10') },
    { invoiceId: 'e', dueDate: day('2026-02-10') },
    { invoiceId: 'f', dueDate: day('2026-01-10') },
  ];

  it('takes the open invoices due before now, what each still asks for, by due date', () => {
    const entries: LedgerEntry[] = [
      charge('a', 1_000),
      charge('b', 1_000),
      paid('b', 400),
      charge('c', 1_000),
      charge('d', 1_000),
      charge('e', 500),
      paid('e', 500),
      charge('f', -300),
    ];
    expect(overdueInvoices({ entries, invoices, now })).toEqual({
      invoices: [
        { invoiceId: 'a', dueDate: day('2026-03-10'), outstanding: 1_000 },
        { invoiceId: 'b', dueDate: day('2026-04-10'), outstanding: 600 },
      ],
      total: 1_600,
    });
  });

  it('is empty when nothing is overdue', () => {
    expect(overdueInvoices({ entries: [charge('d', 1_000)], invoices, now })).toEqual({
      invoices: [],
      total: 0,
    });
  });

  it('leaves a voided invoice out', () => {
    const entries: LedgerEntry[] = [charge('a', 1_000), { kind: 'void', amount: 1_000, invoiceId: 'a' }];
    expect(overdueInvoices({ entries, invoices, now }).total).toBe(0);
  });
});
