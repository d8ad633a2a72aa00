import { describe, expect, it } from 'vitest';
import type { Province } from '../provinces.ts';
import { PRODUCT_DEFINITIONS } from './definitions/index.ts';
import { quoteApplication } from './quote-application.ts';
import {
  SAMPLE_FORMS,
  SAMPLE_PROVINCES,
  sampleProvinces,
  sampleTenantsForm,
  sampleVariantCount,
  type SampleLocation,
} from './sample-forms.ts';

const TODAY = '2026-08-15';
const EFFECTIVE_DAY = '2026-08-25';
/** The brief's variants, plus quarters so that every alternative (up to 4) is picked. */
const VARIANTS = [0, 0.25, 0.5, 0.75, 0.99];

/** The demo seed's city and postal code of each province it uses (seed.ts CITY_BY_PROVINCE). */
const SEED_CITIES: Record<string, readonly [string, string]> = {
  AB: ['Calgary', 'T2P 1J9'],
  BC: ['Vancouver', 'V6B 1A1'],
  MB: ['Winnipeg', 'R3C 0A5'],
  NS: ['Halifax', 'B3J 3K1'],
  ON: ['Toronto', 'M5V 2T6'],
  QC: ['Montréal', 'H3B 2Y5'],
  SK: ['Saskatoon', 'S7K 1J5'],
  NB: ['Moncton', 'E1C 4M4'],
  NL: ["St. John's", 'A1C 5M2'],
  PE: ['Charlottetown', 'C1A 4P3'],
};

function seedLocation(province: Province): SampleLocation {
  const [city, postal] = SEED_CITIES[province] ?? ['', ''];
  return { street: '120 Main Street', city, province, postal };
}

const PRODUCT_IDS = Object.keys(PRODUCT_DEFINITIONS);

function quote(productId: string, variation: Parameters<(typeof SAMPLE_FORMS)[string]>[0]) {
  const definition = PRODUCT_DEFINITIONS[productId];
  const sample = SAMPLE_FORMS[productId];
  if (!definition || !sample) throw new Error(`no sample for ${productId}`);
  const form = sample(variation);
  return { form, ...quoteApplication(definition, form, { today: TODAY }) };
}

describe('SAMPLE_FORMS', () => {
  it('has a sample for every product of the catalogue, and nothing else', () => {
    expect(PRODUCT_IDS).toHaveLength(14);
    expect(Object.keys(SAMPLE_FORMS).sort()).toEqual([...PRODUCT_IDS].sort());
  });

  it('offers 2 to 4 alternatives per product', () => {
    for (const productId of PRODUCT_IDS) {
      expect(sampleVariantCount(productId), productId).toBeGreaterThanOrEqual(2);
      expect(sampleVariantCount(productId), productId).toBeLessThanOrEqual(4);
    }
  });

  it('seed provinces are those of the seed, each supported province has a seed city', () => {
    expect([...SAMPLE_PROVINCES].sort()).toEqual(Object.keys(SEED_CITIES).sort());
    for (const productId of PRODUCT_IDS)
      expect(sampleProvinces(productId).length, productId).toBeGreaterThan(0);
    expect(sampleProvinces('no-such-product')).toEqual([]);
  });

  describe.each(PRODUCT_IDS)('%s', (productId) => {
    it.each(VARIANTS)('prices cleanly at its own address, variant %s', (variant) => {
      const {
        errors,
        eligibility,
        quote: priced,
      } = quote(productId, { effectiveDay: EFFECTIVE_DAY, variant });
      expect(errors).toEqual({});
      expect(eligibility).toEqual({ status: 'eligible', reasons: [] });
      expect(priced.unpricedReasons).toEqual([]);
      expect(priced.priced).toBe(true);
      expect(priced.premiumsSum).toBeGreaterThan(0);
      expect(priced.total.annual).toBeGreaterThan(0);
    });

    it('prices cleanly in every province it supports, for every variant', () => {
      for (const province of sampleProvinces(productId)) {
        for (const variant of VARIANTS) {
          const result = quote(productId, {
            effectiveDay: EFFECTIVE_DAY,
            variant,
            location: seedLocation(province),
          });
          const context = `${productId} ${province} variant ${variant}`;
          expect(result.errors, context).toEqual({});
          expect(result.eligibility, context).toEqual({ status: 'eligible', reasons: [] });
          expect(result.quote.unpricedReasons, context).toEqual([]);
          expect(result.quote.priced, context).toBe(true);
          expect(result.quote.province, context).toBe(province);
          expect(result.quote.premiumsSum, context).toBeGreaterThan(0);
          expect(result.quote.total.annual, context).toBeGreaterThan(0);
          expect(result.form['business-address-city'], context).toBe(SEED_CITIES[province]?.[0]);
          expect(result.form['policy-effective-date'], context).toBe(EFFECTIVE_DAY);
        }
      }
    });

    it('gives at least two different premiums across its variants', () => {
      const premiums = new Set(
        VARIANTS.map(
          (variant) => quote(productId, { effectiveDay: EFFECTIVE_DAY, variant }).quote.premiumsSum,
        ),
      );
      expect(premiums.size).toBeGreaterThanOrEqual(2);
    });

    it('is deterministic: the same variation gives the same form; no variant is the first', () => {
      const sample = SAMPLE_FORMS[productId];
      if (!sample) throw new Error(productId);
      expect(sample({ effectiveDay: EFFECTIVE_DAY, variant: 0.5 })).toEqual(
        sample({ effectiveDay: EFFECTIVE_DAY, variant: 0.5 }),
      );
      expect(sample({ effectiveDay: EFFECTIVE_DAY })).toEqual(
        sample({ effectiveDay: EFFECTIVE_DAY, variant: 0 }),
      );
      expect(sample({ effectiveDay: EFFECTIVE_DAY, variant: 1 })).toEqual(
        sample({ effectiveDay: EFFECTIVE_DAY, variant: 0.99 }),
      );
    });
  });

  it('applies the contact and location of the variation', () => {
    const form = SAMPLE_FORMS['contractors']?.({
      effectiveDay: EFFECTIVE_DAY,
      insuredName: 'Maple Leaf Electric Inc.',
      email: 'office@mapleleafelectric.example',
      phone: '514-555-0199',
      location: seedLocation('QC'),
    });
    expect(form).toMatchObject({
      'insured-name': 'Maple Leaf Electric Inc.',
      email: 'office@mapleleafelectric.example',
      phone: '514-555-0199',
      'business-address-street': '120 Main Street',
      'business-address-city': 'Montréal',
      'business-address-province': 'QC',
      'business-address-postal': 'H3B 2Y5',
    });
  });

  it('moves the province-bound answers with the location', () => {
    const lifeAgent = SAMPLE_FORMS['life-agents']?.({
      effectiveDay: EFFECTIVE_DAY,
      location: seedLocation('MB'),
    });
    expect(lifeAgent).toMatchObject({ 'licence-province': 'MB', phone: '204-555-0149' });
    expect(lifeAgent?.['business-address-unit']).toBeUndefined();
    const student = SAMPLE_FORMS['student-tenants']?.({
      effectiveDay: EFFECTIVE_DAY,
      location: seedLocation('SK'),
    });
    expect(student?.['school-name']).toBe('University of Saskatchewan');
  });

  it('tenants variant 0 at its own address is the sample tenants form', () => {
    expect(SAMPLE_FORMS['tenants']?.({ effectiveDay: EFFECTIVE_DAY })).toEqual(
      sampleTenantsForm(EFFECTIVE_DAY),
    );
  });
});
