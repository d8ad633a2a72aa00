import { describe, expect, it } from 'vitest';
import { STUDENT_TENANTS } from '../../products/definitions/student-tenants.ts';
import { TENANTS_PLUS } from '../../products/definitions/tenants-plus.ts';
import { TENANTS } from '../../products/definitions/tenants.ts';
import type { Form, FormRecord } from '../../products/types.ts';
import { rateProduct } from './index.ts';

/** Amounts in cents, computed by hand in the comments. */
type Lines = Record<string, number>;

function lines(form: Form, definition = TENANTS): Lines {
  const rated = rateProduct(definition, form);
  expect(rated.unpricedReasons).toEqual([]);
  expect(rated.priced).toBe(true);
  return Object.fromEntries(rated.premiums.map((line) => [line.key, line.amount]));
}

// ON (1.05), $30,000 contents, $10,000 ALE, $1M liability ($40), $1,000 deductible, protected, no claims, Basic.
const tenants: Form = {
  'business-address-province': 'ON',
  'business-address-postal': 'M5V 2T6',
  'contents-limit': '30000',
  'ale-limit': '10000',
  'liability-limit': '1000000',
  deductible: '1000',
  'fire-protection': 'protected',
  'claims-count': '0',
  'cover-level': 'basic',
};

const roommate = (property: string, ale: string, name = 'Sam Lee'): FormRecord => ({
  'roommate-name': name,
  'roommate-birthyear': '1998',
  'roommate-property-limit': property,
  'roommate-ale-limit': ale,
});

