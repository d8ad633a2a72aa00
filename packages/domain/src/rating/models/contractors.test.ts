import { describe, expect, it } from 'vitest';
import { CONTRACTORS_EQUIPMENT } from '../../products/definitions/contractors-equipment.ts';
import { CONTRACTORS } from '../../products/definitions/contractors.ts';
import { TRADE_CONTRACTORS } from '../../products/definitions/trade-contractors.ts';
import type { Form, ProductDefinition } from '../../products/types.ts';
import { rateProduct } from './index.ts';

type Lines = Record<string, number>;

function lines(definition: ProductDefinition, form: Form): Lines {
  const rated = rateProduct(definition, form);
  expect(rated.unpricedReasons).toEqual([]);
  return Object.fromEntries(rated.premiums.map((line) => [line.key, line.amount]));
}

// ON 1.10, electrical (C2, $5 per $1,000), $400,000 revenue, $2M (1.2), 6 years (1.0), 10% subcontracted (1.0).
const contractor: Form = {
  'business-address-province': 'ON',
  operations: 'electrical',
  'annual-revenue': '400000',
  'liability-limit': '2000000',
  'years-in-business': '6',
  'subcontracting-percent': '10',
  'claims-count': '0',
};

describe('contractors rating', () => {
  it.each<[string, Form, Lines]>([
    // 400 x 5 x 1.2 x 1.1 = $2,640.00
    ['liability only', {}, { liabilityPremium: 264_000 }],
    [
      'browser shapes',
      { operations: ['electrical'], 'annual-revenue': '$400,000', 'years-in-business': 6 },
      { liabilityPremium: 264_000 },
    ],
    // floater 50,000 x 2% x 1.0 = $1,000.00
    [
      'with the equipment floater',
      {
        'equipment-floater': true,
        'equipment-floater-limit': '50000',
        'equipment-floater-deductible': '1000',
      },
      { liabilityPremium: 264_000, equipmentFloaterPremium: 100_000 },
    ],
    [
      'floater answers without the floater',
      { 'equipment-floater': false, 'equipment-floater-limit': '50000' },
      { liabilityPremium: 264_000 },
    ],
    // Governing class is roofing (C4 $14): AB 1.1, $260,000, $1M, 3 years 1.1, 30% subcontracted 1.1, 1 claim 1.15:
    // 260 x 14 x 1.1 x 1.15 x 1.1 x 1.1 = $5,571.566; floater 5,000 x 2% x 1.1 = $110 -> floater minimum $250
    [
      'governing class, bands and floater minimum',
      {
        'business-address-province': 'AB',
        operations: 'painting-interior,roofing',
        'annual-revenue': '260000',
        'liability-limit': '1000000',
        'years-in-business': '3',
        'subcontracting-percent': '30',
        'claims-count': '1',
        'equipment-floater': 'true',
        'equipment-floater-limit': '5000',
        'equipment-floater-deductible': '500',
      },
      { liabilityPremium: 557_157, equipmentFloaterPremium: 25_000 },
    ],
    // A disabled operation is filtered out; the rest is rated.
    [
      'disabled operations are ignored',
      { operations: 'electrical,asbestos-abatement' },
      { liabilityPremium: 264_000 },
    ],
  ])('%s', (_name, answers, expected) => {
    expect(lines(CONTRACTORS, { ...contractor, ...answers })).toEqual(expected);
  });

  it('applies the $1,000 minimum premium to liability', () => {
    // NB 0.95, flooring C1 $3, $100,000, $1M: $285.00 -> $1,000.00
    const rated = rateProduct(CONTRACTORS, {
      ...contractor,
      'business-address-province': 'NB',
      operations: 'flooring',
      'annual-revenue': '100000',
      'liability-limit': '1000000',
    });
    expect(rated.premiums).toEqual([
      {
        key: 'liabilityPremium',
        label: 'Commercial general liability (Flooring installation) (minimum premium applied)',
        amount: 100_000,
      },
    ]);
  });

  it.each<[string, Form, string]>([
    [
      'declined trade',
      { operations: 'demolition' },
      'Demolition cannot be priced online; an underwriter prices it.',
    ],
    [
      'only a disabled trade',
      { operations: 'asbestos-abatement' },
      'Choose at least one option of "Trades performed" to get a price.',
    ],
    [
      '60% subcontracted',
      { 'subcontracting-percent': '60' },
      '"Share of work subcontracted (%)" of 60 cannot be priced online.',
    ],
    [
      'floater without a limit',
      { 'equipment-floater': true, 'equipment-floater-deductible': '1000' },
      'Answer "Equipment floater limit" to get a price.',
    ],
    [
      'revenue over $5M',
      { 'annual-revenue': '6000000' },
      '"Annual revenue (next 12 months)" of 6,000,000 cannot be priced online (25,000 to 5,000,000).',
    ],
    [
      'a limit not offered',
      { 'liability-limit': '10000000' },
      '"Liability limit (per occurrence)": 10000000 cannot be priced online.',
    ],
  ])('unpriced: %s', (_name, answers, reason) => {
    const rated = rateProduct(CONTRACTORS, { ...contractor, ...answers });
    expect(rated.priced).toBe(false);
    expect(rated.unpricedReasons).toEqual([reason]);
  });
});

