import { describe, expect, it } from 'vitest';
import { addDaysToDay } from '../calendar-days.ts';
import { PROVINCES } from '../provinces.ts';
import { draw, random } from '../test-support/random.ts';
import {
  PREMIUM_TAX_RULES_FROM,
  TAX_CLASSES,
  TAX_COMPONENTS,
  TAX_KINDS,
  TAX_ROWS,
  TAX_RULES_FROM,
  type TaxRow,
} from './tax-rows.ts';
import { taxesOn, taxRowsOn } from './taxes-on.ts';

/** amount x rate rounded half away from zero, in exact integer arithmetic (a reference for applyRate). */
function exactRate(amount: number, rate: number): number {
  const [whole = '0', fraction = ''] = rate.toString().split('.');
  const denominator = 10n ** BigInt(fraction.length);
  const product = BigInt(amount) * BigInt(whole + fraction);
  const magnitude = product < 0n ? -product : product;
  const rounded = magnitude / denominator + (2n * (magnitude % denominator) >= denominator ? 1n : 0n);
  return Number(product < 0n ? -rounded : rounded);
}

const COMBOS = PROVINCES.flatMap((province) =>
  TAX_CLASSES.flatMap((taxClass) =>
    TAX_COMPONENTS.flatMap((component) => TAX_KINDS.map((kind) => ({ province, taxClass, component, kind }))),
  ),
);

function rowsOf(combo: (typeof COMBOS)[number]): TaxRow[] {
  return TAX_ROWS.filter(
    (row) =>
      row.province === combo.province &&
      row.taxClass === combo.taxClass &&
      row.component === combo.component &&
      row.kind === combo.kind,
  ).sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
}

