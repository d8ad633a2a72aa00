import { describe, expect, it } from 'vitest';
import { CUSTOM_BUSINESS } from '../../products/definitions/custom-business.ts';
import { HEALTH_FITNESS_PREMISES } from '../../products/definitions/health-fitness-premises.ts';
import type { Form, ProductDefinition } from '../../products/types.ts';
import { rateProduct } from './index.ts';

type Lines = Record<string, number>;

function lines(definition: ProductDefinition, form: Form): Lines {
  const rated = rateProduct(definition, form);
  expect(rated.unpricedReasons).toEqual([]);
  return Object.fromEntries(rated.premiums.map((line) => [line.key, line.amount]));
}

describe('custom business rating', () => {
  // ON 1.10, retail (B2: liability $2.50, contents $3 per $1,000), $800,000, $2M 1.2, $50,000 contents, no claims.
  const business: Form = {
    'business-address-province': 'ON',
    operations: 'retail',
    'annual-revenue': '800000',
    'liability-limit': '2000000',
    'contents-limit': '50000',
    'claims-count': '0',
  };

  it.each<[string, Form, Lines]>([
    // liability 800 x 2.5 x 1.2 x 1.1 = $2,640.00; contents 50 x 3 x 1.1 = $165.00
    ['liability and contents', {}, { liabilityPremium: 264_000, contentsPremium: 16_500 }],
    ['no contents', { 'contents-limit': '0' }, { liabilityPremium: 264_000 }],
    ['contents left empty', { 'contents-limit': '' }, { liabilityPremium: 264_000 }],
    // governing B3 ($4 / $4.50), 2 claims 1.35: liability 800 x 4 x 1.2 x 1.1 x 1.35 = $5,702.40;
    // contents 50 x 4.5 x 1.1 x 1.35 = $334.125
    [
      'governing class and claims',
      { operations: 'office,light-manufacturing', 'claims-count': '2' },
      { liabilityPremium: 570_240, contentsPremium: 33_413 },
    ],
    // MB 1.00, office B1 $1.50, $100,000, $1M: $150.00 -> $500.00 minimum
    [
      'minimum premium',
      {
        'business-address-province': 'MB',
        operations: 'office',
        'annual-revenue': '100000',
        'liability-limit': '1000000',
        'contents-limit': 0,
      },
      { liabilityPremium: 50_000 },
    ],
  ])('%s', (_name, answers, expected) => {
    expect(lines(CUSTOM_BUSINESS, { ...business, ...answers })).toEqual(expected);
  });

  it.each<[string, Form, string]>([
    [
      'restaurant',
      { operations: 'restaurant' },
      'Restaurant or cafe cannot be priced online; an underwriter prices it.',
    ],
    [
      'contents below the minimum limit',
      { 'contents-limit': '1000' },
      '"Business contents limit" of 1,000 cannot be priced online (5,000 to 500,000).',
    ],
    ['no revenue', { 'annual-revenue': 'lots' }, 'Answer "Annual revenue" to get a price.'],
  ])('unpriced: %s', (_name, answers, reason) => {
    expect(rateProduct(CUSTOM_BUSINESS, { ...business, ...answers }).unpricedReasons).toEqual([reason]);
  });
});

describe('health & fitness premises rating', () => {
  // AB 1.10, yoga studio + fitness centre (governing P2: $6.50 / $3), $400,000, $2M 1.25, $80,000 contents.
  const premises: Form = {
    'business-address-province': 'AB',
    operations: 'yoga-studio,fitness-centre',
    'annual-revenue': '400000',
    'liability-limit': '2000000',
    'contents-limit': '80000',
    'claims-count': '0',
  };

  it.each<[string, Form, Lines]>([
    // liability 400 x 6.5 x 1.25 x 1.1 = $3,575.00; contents 80 x 3 x 1.1 = $264.00
    ['gym with equipment', {}, { liabilityPremium: 357_500, contentsPremium: 26_400 }],
    // ON 1.1, yoga studio P1 $4, $50,000, $1M, no contents: $220.00 -> $750.00 minimum
    [
      'minimum premium',
      {
        'business-address-province': 'ON',
        operations: 'yoga-studio',
        'annual-revenue': '50000',
        'liability-limit': '1000000',
        'contents-limit': '0',
      },
      { liabilityPremium: 75_000 },
    ],
  ])('%s', (_name, answers, expected) => {
    expect(lines(HEALTH_FITNESS_PREMISES, { ...premises, ...answers })).toEqual(expected);
  });

  it('refers martial arts studios to an underwriter', () => {
    const rated = rateProduct(HEALTH_FITNESS_PREMISES, {
      ...premises,
      operations: 'yoga-studio,martial-arts-studio',
    });
    expect(rated.unpricedReasons).toEqual([
      'Martial arts studio cannot be priced online; an underwriter prices it.',
    ]);
  });
});
