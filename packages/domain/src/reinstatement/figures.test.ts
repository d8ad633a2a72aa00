import { describe, expect, it } from 'vitest';
import { addMonthsToDay } from '../dates.ts';
import { computeCancellation } from '../cancellation/compute.ts';
import { makeInput, makeQuote, paidPayments } from '../cancellation/cancellation.test-support.ts';
import type { CancellationOption } from '../cancellation/options.ts';
import type { PaymentPeriod } from '../statuses.ts';
import { computeReinstatement, type ReinstatementInput, type VoidedInvoice } from './figures.ts';

const voided = (
  n: number,
  amount: number,
  dueDay: string,
  extra: Partial<VoidedInvoice> = {},
): VoidedInvoice => ({
  number: `TEN-2025-0000001-${String(n).padStart(2, '0')}`,
  amountDue: amount,
  amountPaid: 0,
  dueDay,
  instalmentNumber: n,
  isMpf: false,
  ...extra,
});

const input = (overrides: Partial<ReinstatementInput> = {}): ReinstatementInput => ({
  today: '2025-06-15',
  refundDue: 0,
  missedPaymentFeeWaived: false,
  voidedInvoices: [],
  balanceInvoice: null,
  ...overrides,
});

describe('computeReinstatement', () => {
  it.each([
    {
      name: 'annual refund: the returned amount is invoiced again',
      given: input({ refundDue: 75_432 }),
      reinstatementInvoice: 75_432,
      invoices: [],
      totalToInvoice: 75_432,
    },
    {
      name: 'nothing returned, nothing voided: nothing to invoice',
      given: input(),
      reinstatementInvoice: 0,
      invoices: [],
      totalToInvoice: 0,
    },
    {
      name: 'monthly: voided instalments come back, past ones due today',
      given: input({
        refundDue: 1_250,
        voidedInvoices: [voided(4, 9_000, '2025-07-01'), voided(3, 9_000, '2025-06-01')],
      }),
      reinstatementInvoice: 1_250,
      invoices: [
        { instalmentNumber: 3, originalDueDay: '2025-06-01', dueDay: '2025-06-15', amountDue: 9_000 },
        { instalmentNumber: 4, originalDueDay: '2025-07-01', dueDay: '2025-07-01', amountDue: 9_000 },
      ],
      totalToInvoice: 19_250,
    },
    {
      name: 'a partly paid voided instalment comes back for what was left',
      given: input({ voidedInvoices: [voided(2, 9_000, '2025-07-01', { amountPaid: 4_000 })] }),
      reinstatementInvoice: 0,
      invoices: [{ instalmentNumber: 2, dueDay: '2025-07-01', amountDue: 5_000 }],
      totalToInvoice: 5_000,
    },
    {
      name: 'an unpaid balance invoice is voided; the plan asks again',
      given: input({
        voidedInvoices: [voided(5, 9_000, '2025-08-01')],
        balanceInvoice: { status: 'open', amountDue: 3_000, amountPaid: 0 },
      }),
      reinstatementInvoice: 0,
      invoices: [{ instalmentNumber: 5, amountDue: 9_000 }],
      totalToInvoice: 9_000,
      voidBalanceInvoice: true,
      balanceVoided: 3_000,
    },
    {
      name: 'a paid balance invoice is credited against the first instalments',
      given: input({
        voidedInvoices: [voided(5, 9_000, '2025-08-01'), voided(6, 9_000, '2025-09-01')],
        balanceInvoice: { status: 'paid', amountDue: 12_000, amountPaid: 12_000 },
      }),
      reinstatementInvoice: 0,
      invoices: [{ instalmentNumber: 6, amountDue: 6_000 }],
      totalToInvoice: 6_000,
      balanceCredit: 12_000,
    },
    {
      name: 'open missed payment fees come back unless waived',
      given: input({
        voidedInvoices: [voided(0, 2_500, '2025-05-01', { isMpf: true, instalmentNumber: null })],
      }),
      reinstatementInvoice: 0,
      invoices: [{ isMpf: true, dueDay: '2025-06-15', amountDue: 2_500 }],
      totalToInvoice: 2_500,
    },
    {
      name: 'waived missed payment fees stay waived',
      given: input({
        missedPaymentFeeWaived: true,
        voidedInvoices: [voided(0, 2_500, '2025-05-01', { isMpf: true, instalmentNumber: null })],
      }),
      reinstatementInvoice: 0,
      invoices: [],
      totalToInvoice: 0,
    },
    {
      name: 'credit beyond everything invoiced is left over',
      given: input({ balanceInvoice: { status: 'paid', amountDue: 500, amountPaid: 500 } }),
      reinstatementInvoice: 0,
      invoices: [],
      totalToInvoice: 0,
      balanceCredit: 500,
      unappliedCredit: 500,
    },
  ])('$name', ({ name: _name, given, reinstatementInvoice, invoices, totalToInvoice, ...rest }) => {
    const figures = computeReinstatement(given);
    expect(figures.reinstatementInvoice).toBe(reinstatementInvoice);
    expect(figures.invoices).toHaveLength(invoices.length);
    invoices.forEach((expected, i) => expect(figures.invoices[i]).toMatchObject(expected));
    expect(figures.totalToInvoice).toBe(totalToInvoice);
    expect(figures.totalToInvoice).toBe(figures.reinstatementInvoice + figures.invoicesTotal);
    expect(figures).toMatchObject({
      voidBalanceInvoice: false,
      balanceVoided: 0,
      balanceCredit: 0,
      unappliedCredit: 0,
      ...rest,
    });
  });

  it('refuses figures that are not whole cents or a day that is not a date', () => {
    expect(() => computeReinstatement(input({ refundDue: 1.5 }))).toThrow(RangeError);
    expect(() => computeReinstatement(input({ refundDue: -1 }))).toThrow(RangeError);
    expect(() => computeReinstatement(input({ today: '2025-02-30' }))).toThrow(RangeError);
  });
});

