import { describe, expect, it } from 'vitest';
import { PROVINCES } from '../provinces.ts';
import { draw, random, seeds } from '../test-support/random.ts';
import {
  CARD_FUNDINGS,
  HOUSE_SURCHARGES,
  isPersonalLines,
  noSurchargeReason,
  surcharge,
  SURCHARGE_RULES,
  type SurchargeContext,
} from './card-surcharge.ts';

const ON_CREDIT: SurchargeContext = {
  funding: 'credit',
  province: 'ON',
  personalLines: true,
  on: '2026-11-28',
};

describe('the surcharge rule as data', () => {
  it('is in force from 2022-10-06 with a 2.4% cap, and the house rate never exceeds it', () => {
    expect(SURCHARGE_RULES[0]).toMatchObject({ from: '2022-10-06', capBasisPoints: 240 });
    for (const house of HOUSE_SURCHARGES) {
      const rule = SURCHARGE_RULES.find((r) => r.from <= house.from && (r.to === null || house.from < r.to));
      expect(rule).toBeDefined();
      expect(house.rate * 10_000).toBeLessThanOrEqual(rule!.capBasisPoints);
      // A fixed part would take a small charge above the cap.
      expect(house.fixedPerCharge).toBe(0);
      expect(house.rate).toBeLessThanOrEqual(house.costOfAcceptance.rate);
    }
  });

  it('names the personal lines: the tenants products', () => {
    expect(['tenants', 'student-tenants', 'tenants-plus'].every(isPersonalLines)).toBe(true);
    expect(isPersonalLines('contractors')).toBe(false);
    expect(isPersonalLines('health-fitness-individual')).toBe(false);
  });
});

describe('surcharge', () => {
  it('surcharges an Ontario tenants premium by credit card at 2.4% (was 2.9% + 30 cents)', () => {
    // $1,080.00 x 2.4% = $25.92; the old fee was $31.32 + $0.30 = $31.62 (2.93%).
    expect(surcharge(108_000, ON_CREDIT)).toBe(2_592);
  });

  it('charges a Quebec tenant nothing, and a Quebec commercial policy the credit surcharge', () => {
    const qc = { ...ON_CREDIT, province: 'QC' } as const;
    expect(surcharge(151_320, qc)).toBe(0);
    expect(noSurchargeReason(qc)).toBe('Quebec consumers carry no card surcharge.');
    expect(noSurchargeReason(qc, 'fr-CA')).toBe(
      'Les consommateurs du Québec ne paient aucun supplément pour carte.',
    );
    expect(surcharge(151_320, { ...qc, personalLines: false })).toBe(3_631); // 3,631.68 -> 3,631
  });

  it.each(['debit', 'prepaid', 'unknown'] as const)('charges a %s card nothing', (funding) => {
    expect(surcharge(108_000, { ...ON_CREDIT, funding })).toBe(0);
    expect(noSurchargeReason({ ...ON_CREDIT, funding })).toBe('Debit and prepaid cards carry no surcharge.');
    expect(noSurchargeReason({ ...ON_CREDIT, funding }, 'fr-CA')).toBe(
      'Les cartes de débit et prépayées ne comportent aucun supplément.',
    );
  });

  it('charges nothing before 2022-10-06, when no surcharge was allowed', () => {
    expect(surcharge(108_000, { ...ON_CREDIT, on: '2022-10-05' })).toBe(0);
    expect(noSurchargeReason({ ...ON_CREDIT, on: '2022-10-05' }, 'fr-CA')).toBe(
      'Aucun supplément pour carte n’est permis à cette date.',
    );
    expect(surcharge(108_000, { ...ON_CREDIT, on: '2022-10-06' })).toBe(2_592);
  });

  it('rounds once and never above the cap: 1,021 x 2.4% = 24.504 -> 24', () => {
    expect(surcharge(1_021, ON_CREDIT)).toBe(24);
    expect(surcharge(1_000, ON_CREDIT)).toBe(24);
    expect(surcharge(0, ON_CREDIT)).toBe(0);
    expect(() => surcharge(10.5, ON_CREDIT)).toThrow(RangeError);
  });

  it.each(seeds(2_410, 5))(
    'property (seed %i): at most 2.4%, none on debit/prepaid, none for QC personal lines',
    (seed) => {
      const { int, pick, chance } = draw(random(seed));
      const problems: string[] = [];
      for (let round = 0; round < 2_000; round += 1) {
        const amount = int(0, 10 ** int(0, 9));
        const context: SurchargeContext = {
          funding: pick(CARD_FUNDINGS),
          province: pick(PROVINCES),
          personalLines: chance(0.5),
          on: `20${int(20, 30)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`,
        };
        const got = surcharge(amount, context);
        const label = `${amount} ${JSON.stringify(context)} -> ${got}`;
        if (!Number.isSafeInteger(got) || got < 0) problems.push(`not whole cents: ${label}`);
        // got <= amount x 2.4%, in exact integers
        if (BigInt(got) * 10_000n > BigInt(amount) * 240n) problems.push(`above 2.4%: ${label}`);
        if (context.funding !== 'credit' && got !== 0) problems.push(`not credit: ${label}`);
        if (context.province === 'QC' && context.personalLines && got !== 0)
          problems.push(`QC consumer: ${label}`);
        if (context.on < '2022-10-06' && got !== 0) problems.push(`before the rule: ${label}`);
        // Everything else on a credit card is surcharged the cap, rounded down at most one cent from 2.4%.
        if (got === 0 && noSurchargeReason(context) === null && amount >= 42)
          problems.push(`missing: ${label}`);
        if (noSurchargeReason(context) === null && Math.abs(got - amount * 0.024) >= 1)
          problems.push(`off: ${label}`);
      }
      expect(problems.slice(0, 5)).toEqual([]);
    },
  );
});