describe('trade contractors rating', () => {
  // BC 1.15, plumbing + drywall (governing C2 $4.50), $300,000, $2M 1.2, 1 year 1.2, no claims.
  const trade: Form = {
    'business-address-province': 'BC',
    operations: 'plumbing,drywall',
    'annual-revenue': '300000',
    'liability-limit': '2000000',
    'years-in-business': '1',
    'claims-count': '0',
  };

  it.each<[string, Form, Lines]>([
    // 300 x 4.5 x 1.2 x 1.15 x 1.2 = $2,235.60
    ['new business', {}, { liabilityPremium: 223_560 }],
    // no floater on this product
    [
      'ignores a floater answer',
      { 'equipment-floater': true, 'equipment-floater-limit': '20000' },
      { liabilityPremium: 223_560 },
    ],
    // ON 1.1, painting C1 $2.75, $50,000, $1M, 5 years: $151.25 -> $750.00 minimum
    [
      'minimum premium',
      {
        'business-address-province': 'ON',
        operations: 'painting-interior',
        'annual-revenue': '50000',
        'liability-limit': '1000000',
        'years-in-business': '5',
      },
      { liabilityPremium: 75_000 },
    ],
  ])('%s', (_name, answers, expected) => {
    expect(lines(TRADE_CONTRACTORS, { ...trade, ...answers })).toEqual(expected);
  });

  it('does not price trades it does not offer', () => {
    const rated = rateProduct(TRADE_CONTRACTORS, { ...trade, operations: 'roofing' });
    expect(rated.unpricedReasons).toEqual([
      'Choose at least one option of "Trades performed" to get a price.',
    ]);
  });
});

describe('contractors equipment rating', () => {
  // ON 1.00, hand tools 2.5%, $25,000, $1,000 deductible, locked building, no claims.
  const equipment: Form = {
    'business-address-province': 'ON',
    'equipment-type': 'hand-tools',
    'equipment-limit': '25000',
    'equipment-deductible': '1000',
    'storage-security': 'locked-building',
    'claims-count': '0',
  };

  it.each<[string, Form, Lines]>([
    // 25,000 x 2.5% = $625.00
    ['hand tools', {}, { equipmentFloaterPremium: 62_500 }],
    // BC 1.05, mobile 1.5%, $120,000, $2,500 deductible 0.85, vehicle or site 1.3, 1 claim 1.25:
    // 120,000 x 1.5% x 1.05 x 0.85 x 1.3 x 1.25 = $2,610.5625
    [
      'mobile equipment with every factor',
      {
        'business-address-province': 'BC',
        'equipment-type': 'mobile-equipment',
        'equipment-limit': '120000',
        'equipment-deductible': '2500',
        'storage-security': 'vehicle-or-site',
        'claims-count': '1',
      },
      { equipmentFloaterPremium: 261_056 },
    ],
    // power tools 2% of $5,000 = $100.00 -> $250.00 minimum
    [
      'minimum premium',
      { 'equipment-type': 'power-tools', 'equipment-limit': '5000' },
      { equipmentFloaterPremium: 25_000 },
    ],
  ])('%s', (_name, answers, expected) => {
    expect(lines(CONTRACTORS_EQUIPMENT, { ...equipment, ...answers })).toEqual(expected);
  });

  it('does not price schedules over $250,000', () => {
    const rated = rateProduct(CONTRACTORS_EQUIPMENT, { ...equipment, 'equipment-limit': '300000' });
    expect(rated.unpricedReasons).toEqual([
      '"Total replacement value of the equipment" of 300,000 cannot be priced online (2,500 to 250,000).',
    ]);
  });
});