/**
 * The invariant: cancel a policy (any plan, option and number of payments made), optionally pay
 * the cancellation balance, then reinstate: paid + owed (less any credit left over) = policy total.
 */
describe('cancel then reinstate gives the policy total back', () => {
  const cases: [PaymentPeriod, CancellationOption, number, string, boolean][] = [];
  for (const period of ['annual', 'monthly', 'instalment'] as const)
    for (const option of ['shortrate', 'prorata', 'mrp', 'flat'] as const)
      for (const paid of period === 'annual' ? [1] : [1, 3])
        for (const day of ['2025-03-01', '2025-06-09', '2025-12-20'])
          for (const balancePaid of [false, true]) cases.push([period, option, paid, day, balancePaid]);

  it.each(cases)(
    '%s %s, %i paid, cancelled %s, balance paid %s',
    (period, option, paidCount, day, balancePaid) => {
      const quote = makeQuote({ contentsPremium: 61_234, liabilityPremium: 38_767 });
      const schedule = quote.schedule[period];
      const received = paidPayments(quote, period, paidCount);
      const cancellation = computeCancellation(
        makeInput(
          { quote, paymentPeriod: period, paymentReceived: received },
          { cancEffectiveDate: day, cancOption: option },
        ),
      );
      const voidedInvoices = schedule
        .slice(paidCount)
        .map((payment) =>
          voided(payment.sequence, payment.amount, addMonthsToDay('2025-03-01', payment.monthOffset)),
        );
      const balancePayment = balancePaid ? cancellation.amountOwing : 0;
      const figures = computeReinstatement({
        today: day,
        refundDue: cancellation.refundDue,
        missedPaymentFeeWaived: false,
        voidedInvoices,
        balanceInvoice:
          cancellation.amountOwing > 0
            ? {
                status: balancePaid ? 'paid' : 'open',
                amountDue: cancellation.amountOwing,
                amountPaid: balancePayment,
              }
            : null,
      });
      const hasPaid = received - cancellation.refundDue + balancePayment;
      expect(hasPaid + figures.totalToInvoice - figures.unappliedCredit).toBe(quote.total[period]);
    },
  );
});
