import { describe, expect, it } from 'vitest';
import { HEALTH_FITNESS_INDIVIDUAL } from '../../products/definitions/health-fitness-individual.ts';
import type { Form } from '../../products/types.ts';
import { rateProduct } from './index.ts';

const trainer: Form = {
  'business-address-province': 'ON',
  operations: 'personal-trainer',
  'liability-limit': '2000000',
};

describe('health & fitness (individuals): preset premiums of spec section 9', () => {
  it.each<[string, Form, number]>([
    ['$1,000,000 limit', { 'liability-limit': '1000000' }, 7_500],
    ['$2,000,000 limit', {}, 10_000],
    ['$5,000,000 limit', { 'liability-limit': '5000000' }, 12_500],
    ['the limit as a number', { 'liability-limit': 2_000_000 }, 10_000],
    [
      'several spec operation types',
      { operations: 'hot-yoga,yoga-therapy,acupressure,first-aid-cpr-instructor' },
      10_000,
    ],
    ['osteopathic manual practice', { operations: ['osteopathic-manual-practitioner'] }, 10_000],
    [
      'squash and tennis',
      { operations: 'squash-instructor,tennis-instructor', 'liability-limit': '5000000' },
      12_500,
    ],
    ['no province needed', { 'business-address-province': '' }, 10_000],
  ])('%s', (_name, answers, amount) => {
    const rated = rateProduct(HEALTH_FITNESS_INDIVIDUAL, { ...trainer, ...answers });
    expect(rated).toEqual({
      priced: true,
      premiums: [
        { key: 'liabilityPremium', label: expect.stringContaining('Health & fitness liability'), amount },
      ],
      unpricedReasons: [],
    });
  });

  it.each<[string, Form, string]>([
    [
      'hydrotherapy (referred)',
      { operations: 'hydrotherapy' },
      'Hydrotherapy cannot be priced online; an underwriter prices it.',
    ],
    [
      'paddleboard yoga (referred)',
      { operations: 'yoga-instructor,paddleboard-yoga' },
      'Paddleboard yoga instructor cannot be priced online; an underwriter prices it.',
    ],
    [
      'boxing (declined)',
      { operations: 'boxing-mma-instructor' },
      'Boxing or MMA instructor cannot be priced online; an underwriter prices it.',
    ],
    [
      'a disabled operation only',
      { operations: 'outdoor-bootcamp' },
      'Choose at least one option of "Operation type" to get a price.',
    ],
    ['no limit', { 'liability-limit': '' }, 'Answer "Liability limit (per occurrence)" to get a price.'],
    [
      'a limit without a preset',
      { 'liability-limit': '3000000' },
      '"Liability limit (per occurrence)": 3000000 cannot be priced online.',
    ],
  ])('unpriced: %s', (_name, answers, reason) => {
    expect(rateProduct(HEALTH_FITNESS_INDIVIDUAL, { ...trainer, ...answers })).toEqual({
      priced: false,
      premiums: [],
      unpricedReasons: [reason],
    });
  });
});
