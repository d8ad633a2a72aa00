import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../catalogue.ts';
import { PRODUCT_DEFINITIONS } from '../../products/definitions/index.ts';
import { TENANTS } from '../../products/definitions/tenants.ts';
import { RATING_MODELS, rateProduct } from './index.ts';

describe('rateProduct', () => {
  it('has a rating model for every catalogue product', () => {
    expect(Object.keys(RATING_MODELS).sort()).toEqual(CATALOGUE.map((entry) => entry.productId).sort());
  });

  it.each(
    Object.values(PRODUCT_DEFINITIONS).map((definition) => [definition.productId, definition] as const),
  )('%s: an empty form is unpriced with reasons, never an error', (_productId, definition) => {
    const rated = rateProduct(definition, {});
    expect(rated.priced).toBe(false);
    expect(rated.premiums).toEqual([]);
    expect(rated.unpricedReasons.length).toBeGreaterThan(0);
  });

  it.each(['unknown-product', 'constructor', '__proto__'])('does not rate product %s', (productId) => {
    expect(rateProduct({ ...TENANTS, productId }, {})).toEqual({
      priced: false,
      premiums: [],
      unpricedReasons: [`No online rating exists for ${productId}.`],
    });
  });

  it.each([
    ['no rating data', {}],
    ['a malformed table', { ...TENANTS.rating, provinceFactors: { ON: 'high' } }],
    ['a malformed range', { ...TENANTS.rating, contentsLimitRange: { min: 10, max: 1 } }],
  ])('turns %s into an unpriced result', (_name, rating) => {
    expect(rateProduct({ ...TENANTS, rating }, { 'contents-limit': '30000' })).toEqual({
      priced: false,
      premiums: [],
      unpricedReasons: ['The rating tables of Tenants Insurance (version 1.0) are incomplete.'],
    });
  });

  it('reads the rates from the definition, not from code', () => {
    const form = {
      'business-address-province': 'ON',
      'contents-limit': '30000',
      'ale-limit': '10000',
      'liability-limit': '1000000',
      deductible: '1000',
      'fire-protection': 'protected',
      'claims-count': '0',
      'cover-level': 'basic',
    };
    const doubled = { ...TENANTS, rating: { ...TENANTS.rating, contentsRatePerThousand: 8 } };
    const contents = (definition: typeof TENANTS) =>
      rateProduct(definition, form).premiums.find((line) => line.key === 'contentsPremium')?.amount;
    expect(contents(doubled)).toBe(2 * (contents(TENANTS) ?? 0));
  });
});
