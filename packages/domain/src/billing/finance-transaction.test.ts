import { describe, expect, it } from 'vitest';
import {
  FINANCE_TRANSACTION_MESSAGES,
  financeAdjustmentPlan,
  financeDescriptionError,
  offPlatformSettlement,
  paymentDateError,
} from './finance-transaction.ts';

const open = [
  { invoiceId: 'a', outstanding: 1_000 },
  { invoiceId: 'b', outstanding: 2_501 },
];

describe('financeAdjustmentPlan', () => {
  it('a positive amount is a charge of exactly that many cents', () => {
    expect(financeAdjustmentPlan(12_345, open, 0)).toEqual({ ok: true, kind: 'charge', amount: 12_345 });
    expect(financeAdjustmentPlan(1, [], 0)).toEqual({ ok: true, kind: 'charge', amount: 1 });
  });

  it('refuses zero', () => {
    expect(financeAdjustmentPlan(0, open, 0)).toEqual({ ok: false, reason: 'amountZero' });
  });

  it.each([
    // credit, held, off a, off b, refund
    [500, 0, [['a', 500]], 0],
    [1_000, 0, [['a', 1_000]], 0],
    [
      1_001,
      0,
      [
        ['a', 1_000],
        ['b', 1],
      ],
      0,
    ],
    [
      3_501,
      0,
      [
        ['a', 1_000],
        ['b', 2_501],
      ],
      0,
    ],
    [
      3_502,
      1,
      [
        ['a', 1_000],
        ['b', 2_501],
      ],
      1,
    ],
    [
      5_000,
      9_999,
      [
        ['a', 1_000],
        ['b', 2_501],
      ],
      1_499,
    ],
  ] as const)(
    'a credit of %i cents (policy holds %i) comes off the open invoices first, earliest due first',
    (credit, held, off, refund) => {
      const plan = financeAdjustmentPlan(-credit, open, held);
      expect(plan).toEqual({
        ok: true,
        kind: 'credit',
        credit,
        offInvoices: off.map(([invoiceId, amount]) => ({ invoiceId, amount })),
        refund,
      });
      if (plan.ok && plan.kind === 'credit')
        expect(plan.offInvoices.reduce((sum, part) => sum + part.amount, 0) + plan.refund).toBe(credit);
    },
  );

  it('never owes back more than the policy holds of what was paid', () => {
    expect(financeAdjustmentPlan(-3_502, open, 0)).toEqual({ ok: false, reason: 'creditTooLarge' });
    expect(financeAdjustmentPlan(-100, [], 99)).toEqual({ ok: false, reason: 'creditTooLarge' });
    expect(financeAdjustmentPlan(-100, [], 100)).toMatchObject({ ok: true, refund: 100 });
    expect(financeAdjustmentPlan(-100, [], -50)).toEqual({ ok: false, reason: 'creditTooLarge' });
  });

  it('refuses fractions of a cent', () => {
    expect(() => financeAdjustmentPlan(10.5, open, 0)).toThrow(RangeError);
  });
});

describe('offPlatformSettlement', () => {
  it('pays each chosen open invoice what it still asks, once', () => {
    expect(offPlatformSettlement(open, ['b', 'a', 'b'])).toEqual({
      ok: true,
      payments: [
        { invoiceId: 'b', amount: 2_501 },
        { invoiceId: 'a', amount: 1_000 },
      ],
      total: 3_501,
    });
  });

  it('needs at least one invoice, and only open ones', () => {
    expect(offPlatformSettlement(open, [])).toEqual({ ok: false, reason: 'invoicesRequired' });
    expect(offPlatformSettlement(open, ['a', 'z'])).toEqual({ ok: false, reason: 'invoiceNotOpen' });
    expect(offPlatformSettlement([{ invoiceId: 'a', outstanding: 0 }], ['a'])).toEqual({
      ok: false,
      reason: 'invoiceNotOpen',
    });
  });
});

describe('descriptions and payment dates', () => {
  it('a description is required and at most 1000 characters (spec 9)', () => {
    expect(financeDescriptionError('  ')).toBe(FINANCE_TRANSACTION_MESSAGES.descriptionRequired);
    expect(financeDescriptionError('x'.repeat(1000))).toBeNull();
    expect(financeDescriptionError('x'.repeat(1001))).toBe('The description can be at most 1000 characters.');
  });

  it('a payment date is a day not after today', () => {
    expect(paymentDateError('2026-11-26', '2026-11-26')).toBeNull();
    expect(paymentDateError('2026-01-01', '2026-11-26')).toBeNull();
    expect(paymentDateError('2026-11-27', '2026-11-26')).toBe(FINANCE_TRANSACTION_MESSAGES.paymentDateFuture);
    expect(paymentDateError('', '2026-11-26')).toBe(FINANCE_TRANSACTION_MESSAGES.paymentDateRequired);
  });
});