describe('TAX_ROWS: one row per province, class, component and kind in force every day', () => {
  it('covers every combination from the first day of the table, with no gap or overlap', () => {
    const problems: string[] = [];
    for (const combo of COMBOS) {
      const name = `${combo.province} ${combo.taxClass} ${combo.component} ${combo.kind}`;
      const rows = rowsOf(combo);
      const first = combo.component === 'premium' ? PREMIUM_TAX_RULES_FROM : TAX_RULES_FROM;
      if (!rows[0] || rows[0].effectiveFrom > first) problems.push(`${name}: nothing on ${first}`);
      rows.forEach((row, index) => {
        const next = rows[index + 1];
        if (next && (row.effectiveTo === null || addDaysToDay(row.effectiveTo, 1) !== next.effectiveFrom))
          problems.push(`${name}: ${row.effectiveTo} is not the day before ${next.effectiveFrom}`);
        if (!next && row.effectiveTo !== null) problems.push(`${name}: ends ${row.effectiveTo}`);
        if (!(row.rate >= 0 && row.rate < 1)) problems.push(`${name}: rate ${row.rate}`);
        if (!row.authority || !row.source || !row.name)
          problems.push(`${name}: no authority, source or name`);
        if (row.kind === 'federal' && row.rate > 0 && row.authority !== 'Canada Revenue Agency')
          problems.push(`${name}: GST/HST owed to ${row.authority}`);
        if (row.kind === 'provincial' && row.rate > 0 && row.authority === 'Canada Revenue Agency')
          problems.push(`${name}: a provincial tax owed to the CRA`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('around every change of rate, the day before takes the old row and the day of the new one, each amount rounded once', () => {
    const { int } = draw(random(2027));
    const problems: string[] = [];
    for (const combo of COMBOS) {
      const rows = rowsOf(combo);
      rows.slice(1).forEach((row, index) => {
        const before = rows[index] as TaxRow;
        for (const [day, expected] of [
          [addDaysToDay(row.effectiveFrom, -1), before],
          [row.effectiveFrom, row],
        ] as const) {
          const picked = taxRowsOn({ ...combo, on: day }).find((r) => r.kind === combo.kind);
          if (picked !== expected) problems.push(`${combo.province} ${combo.component} ${day}: wrong row`);
          for (const amount of [0, 1, 5, 10, 20, 333, int(1, 10_000_000), int(1, 1_000_000_000_000)]) {
            const tax = taxesOn({ ...combo, on: day, amount }).taxes.find((t) => t.kind === combo.kind);
            if (tax?.amount !== exactRate(amount, expected.rate) || tax.rate !== expected.rate)
              problems.push(`${combo.province} ${combo.component} ${day} ${amount}: ${tax?.amount}`);
          }
        }
      });
    }
    expect(problems).toEqual([]);
  });

  it('splits federal (GST/HST) from provincial (PST/RST/QST, premium tax) and adds them up', () => {
    const { int, pick } = draw(random(325));
    for (let round = 0; round < 2_000; round += 1) {
      const query = {
        province: pick(PROVINCES),
        taxClass: pick(TAX_CLASSES),
        component: pick(TAX_COMPONENTS),
        on: addDaysToDay(TAX_RULES_FROM, int(0, 4_000)),
        amount: int(0, 100_000_000),
      };
      const result = taxesOn(query);
      expect(result.taxes.map((t) => t.kind)).toEqual(['federal', 'provincial']);
      expect(result.federal).toBe(result.taxes[0]?.amount);
      expect(result.provincial).toBe(result.taxes[1]?.amount);
      expect(result.total).toBe(result.federal + result.provincial);
    }
  });

  it('refuses a day the table does not cover, or that is not a day', () => {
    const query = {
      province: 'ON',
      taxClass: 'personalProperty',
      component: 'transactionFee',
      amount: 100,
    } as const;
    expect(() => taxesOn({ ...query, on: '2001-01-01' })).toThrow(RangeError);
    expect(() => taxesOn({ ...query, on: '2026-02-30' })).toThrow(RangeError);
  });
});

describe('the dated rates the sources give (domain-facts.md)', () => {
  const premium = (
    province: (typeof PROVINCES)[number],
    taxClass: (typeof TAX_CLASSES)[number],
    on: string,
  ) => taxesOn({ province, taxClass, component: 'premium', on, amount: 100_000 });

  it.each([
    ['QC', 'personalProperty', '2026-12-31', 9_000, 'Revenu Québec'],
    ['QC', 'personalProperty', '2027-01-01', 9_975, 'Revenu Québec'],
    ['QC', 'commercialPropertyLiability', '2027-01-01', 9_975, 'Revenu Québec'],
    ['NL', 'personalProperty', '2022-04-06', 15_000, 'Newfoundland and Labrador Department of Finance'],
    ['NL', 'personalProperty', '2022-04-07', 0, 'Newfoundland and Labrador Department of Finance'],
    [
      'NL',
      'commercialPropertyLiability',
      '2022-04-07',
      15_000,
      'Newfoundland and Labrador Department of Finance',
    ],
    [
      'NL',
      'commercialPropertyLiability',
      '2026-11-28',
      15_000,
      'Newfoundland and Labrador Department of Finance',
    ],
    ['MB', 'personalProperty', '2013-06-30', 7_000, 'Manitoba Finance'],
    ['MB', 'personalProperty', '2013-07-01', 8_000, 'Manitoba Finance'],
    ['MB', 'personalProperty', '2019-06-30', 8_000, 'Manitoba Finance'],
    ['MB', 'personalProperty', '2019-07-01', 7_000, 'Manitoba Finance'],
    ['SK', 'personalProperty', '2017-07-31', 0, 'Saskatchewan Ministry of Finance'],
    ['SK', 'personalProperty', '2017-08-01', 6_000, 'Saskatchewan Ministry of Finance'],
    ['ON', 'personalProperty', '2026-11-28', 8_000, 'Ontario Ministry of Finance'],
    ['AB', 'commercialPropertyLiability', '2026-11-28', 0, 'Alberta Treasury Board and Finance'],
  ] as const)(
    'premium: %s %s on %s: %d cents on $1,000, owed to %s',
    (province, taxClass, on, amount, authority) => {
      const tax = premium(province, taxClass, on);
      expect(tax.provincial).toBe(amount);
      expect(tax.federal).toBe(0);
      expect(tax.taxes[1]?.authority).toBe(authority);
    },
  );

  it.each([
    ['2025-03-31', 375],
    ['2025-04-01', 350],
  ] as const)('NS HST on the $25 transaction fee on %s: %d cents', (on, amount) => {
    const tax = taxesOn({
      province: 'NS',
      taxClass: 'personalProperty',
      component: 'transactionFee',
      on,
      amount: 2_500,
    });
    expect(tax.federal).toBe(amount);
    expect(tax.taxes[0]).toMatchObject({ name: 'HST', authority: 'Canada Revenue Agency' });
  });

  it('NL: a taxable (commercial) policy’s transaction fee carries the 15% RST owed to the province, not HST', () => {
    const tax = taxesOn({
      province: 'NL',
      taxClass: 'commercialPropertyLiability',
      component: 'transactionFee',
      on: '2026-11-28',
      amount: 2_500,
    });
    expect(tax.federal).toBe(0);
    expect(tax.provincial).toBe(375);
    expect(tax.taxes[1]).toMatchObject({
      name: 'NL retail sales tax',
      rate: 0.15,
      authority: 'Newfoundland and Labrador Department of Finance',
    });
  });

  it('NL: a tenants policy’s fee carries HST since the RST left home insurance, the RST before', () => {
    const fee = (on: string) =>
      taxesOn({
        province: 'NL',
        taxClass: 'personalProperty',
        component: 'transactionFee',
        on,
        amount: 2_500,
      });
    expect(fee('2022-04-06')).toMatchObject({ federal: 0, provincial: 375 });
    expect(fee('2022-04-07')).toMatchObject({ federal: 375, provincial: 0 });
  });

  it('missed payment (NSF) fees and financing fees are taxed nowhere, on any day (Ontario RST guide; ETA Sched. V)', () => {
    const { int } = draw(random(13));
    for (const province of PROVINCES)
      for (const taxClass of TAX_CLASSES)
        for (const component of ['missedPaymentFee', 'financingFee'] as const) {
          const on = addDaysToDay(TAX_RULES_FROM, int(0, 5_000));
          expect(taxesOn({ province, taxClass, component, on, amount: 2_500 }).total).toBe(0);
        }
  });
});
