import { describe, expect, it } from 'vitest';
import { MINIMUM_PREMIUM_NOTE, pricedResult, unpricedResult } from './rated-result.ts';

describe('pricedResult', () => {
  it('rounds each line once, half away from zero', () => {
    const rated = pricedResult(
      [
        { key: 'contentsPremium', label: 'Contents', amount: 1_234.5 },
        { key: 'alePremium', label: 'ALE', amount: 99.4999 },
      ],
      0,
    );
    expect(rated.premiums.map((line) => line.amount)).toEqual([1_235, 99]);
  });

  it('drops zero lines except the main one', () => {
    const rated = pricedResult(
      [
        { key: 'liabilityPremium', label: 'Liability', amount: 0 },
        { key: 'addonPremium', label: 'Add-on', amount: 0.4 },
      ],
      0,
    );
    expect(rated.premiums).toEqual([{ key: 'liabilityPremium', label: 'Liability', amount: 0 }]);
  });

  it.each([
    // minimum, main line, other line -> main line, minimum applied
    [10_000, 9_899, 100, 9_900, true],
    [10_000, 9_900, 100, 9_900, false],
    [10_000, 9_901, 100, 9_901, false],
    [10_000, 2_400, 100, 9_900, true],
  ])('minimum %i, lines %i + %i -> main line %i', (minimum, main, other, expected, applied) => {
    const rated = pricedResult(
      [
        { key: 'contentsPremium', label: 'Contents', amount: main },
        { key: 'alePremium', label: 'ALE', amount: other },
      ],
      minimum,
    );
    expect(rated.premiums).toEqual([
      {
        key: 'contentsPremium',
        label: applied ? `Contents${MINIMUM_PREMIUM_NOTE}` : 'Contents',
        amount: expected,
      },
      { key: 'alePremium', label: 'ALE', amount: other },
    ]);
  });

  it('is unpriced without lines', () => {
    expect(pricedResult([], 100).priced).toBe(false);
  });
});

describe('unpricedResult', () => {
  it('has no figures and no repeated reasons', () => {
    expect(unpricedResult(['a', 'b', 'a'])).toEqual({
      priced: false,
      premiums: [],
      unpricedReasons: ['a', 'b'],
    });
  });
});
