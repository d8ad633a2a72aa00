import { describe, expect, it } from 'vitest';
import { PAYMENT_PERIODS } from '../statuses.ts';
import { PAYMENT_PLANS, paymentSchedule, splitEvenly } from './payment-schedule.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('paymentSchedule', () => {
  it.each([
    ['annual', 115_098, [0], [115_098]],
    ['monthly', 120_982, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [10_091, ...Array<number>(11).fill(10_081)]],
    ['instalment', 118_521, [0, 3, 6, 9], [29_631, 29_630, 29_630, 29_630]],
    ['monthly', 1_200, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], Array<number>(12).fill(100)],
    ['instalment', 3, [0, 3, 6, 9], [3, 0, 0, 0]],
  ] as const)('%s of %d', (period, total, offsets, amounts) => {
    const schedule = paymentSchedule(total, period);
    expect(schedule.map((payment) => payment.monthOffset)).toEqual(offsets);
    expect(schedule.map((payment) => payment.amount)).toEqual(amounts);
    expect(schedule.map((payment) => payment.sequence)).toEqual(offsets.map((_, index) => index + 1));
  });

  it('sums to the total exactly, leftover cents on the first payment', () => {
    const totals = [...Array.from({ length: 5_000 }, (_, index) => index), 987_654_321_987, 11, 13];
    const problems: string[] = [];
    for (const period of PAYMENT_PERIODS) {
      const { payments } = PAYMENT_PLANS[period];
      for (const total of totals) {
        const amounts = paymentSchedule(total, period).map((payment) => payment.amount);
        const [first = 0, ...rest] = amounts;
        const share = rest[0] ?? first;
        const ok =
          amounts.length === payments &&
          sum(amounts) === total &&
          rest.every((amount) => amount === share) &&
          first - share >= 0 &&
          first - share < payments;
        if (!ok) problems.push(`${period} ${total}: ${amounts.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('splitEvenly', () => {
  it.each([
    [10, 3, [4, 3, 3]],
    [0, 4, [0, 0, 0, 0]],
    [-10, 3, [-4, -3, -3]],
    [7, 1, [7]],
  ])('%d in %d parts', (amount, parts, expected) => {
    expect(splitEvenly(amount, parts)).toEqual(expected);
  });

  it.each([
    [10.5, 2],
    [10, 0],
    [10, 1.5],
  ])('refuses %d in %d parts', (amount, parts) => {
    expect(() => splitEvenly(amount, parts)).toThrow(RangeError);
  });
});