describe('tenants rating', () => {
  it.each<[string, Form, Lines]>([
    // contents 30 x $4 x 1.05 = $126.00; ALE 10 x $1.50 x 1.05 = $15.75; liability $40 x 1.05 = $42.00
    [
      'basic cover, no add-on line',
      {},
      { contentsPremium: 12_600, alePremium: 1_575, liabilityPremium: 4_200 },
    ],
    // add-on: $126.00 x 0.35 = $44.10
    [
      'enhanced cover adds 35% of contents',
      { 'cover-level': 'enhanced' },
      { contentsPremium: 12_600, alePremium: 1_575, liabilityPremium: 4_200, addonPremium: 4_410 },
    ],
    // add-on: $126.00 x 0.20 = $25.20
    [
      'basic with flood adds 20% of contents',
      { 'cover-level': 'basic-flood' },
      { contentsPremium: 12_600, alePremium: 1_575, liabilityPremium: 4_200, addonPremium: 2_520 },
    ],
    // BC 1.10, claims 1 x1.2, deductible $500 x1.1, semi-protected x1.15, $2M ($55), Premium 0.55:
    // contents 30 x 4 x 1.1 x 1.1 x 1.15 x 1.2 = $200.376; ALE 10 x 1.5 x 1.1 x 1.2 = $19.80;
    // liability 55 x 1.1 x 1.2 = $72.60; add-on 200.376 x 0.55 = $110.2068
    [
      'province, claims, deductible, protection and Premium cover',
      {
        'business-address-province': 'BC',
        'claims-count': 1,
        deductible: '500',
        'fire-protection': 'semi-protected',
        'liability-limit': '2000000',
        'cover-level': 'premium',
      },
      { contentsPremium: 20_038, alePremium: 1_980, liabilityPremium: 7_260, addonPremium: 11_021 },
    ],
    // Browser-shaped answers: numbers, '$30,000', lower-case province.
    [
      'reads numbers and formatted strings',
      {
        'contents-limit': '$30,000',
        'ale-limit': 10_000,
        'liability-limit': 1_000_000,
        'business-address-province': 'on',
      },
      { contentsPremium: 12_600, alePremium: 1_575, liabilityPremium: 4_200 },
    ],
    // No province answer: the postal code M5V gives Ontario.
    [
      'province from the postal code',
      { 'business-address-province': '' },
      { contentsPremium: 12_600, alePremium: 1_575, liabilityPremium: 4_200 },
    ],
  ])('%s', (_name, answers, expected) => {
    expect(lines({ ...tenants, ...answers })).toEqual(expected);
  });

  describe('roommates 0..3: each roommate property and ALE limit is rated', () => {
    it.each<[number, FormRecord[], Lines]>([
      [0, [], { contentsPremium: 12_600, alePremium: 1_575, liabilityPremium: 4_200 }],
      // contents (30 + 20) x 4 x 1.05 = $210.00; ALE (10 + 5) x 1.5 x 1.05 = $23.625; liability 42 x 1.25 = $52.50
      [
        1,
        [roommate('20000', '5000')],
        { contentsPremium: 21_000, alePremium: 2_363, liabilityPremium: 5_250 },
      ],
      // contents 60 x 4.2 = $252.00; ALE 17.5 x 1.575 = $27.5625; liability 42 x 1.5 = $63.00
      [
        2,
        [roommate('20000', '5000'), roommate('10000', '2500', 'Ana Roy')],
        { contentsPremium: 25_200, alePremium: 2_756, liabilityPremium: 6_300 },
      ],
      // contents 110 x 4.2 = $462.00; ALE 27.5 x 1.575 = $43.3125; liability 42 x 1.75 = $73.50
      [
        3,
        [
          roommate('20000', '5000'),
          roommate('10000', '2500', 'Ana Roy'),
          roommate('50000', '10000', 'Li Wei'),
        ],
        { contentsPremium: 46_200, alePremium: 4_331, liabilityPremium: 7_350 },
      ],
    ])('%i roommates', (_count, roommates, expected) => {
      expect(lines({ ...tenants, roommates })).toEqual(expected);
    });

    it('grows with every roommate', () => {
      const totals = [0, 1, 2, 3].map((count) => {
        const roommates = Array.from({ length: count }, () => roommate('10000', '2500'));
        const rated = rateProduct(TENANTS, { ...tenants, roommates });
        return rated.premiums.reduce((sum, line) => sum + line.amount, 0);
      });
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      expect(new Set(totals).size).toBe(4);
    });

    it('labels the lines with the roommates', () => {
      const rated = rateProduct(TENANTS, { ...tenants, roommates: [roommate('10000', '2500')] });
      expect(rated.premiums[0]?.label).toBe('Contents (insured and 1 roommate)');
    });

    it('reads roommates sent as a JSON string and ignores blank rows', () => {
      const roommates = JSON.stringify([roommate('20000', '5000'), { 'roommate-name': '' }]);
      expect(lines({ ...tenants, roommates })).toEqual({
        contentsPremium: 21_000,
        alePremium: 2_363,
        liabilityPremium: 5_250,
      });
    });
  });

  it('applies the $120 minimum premium to the contents line', () => {
    // NB 0.90, $10,000 contents, $5,000 ALE, $2,500 deductible (0.85): contents 10 x 4 x 0.9 x 0.85 = $30.60,
    // ALE 5 x 1.5 x 0.9 = $6.75, liability 40 x 0.9 = $36.00; total $73.35, so $46.65 is added to contents.
    const rated = rateProduct(TENANTS, {
      ...tenants,
      'business-address-province': 'NB',
      'business-address-postal': 'E1C 4M3',
      'contents-limit': '10000',
      'ale-limit': '5000',
      deductible: '2500',
    });
    expect(rated.premiums).toEqual([
      { key: 'contentsPremium', label: 'Contents (minimum premium applied)', amount: 7_725 },
      { key: 'alePremium', label: 'Additional living expenses', amount: 675 },
      { key: 'liabilityPremium', label: 'Personal liability', amount: 3_600 },
    ]);
  });

  it.each<[string, Form, string]>([
    ['missing contents limit', { 'contents-limit': '' }, 'Answer "Contents limit" to get a price.'],
    [
      'contents limit above what is priced online',
      { 'contents-limit': '150000' },
      '"Contents limit" of 150,000 cannot be priced online (10,000 to 100,000).',
    ],
    [
      'no address',
      { 'business-address-province': '', 'business-address-postal': '' },
      'Enter the province of the rental address to get a price.',
    ],
    [
      'unknown cover level',
      { 'cover-level': 'platinum' },
      '"Cover level": platinum cannot be priced online.',
    ],
    [
      '3 claims',
      { 'claims-count': '3' },
      '"Number of claims in the last 5 years": 3 cannot be priced online.',
    ],
    [
      'roommate without a property limit',
      { roommates: [{ 'roommate-name': 'Sam', 'roommate-ale-limit': '2500' }] },
      'Roommate 1: Answer "Roommate contents (property) limit" to get a price.',
    ],
    [
      '4 roommates',
      { roommates: [1, 2, 3, 4].map((n) => roommate('10000', '2500', `Roommate ${n}`)) },
      'At most 3 roommates can be insured on this product.',
    ],
  ])('unpriced: %s', (_name, answers, reason) => {
    const rated = rateProduct(TENANTS, { ...tenants, ...answers });
    expect(rated).toMatchObject({ priced: false, premiums: [] });
    expect(rated.unpricedReasons).toContain(reason);
  });

  it('lists every missing answer at once', () => {
    expect(rateProduct(TENANTS, {}).unpricedReasons.length).toBeGreaterThan(4);
  });
});

