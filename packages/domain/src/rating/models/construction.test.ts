import { describe, expect, it } from 'vitest';
import { BUILDERS_RISK } from '../../products/definitions/builders-risk.ts';
import { COURSE_OF_CONSTRUCTION } from '../../products/definitions/course-of-construction.ts';
import type { Form, ProductDefinition } from '../../products/types.ts';
import { rateProduct } from './index.ts';

type Lines = Record<string, number>;

function lines(definition: ProductDefinition, form: Form): Lines {
  const rated = rateProduct(definition, form);
  expect(rated.unpricedReasons).toEqual([]);
  return Object.fromEntries(rated.premiums.map((line) => [line.key, line.amount]));
}

// ON 1.00, wood frame ($6 per $1,000), $400,000 new build, 6 months, protected, $2,500 deductible (0.92),
// unoccupied, fencing + cameras (10% credit).
const builders: Form = {
  'business-address-province': 'ON',
  'project-type': 'new-construction',
  'construction-type': 'wood-frame',
  'project-value': '400000',
  'project-term-months': '6',
  'fire-protection': 'protected',
  deductible: '2500',
  'occupancy-during-construction': 'unoccupied',
  'security-measures': 'fencing,cameras',
};

describe('builders risk rating', () => {
  it.each<[string, Form, Lines]>([
    // 400 x 6 x 6/12 x 0.92 x 0.90 = $993.60
    ['new construction', {}, { buildingPremium: 99_360 }],
    // A stale existing building value of a new build is not rated.
    [
      'ignores an existing value on a new build',
      { 'existing-building-value': '500000' },
      { buildingPremium: 99_360 },
    ],
    // Security as an array, value as a number.
    [
      'reads arrays and numbers',
      { 'security-measures': ['fencing', 'cameras'], 'project-value': 400_000 },
      { buildingPremium: 99_360 },
    ],
    // BC 1.10, joisted masonry $4.50, $150,000, 12 months, semi-protected 1.15, $1,000 deductible, occupied 0.9,
    // all four measures (25%, capped at 15%): factor 1.1 x 1.15 x 0.9 x 0.85 = 0.967725;
    // building 150 x 4.5 x 0.967725 = $653.214375; existing 300 x 1.5 x 0.967725 = $435.47625
    [
      'renovation with the existing building, capped security credit',
      {
        'business-address-province': 'BC',
        'project-type': 'work-on-existing',
        'renovation-scope': 'interior',
        'existing-building-value': '300000',
        'construction-type': 'joisted-masonry',
        'project-value': '150000',
        'project-term-months': '12',
        'fire-protection': 'semi-protected',
        deductible: '1000',
        'occupancy-during-construction': 'occupied',
        'security-measures': 'fencing,monitored-alarm,security-guard,cameras',
      },
      { buildingPremium: 65_321, existingBuildingPremium: 43_548 },
    ],
  ])('%s', (_name, answers, expected) => {
    expect(lines(BUILDERS_RISK, { ...builders, ...answers })).toEqual(expected);
  });

  it('applies the $500 minimum premium', () => {
    // AB 1.05, fire resistive $2, $60,000, 3 months, $5,000 deductible 0.85, no security: $26.775 -> $500.00
    const rated = rateProduct(BUILDERS_RISK, {
      ...builders,
      'business-address-province': 'AB',
      'construction-type': 'fire-resistive',
      'project-value': '60000',
      'project-term-months': '3',
      deductible: '5000',
      'security-measures': '',
    });
    expect(rated.premiums).toEqual([
      {
        key: 'buildingPremium',
        label: 'Building under construction: Fire resistive (reinforced concrete) (minimum premium applied)',
        amount: 50_000,
      },
    ]);
  });

  it.each<[string, Form, string]>([
    [
      'log construction',
      { 'construction-type': 'log-straw-bale' },
      '"Construction type": Log or straw bale cannot be priced online.',
    ],
    [
      'project over $3M',
      { 'project-value': '5000000' },
      '"Completed value of the project" of 5,000,000 cannot be priced online (50,000 to 3,000,000).',
    ],
    [
      '18-month term',
      { 'project-term-months': '18' },
      '"Project term in months" of 18 cannot be priced online (3 to 12).',
    ],
    [
      'territories',
      { 'business-address-province': 'NT' },
      'Northwest Territories cannot be priced online for this product.',
    ],
    [
      'renovation without the existing value',
      { 'project-type': 'work-on-existing' },
      'Answer "Replacement value of the existing building" to get a price.',
    ],
  ])('unpriced: %s', (_name, answers, reason) => {
    const rated = rateProduct(BUILDERS_RISK, { ...builders, ...answers });
    expect(rated.priced).toBe(false);
    expect(rated.unpricedReasons).toEqual([reason]);
  });
});

// ON, non-combustible ($1.75), $8,000,000, 18 months, unoccupied, protected, $10,000 deductible (0.9),
// no claims, security guard (10%).
const coc: Form = {
  'business-address-province': 'ON',
  'construction-type': 'non-combustible',
  'project-value': '8000000',
  'project-term-months': '18',
  'occupancy-during-construction': 'unoccupied',
  'fire-protection': 'protected',
  deductible: '10000',
  'claims-count': '0',
  'security-measures': ['security-guard'],
};

describe('course of construction rating', () => {
  it.each<[string, Form, Lines]>([
    // 8,000 x 1.75 x 18/12 x 0.9 x 0.9 = $17,010.00
    ['building only', {}, { buildingPremium: 1_701_000 }],
    // soft costs 1,000 x $2 x 18/12 = $3,000.00
    [
      'with soft costs',
      { 'soft-costs': true, 'soft-costs-limit': '1,000,000' },
      { buildingPremium: 1_701_000, addonPremium: 300_000 },
    ],
    ['soft costs limit without the cover', { 'soft-costs-limit': '1000000' }, { buildingPremium: 1_701_000 }],
    // partly occupied 1.1, 1 claim 1.2: 8,000 x 1.75 x 1.5 x 0.9 x 1.1 x 1.2 x 0.9 = $22,453.20
    [
      'occupancy and claims',
      { 'occupancy-during-construction': 'partially-occupied', 'claims-count': 1 },
      { buildingPremium: 2_245_320 },
    ],
  ])('%s', (_name, answers, expected) => {
    expect(lines(COURSE_OF_CONSTRUCTION, { ...coc, ...answers })).toEqual(expected);
  });

  it('applies the $2,500 minimum premium', () => {
    // QC, fire resistive $1.25, $1,000,000, 6 months, $25,000 deductible 0.8: $500.00 -> $2,500.00
    const rated = lines(COURSE_OF_CONSTRUCTION, {
      ...coc,
      'business-address-province': 'QC',
      'construction-type': 'fire-resistive',
      'project-value': '1000000',
      'project-term-months': '6',
      deductible: '25000',
      'security-measures': [],
    });
    expect(rated).toEqual({ buildingPremium: 250_000 });
  });

  it.each<[string, Form, string]>([
    [
      'mass timber',
      { 'construction-type': 'mass-timber' },
      '"Construction type": Mass timber cannot be priced online.',
    ],
    ['soft costs without a limit', { 'soft-costs': 'yes' }, 'Answer "Soft costs limit" to get a price.'],
    [
      'a 4-month term',
      { 'project-term-months': 4 },
      '"Project term in months" of 4 cannot be priced online (6 to 36).',
    ],
  ])('unpriced: %s', (_name, answers, reason) => {
    expect(rateProduct(COURSE_OF_CONSTRUCTION, { ...coc, ...answers }).unpricedReasons).toEqual([reason]);
  });
});
