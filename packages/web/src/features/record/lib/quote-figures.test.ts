import { describe, expect, it } from 'vitest';
import { PROVINCES } from '@bm/domain';
import { makeQuote } from '../../../test/crm-fixtures.ts';
import { addMonths, commissionSplit, parseQuote, scheduleRows } from './quote-figures.ts';

/** A quote as the first release stored it: figures only, no premium lines or schedule. */
const OLD_SHAPE_QUOTE = {
  priced: true,
  premiumsSum: 100_000,
  premiumsTaxes: 8_000,
  transactionFee: 2_500,
  total: { annual: 110_825, monthly: 116_225, instalment: 114_065 },
};

describe('parseQuote', () => {
  it('reads a quote in the contract’s shape', () => {
    const quote = makeQuote();
    expect(parseQuote({ ...quote })).toEqual(quote);
  });

  it('refuses a missing quote, the old figures-only shape and partial quotes', () => {
    expect(parseQuote(null)).toBeNull();
    expect(parseQuote(OLD_SHAPE_QUOTE)).toBeNull();
    expect(parseQuote({ priced: false })).toBeNull();
  });
});

describe('commissionSplit', () => {
  it.each(PROVINCES)('insurer + MGA + broker add up to the premiums sum (%s)', (province) => {
    const quote = makeQuote({ province });
    const split = commissionSplit(quote);
    expect(split.lines.map((line) => line.label)).toEqual([
      'Insurer premium',
      'MGA premium',
      'Broker commission',
    ]);
    expect(split.total).toBe(quote.premiumsSum);
  });
});

describe('addMonths', () => {
  it.each([
    ['2025-03-01', 0, '2025-03'],
    ['2025-03-31', 1, '2025-04'],
    ['2025-11-15', 2, '2026-01'],
    ['2024-12-01', 12, '2025-12'],
  ])('%s + %i months -> %s', (day, months, month) => expect(addMonths(day, months)).toBe(month));
});

describe('scheduleRows', () => {
  const quote = makeQuote();

  it('numbers the monthly payments and counts their months from the effective date', () => {
    const rows = scheduleRows(quote, 'monthly', '2025-11-01T07:01:00.000Z');
    expect(rows).toHaveLength(12);
    expect(rows.map((row) => row.dueMonth).slice(0, 3)).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(rows.map((row) => row.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(quote.total.monthly);
  });

  it('takes a YYYY-MM-DD day as it is, and says when the effective date is unknown', () => {
    expect(scheduleRows(quote, 'instalment', '2025-03-01').map((row) => row.dueMonth)).toEqual([
      '2025-03',
      '2025-06',
      '2025-09',
      '2025-12',
    ]);
    expect(scheduleRows(quote, 'instalment', null).map((row) => row.dueMonth)).toEqual([
      'At bind',
      'Month 3 after the effective date',
      'Month 6 after the effective date',
      'Month 9 after the effective date',
    ]);
  });
});
