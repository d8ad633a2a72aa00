import { describe, expect, it } from 'vitest';
import { LIFE_AGENTS } from '../../products/definitions/life-agents.ts';
import { PRIVATE_DNO } from '../../products/definitions/private-dno.ts';
import { TECHNOLOGY_EO } from '../../products/definitions/technology-eo.ts';
import type { Form, ProductDefinition } from '../../products/types.ts';
import { rateProduct } from './index.ts';

type Lines = Record<string, number>;

function lines(definition: ProductDefinition, form: Form): Lines {
  const rated = rateProduct(definition, form);
  expect(rated.unpricedReasons).toEqual([]);
  return Object.fromEntries(rated.premiums.map((line) => [line.key, line.amount]));
}

describe('technology E&O rating', () => {
  // Software development (T2 $6 per $1,000), $1,500,000, $2M 1.35, $5,000 retention, 20% US (1.15), no claims.
  const tech: Form = {
    'business-address-province': 'ON',
    operations: 'software-development',
    'annual-revenue': '1500000',
    'liability-limit': '2000000',
    retention: '5000',
    'us-revenue-percent': '20',
    'claims-count': '0',
  };

  it.each<[string, Form, Lines]>([
    // 1,500 x 6 x 1.35 x 1.15 = $13,972.50
    ['software firm', {}, { liabilityPremium: 1_397_250 }],
    // cyber $500,000: flat $550.00
    [
      'with the cyber add-on',
      { 'cyber-addon': true, 'cyber-limit': '500000' },
      { liabilityPremium: 1_397_250, addonPremium: 55_000 },
    ],
    // IT training + managed services (T3 $8), $3,000,000, $5M 2.0, 40% US 1.3, $2,500 retention 1.1, 1 claim 1.25:
    // 3,000 x 8 x 2 x 1.3 x 1.1 x 1.25 = $85,800.00
    [
      'governing service and every factor',
      {
        operations: 'it-training,managed-services',
        'annual-revenue': '3000000',
        'liability-limit': '5000000',
        'us-revenue-percent': '40%',
        retention: '2500',
        'claims-count': '1',
      },
      { liabilityPremium: 8_580_000 },
    ],
    // web design T1 $4, $100,000, $1M, $25,000 retention 0.85, no US: $340.00 -> $1,000.00 minimum
    [
      'minimum premium',
      {
        operations: 'web-design',
        'annual-revenue': '100000',
        'liability-limit': '1000000',
        retention: '25000',
        'us-revenue-percent': '0',
      },
      { liabilityPremium: 100_000 },
    ],
  ])('%s', (_name, answers, expected) => {
    expect(lines(TECHNOLOGY_EO, { ...tech, ...answers })).toEqual(expected);
  });

  it.each<[string, Form, string]>([
    [
      'more than half US revenue',
      { 'us-revenue-percent': '60' },
      '"Share of revenue from clients in the United States (%)" of 60 cannot be priced online.',
    ],
    [
      'two claims',
      { 'claims-count': '2' },
      '"Number of claims in the last 5 years": 2 cannot be priced online.',
    ],
    [
      'medical software',
      { operations: 'medical-software' },
      'Medical or health software cannot be priced online; an underwriter prices it.',
    ],
    ['cyber without a limit', { 'cyber-addon': 'yes' }, 'Answer "Cyber limit" to get a price.'],
  ])('unpriced: %s', (_name, answers, reason) => {
    expect(rateProduct(TECHNOLOGY_EO, { ...tech, ...answers }).unpricedReasons).toEqual([reason]);
  });
});

describe('private D&O rating', () => {
  // $1,000 base; technology (D2 1.2), $3,000,000 (band 1.4), $2M 1.5, $10,000 retention, profitable, no claims.
  const dno: Form = {
    operations: 'technology',
    'annual-revenue': '3000000',
    'liability-limit': '2000000',
    retention: '10000',
    'financial-condition': 'profitable',
    'claims-count': '0',
  };

  it.each<[string, Form, Lines]>([
    // 1,000 x 1.4 x 1.5 x 1.2 = $2,520.00
    ['technology company', {}, { liabilityPremium: 252_000 }],
    // construction D3 1.5, $800,000 band 1.0, $1M, $25,000 retention 0.9, loss 1.35, 1 claim 1.3:
    // 1,000 x 1.5 x 0.9 x 1.35 x 1.3 = $2,369.25
    [
      'governing industry and every factor',
      {
        operations: 'professional-services,construction',
        'annual-revenue': '800000',
        'liability-limit': '1000000',
        retention: '25000',
        'financial-condition': 'loss',
        'claims-count': '1',
      },
      { liabilityPremium: 236_925 },
    ],
    // professional services D1, $500,000, $1M, $25,000 retention: $900.00 -> $1,000.00 minimum
    [
      'minimum premium',
      {
        operations: 'professional-services',
        'annual-revenue': '500000',
        'liability-limit': '1000000',
        retention: '25000',
      },
      { liabilityPremium: 100_000 },
    ],
  ])('%s', (_name, answers, expected) => {
    expect(lines(PRIVATE_DNO, { ...dno, ...answers })).toEqual(expected);
  });

  it.each<[string, Form, string]>([
    [
      'revenue over $25M',
      { 'annual-revenue': '30000000' },
      '"Annual revenue" of 30,000,000 cannot be priced online.',
    ],
    [
      'financial services',
      { operations: 'financial-services' },
      'Financial services cannot be priced online; an underwriter prices it.',
    ],
    [
      'no financial condition',
      { 'financial-condition': '' },
      'Answer "Result of the last financial year" to get a price.',
    ],
  ])('unpriced: %s', (_name, answers, reason) => {
    expect(rateProduct(PRIVATE_DNO, { ...dno, ...answers }).unpricedReasons).toEqual([reason]);
  });
});

describe('life agents E&O rating', () => {
  // Life + segregated funds (L2 1.3), $1M ($350), 5 years licensed, no claims.
  const agent: Form = {
    operations: 'life,segregated-funds',
    'liability-limit': '1000000',
    'years-licensed': '5',
    'claims-count': '0',
  };

  it.each<[string, Form, Lines]>([
    // 350 x 1.3 = $455.00
    ['segregated funds', {}, { liabilityPremium: 45_500 }],
    // life only, $2M ($475), 1 year licensed 1.2, 1 claim 1.5: 475 x 1.2 x 1.5 = $855.00
    [
      'new agent with a claim',
      { operations: 'life', 'liability-limit': '2000000', 'years-licensed': '1', 'claims-count': '1' },
      { liabilityPremium: 85_500 },
    ],
    // life only, $1M, 10 years: $350.00 -> $400.00 minimum
    ['minimum premium', { operations: 'life', 'years-licensed': '10' }, { liabilityPremium: 40_000 }],
  ])('%s', (_name, answers, expected) => {
    expect(lines(LIFE_AGENTS, { ...agent, ...answers })).toEqual(expected);
  });

  it.each<[string, Form, string]>([
    [
      'mutual funds',
      { operations: 'life,mutual-funds' },
      'Mutual funds or securities cannot be priced online; an underwriter prices it.',
    ],
    ['no years licensed', { 'years-licensed': null }, 'Answer "Years licensed" to get a price.'],
  ])('unpriced: %s', (_name, answers, reason) => {
    expect(rateProduct(LIFE_AGENTS, { ...agent, ...answers }).unpricedReasons).toEqual([reason]);
  });
});