describe('tenants plus rating', () => {
  // ON 1.05, $100,000 contents, $25,000 ALE, $2M ($60), $2,500 deductible (0.9), protected, no claims.
  const plus: Form = {
    ...tenants,
    'contents-limit': '100000',
    'ale-limit': '25000',
    'liability-limit': '2000000',
    deductible: '2500',
    'cover-level': 'enhanced-no-flood',
  };

  it.each<[string, Form, Lines]>([
    // contents 100 x 3.5 x 1.05 x 0.9 = $330.75; ALE 25 x 1.25 x 1.05 = $32.8125; liability 60 x 1.05 = $63.00
    ['base cover', {}, { contentsPremium: 33_075, alePremium: 3_281, liabilityPremium: 6_300 }],
    // add-on 330.75 x 0.2 = $66.15
    [
      'enhanced (flood) cover',
      { 'cover-level': 'enhanced' },
      { contentsPremium: 33_075, alePremium: 3_281, liabilityPremium: 6_300, addonPremium: 6_615 },
    ],
  ])('%s', (_name, answers, expected) => {
    expect(lines({ ...plus, ...answers }, TENANTS_PLUS)).toEqual(expected);
  });

  it('applies the $250 minimum premium', () => {
    // PE 0.85, $25,000, $10,000 ALE, $1M ($45), $5,000 deductible (0.8): contents $59.50, ALE $10.625,
    // liability $38.25; total $108.38, so contents becomes $59.50 + $141.62 = $201.12.
    const rated = lines(
      {
        ...plus,
        'business-address-province': 'PE',
        'contents-limit': '25000',
        'ale-limit': '10000',
        'liability-limit': '1000000',
        deductible: '5000',
      },
      TENANTS_PLUS,
    );
    expect(rated).toEqual({ contentsPremium: 20_112, alePremium: 1_063, liabilityPremium: 3_825 });
  });

  it('does not insure roommates', () => {
    const rated = rateProduct(TENANTS_PLUS, { ...plus, roommates: [roommate('10000', '2500')] });
    expect(rated.unpricedReasons).toEqual(['Roommates cannot be insured on this product.']);
  });

  it('does not offer Basic', () => {
    expect(rateProduct(TENANTS_PLUS, { ...plus, 'cover-level': 'basic' }).priced).toBe(false);
  });
});

describe('student tenants rating', () => {
  // QC 1.00, $10,000 contents, $2,500 ALE, $1M ($30), $500 deductible, campus residence (0.8), no claims.
  const student: Form = {
    'business-address-province': 'QC',
    'contents-limit': '10000',
    'ale-limit': '2500',
    'liability-limit': '1000000',
    deductible: '500',
    'residence-type': 'on-campus',
    'claims-count': 0,
  };

  it.each<[string, Form, Lines]>([
    // contents 10 x 5 x 0.8 = $40.00; ALE 2.5 x 2 = $5.00; liability $30.00: exactly the $75 minimum
    [
      'campus residence at the minimum',
      {},
      { contentsPremium: 4_000, alePremium: 500, liabilityPremium: 3_000 },
    ],
    // contents 10 x 5 = $50.00
    [
      'off campus',
      { 'residence-type': 'off-campus' },
      { contentsPremium: 5_000, alePremium: 500, liabilityPremium: 3_000 },
    ],
    // PE 0.85, $5,000: contents 5 x 5 x 0.85 x 0.8 = $17.00, ALE $4.25, liability $25.50 = $46.75; +$28.25
    [
      'below the minimum',
      { 'business-address-province': 'PE', 'contents-limit': '5000' },
      { contentsPremium: 4_525, alePremium: 425, liabilityPremium: 2_550 },
    ],
  ])('%s', (_name, answers, expected) => {
    expect(lines({ ...student, ...answers }, STUDENT_TENANTS)).toEqual(expected);
  });

  it('needs the residence type', () => {
    const rated = rateProduct(STUDENT_TENANTS, { ...student, 'residence-type': null });
    expect(rated.unpricedReasons).toEqual(['Answer "Where does the student live?" to get a price.']);
  });
});
