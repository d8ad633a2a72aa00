import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../ledger/entries.ts';
import {
  financingFeeShares,
  payInFullQuote,
  payInFullRefusal,
  type PayInFullInvoice,
} from './pay-in-full.ts';

const NOW = new Date('2025-04-15T12:00:00Z');
const month = (m: number) => new Date(Date.UTC(2025, m - 1, 1, 8));

/** A monthly plan bound on 1 January: 12 invoices of `amount`, the first paid at bind. */
function monthlyPlan(amount: number, paidThrough = 1) {
  const invoices: PayInFullInvoice[] = Array.from({ length: 12 }, (_, i) => ({
    invoiceId: `i${i + 1}`,
    dueDate: month(i + 1),
    instalmentNumber: i + 1,
  }));
  const entries: LedgerEntry[] = invoices.flatMap((invoice, i) => [
    { kind: 'charge' as const, component: 'planPayment' as const, amount, invoiceId: invoice.invoiceId },
    ...(i < paidThrough
      ? [{ kind: 'payment' as const, amount, invoiceId: invoice.invoiceId, paymentId: `p${i}` }]
      : []),
  ]);
  return { invoices, entries };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('financingFeeShares', () => {
  it.each([
    [1_200, 'monthly', [100, ...Array(11).fill(100)]],
    [1_205, 'monthly', [105, ...Array(11).fill(100)]],
    [7, 'instalment', [4, 1, 1, 1]],
    [500, 'annual', [500]],
    [0, 'monthly', Array(12).fill(0)],
  ] as const)('splits %i over a %s plan as its schedule splits the total', (fee, period, shares) => {
    expect(financingFeeShares(fee, period)).toEqual(shares);
    expect(sum(financingFeeShares(fee, period))).toBe(fee);
  });
});

describe('payInFullQuote', () => {
  const cases: {
    name: string;
    plan: ReturnType<typeof monthlyPlan>;
    financingFee: number;
    expected: {
      totalAmount: number;
      receivedAmount: number;
      remainingAmount: number;
      financingFeesToBeReturned: number;
      overdueAmount: number;
      openBalance: number;
      lines: number;
    };
  }[] = [
    {
      // Paid through April: May..December are not yet due, 8 x 100 of fee returned.
      name: 'a monthly plan paid to date',
      plan: monthlyPlan(10_000, 4),
      financingFee: 1_200,
      expected: {
        totalAmount: 120_000,
        receivedAmount: 40_000,
        remainingAmount: 80_000,
        financingFeesToBeReturned: 800,
        overdueAmount: 0,
        openBalance: 79_200,
        lines: 8,
      },
    },
    {
      // February..April fell due unpaid: overdue, charged with their fee.
      name: 'instalments overdue',
      plan: monthlyPlan(10_000, 1),
      financingFee: 1_200,
      expected: {
        totalAmount: 120_000,
        receivedAmount: 10_000,
        remainingAmount: 110_000,
        financingFeesToBeReturned: 800,
        overdueAmount: 30_000,
        openBalance: 109_200,
        lines: 11,
      },
    },
    {
      name: 'nothing owing',
      plan: monthlyPlan(10_000, 12),
      financingFee: 1_200,
      expected: {
        totalAmount: 120_000,
        receivedAmount: 120_000,
        remainingAmount: 0,
        financingFeesToBeReturned: 0,
        overdueAmount: 0,
        openBalance: 0,
        lines: 0,
      },
    },
    {
      // The leftover cents of the fee sit on the first payment (paid at bind), never returned.
      name: 'a fee that does not split evenly',
      plan: monthlyPlan(10_001, 4),
      financingFee: 1_211,
      expected: {
        totalAmount: 120_012,
        receivedAmount: 40_004,
        remainingAmount: 80_008,
        financingFeesToBeReturned: 800,
        overdueAmount: 0,
        openBalance: 79_208,
        lines: 8,
      },
    },
    {
      name: 'a plan without a financing fee',
      plan: monthlyPlan(10_000, 4),
      financingFee: 0,
      expected: {
        totalAmount: 120_000,
        receivedAmount: 40_000,
        remainingAmount: 80_000,
        financingFeesToBeReturned: 0,
        overdueAmount: 0,
        openBalance: 80_000,
        lines: 8,
      },
    },
  ];

  it.each(cases)('$name', ({ plan, financingFee, expected }) => {
    const quote = payInFullQuote({ ...plan, paymentPeriod: 'monthly', financingFee, now: NOW });
    const { invoices, notYetDueAmount, ...figures } = quote;
    expect({ ...figures, lines: invoices.length }).toEqual(expected);
    // Every figure is the sum of its parts.
    expect(quote.totalAmount).toBe(quote.receivedAmount + quote.remainingAmount);
    expect(quote.remainingAmount).toBe(quote.overdueAmount + notYetDueAmount);
    expect(quote.openBalance).toBe(quote.remainingAmount - quote.financingFeesToBeReturned);
    expect(sum(invoices.map((line) => line.toPay))).toBe(quote.openBalance);
    expect(sum(invoices.map((line) => line.financingFeeReturned))).toBe(quote.financingFeesToBeReturned);
    expect(invoices.every((line) => line.toPay + line.financingFeeReturned === line.outstanding)).toBe(true);
  });

  it('charges the fee of every overdue instalment and returns none when none is left to fall due', () => {
    const plan = monthlyPlan(10_000, 1);
    const quote = payInFullQuote({
      ...plan,
      paymentPeriod: 'monthly',
      financingFee: 1_200,
      now: new Date('2026-01-02T00:00:00Z'),
    });
    expect(quote).toMatchObject({
      overdueAmount: 110_000,
      financingFeesToBeReturned: 0,
      openBalance: 110_000,
    });
  });

  it('returns the fee of every instalment when none fell due yet (bound ahead of its start)', () => {
    const plan = monthlyPlan(10_000, 1);
    const quote = payInFullQuote({
      ...plan,
      paymentPeriod: 'monthly',
      financingFee: 1_200,
      now: new Date('2024-12-20T00:00:00Z'),
    });
    expect(quote).toMatchObject({ overdueAmount: 0, financingFeesToBeReturned: 1_100, openBalance: 108_900 });
  });

  it('returns at most what a partly paid or credited instalment still asks for', () => {
    const plan = monthlyPlan(10_000, 4);
    const entries: LedgerEntry[] = [
      ...plan.entries,
      // May paid in part; June mostly credited by an endorsement's return.
      { kind: 'payment', amount: 9_950, invoiceId: 'i5', paymentId: 'p9' },
      { kind: 'charge', component: 'creditApplied', amount: -9_980, invoiceId: 'i6' },
    ];
    const quote = payInFullQuote({
      ...plan,
      entries,
      paymentPeriod: 'monthly',
      financingFee: 1_200,
      now: NOW,
    });
    const byId = new Map(quote.invoices.map((line) => [line.invoiceId, line]));
    expect(byId.get('i5')).toMatchObject({ outstanding: 50, financingFeeReturned: 50, toPay: 0 });
    expect(byId.get('i6')).toMatchObject({ outstanding: 20, financingFeeReturned: 20, toPay: 0 });
    expect(byId.get('i7')).toMatchObject({ outstanding: 10_000, financingFeeReturned: 100, toPay: 9_900 });
    expect(quote.financingFeesToBeReturned).toBe(50 + 20 + 6 * 100);
  });

  it('pays an open invoice that bills no plan payment (an endorsement, a missed payment fee) in full', () => {
    const plan = monthlyPlan(10_000, 4);
    const invoices = [...plan.invoices, { invoiceId: 'mpf', dueDate: month(3), instalmentNumber: null }];
    const entries: LedgerEntry[] = [
      ...plan.entries,
      { kind: 'charge', component: 'missedPaymentFee', amount: 2_500, invoiceId: 'mpf' },
    ];
    const quote = payInFullQuote({
      entries,
      invoices,
      paymentPeriod: 'monthly',
      financingFee: 1_200,
      now: NOW,
    });
    expect(quote.invoices[0]).toMatchObject({ invoiceId: 'mpf', overdue: true, toPay: 2_500 });
    expect(quote.overdueAmount).toBe(2_500);
    expect(quote.openBalance).toBe(2_500 + 80_000 - 800);
  });

  it('leaves a credit owed back to the insured out of what is owing, and out of what was received', () => {
    const plan = monthlyPlan(10_000, 12);
    const entries: LedgerEntry[] = [
      ...plan.entries,
      { kind: 'charge', component: 'premium', amount: -3_000, invoiceId: 'rfd' },
    ];
    const quote = payInFullQuote({
      entries,
      invoices: [...plan.invoices, { invoiceId: 'rfd', dueDate: month(3), instalmentNumber: null }],
      paymentPeriod: 'monthly',
      financingFee: 1_200,
      now: NOW,
    });
    expect(quote).toMatchObject({ receivedAmount: 117_000, totalAmount: 117_000, openBalance: 0 });
  });

  it('refuses an open invoice it knows nothing of', () => {
    const plan = monthlyPlan(10_000, 4);
    expect(() =>
      payInFullQuote({
        entries: plan.entries,
        invoices: plan.invoices.slice(0, 6),
        paymentPeriod: 'monthly',
        financingFee: 1_200,
        now: NOW,
      }),
    ).toThrow(RangeError);
  });
});

describe('payInFullRefusal', () => {
  it.each([
    [0, true, false, 'nothingOwing'],
    [-100, true, true, 'nothingOwing'],
    [49, true, false, 'belowCardMinimum'],
    [50, false, false, 'noCard'],
    [50, true, false, null],
    [79_200, false, true, null],
  ] as const)(
    'open balance %i, card on file %s, new card %s: %s',
    (openBalance, onFile, newCard, refusal) => {
      expect(payInFullRefusal({ openBalance }, { onFile, newCard })).toBe(refusal);
    },
  );
});
