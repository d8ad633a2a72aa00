import { describe, expect, it } from 'vitest';
import { summariseQuote } from '@bm/domain';
import { humaniseKey } from './labels.ts';
import { parseQuote, periodTotals, premiumSplit, transactionFeeBreakdown } from './quote-figures.ts';

describe('humaniseKey', () => {
  it.each([
    ['business-address-city', 'Business address city'],
    ['policy-effective-date', 'Policy effective date'],
    ['email', 'Email'],
    ['roommate_1_name', 'Roommate 1 name'],
    ['policyEffectiveDate', 'Policy effective date'],
  ])('%s -> %s', (key, label) => expect(humaniseKey(key)).toBe(label));
});

describe('quote lines', () => {
  it.each(['ON', 'BC', 'QC', 'AB'] as const)('every total is the sum of its lines (%s)', (province) => {
    const quote = parseQuote({ ...summariseQuote(123_400, province) })!;
    for (const group of [
      premiumSplit(quote),
      transactionFeeBreakdown(quote),
      ...Object.values(periodTotals(quote)),
    ]) {
      expect(group.linesSum).toBe(group.total);
    }
  });

  it('refuses a quote without its figures', () => {
    expect(parseQuote({ priced: false })).toBeNull();
    expect(parseQuote(null)).toBeNull();
  });
});
