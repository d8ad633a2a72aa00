import { isCalendarDay } from '../calendar-days.ts';
import { applyRate, type Cents } from '../money.ts';
import type { Province } from '../provinces.ts';
import { TAX_ROWS, type TaxClass, type TaxComponent, type TaxKind, type TaxRow } from './tax-rows.ts';

/** A tax as a quote names it: what it is called, its rate, whom it is owed to, its kind. */
export interface TaxName {
  kind: TaxKind;
  name: string;
  rate: number;
  authority: string;
}

/** One tax on an amount: its row's name, rate, authority and kind, and the amount rounded once. */
export interface AppliedTax extends TaxName {
  amount: Cents;
  source: string;
}

export interface TaxesOn {
  /** One per kind (federal first), rates of 0 included. */
  taxes: AppliedTax[];
  /** GST/HST. */
  federal: Cents;
  /** PST, RST, QST or premium tax. */
  provincial: Cents;
  total: Cents;
}

export interface TaxQuery {
  province: Province;
  taxClass: TaxClass;
  component: TaxComponent;
  /** The day the money is charged, YYYY-MM-DD. */
  on: string;
}

const byKey = new Map<string, TaxRow[]>();
for (const row of TAX_ROWS) {
  const key = `${row.province}|${row.taxClass}|${row.component}|${row.kind}`;
  const list = byKey.get(key) ?? [];
  list.push(row);
  byKey.set(key, list);
}

/** Rows in force by query, looked up once: a quote asks the same few days thousands of times. */
const rowsOnCache = new Map<string, readonly TaxRow[]>();

/**
 * The rows in force on a day (one per kind, federal first). Throws RangeError for a day that is not
 * YYYY-MM-DD or that no row covers (before the table's first day: TAX_RULES_FROM).
 */
export function taxRowsOn(query: TaxQuery): readonly TaxRow[] {
  const { province, taxClass, component, on } = query;
  const cacheKey = `${province}|${taxClass}|${component}|${on}`;
  const cached = rowsOnCache.get(cacheKey);
  if (cached) return cached;
  if (!isCalendarDay(on)) throw new RangeError(`Not a YYYY-MM-DD date: ${on}`);
  const found = (['federal', 'provincial'] as const).map((kind) => {
    const rows = byKey.get(`${province}|${taxClass}|${component}|${kind}`) ?? [];
    const row = rows.find((r) => r.effectiveFrom <= on && (r.effectiveTo === null || on <= r.effectiveTo));
    if (!row)
      throw new RangeError(`No ${kind} tax row for ${component} (${taxClass}) in ${province} on ${on}`);
    return row;
  });
  if (rowsOnCache.size >= 20_000) rowsOnCache.clear();
  rowsOnCache.set(cacheKey, found);
  return found;
}

/**
 * The taxes on an amount charged on a day: each tax in force that day applied to the amount and
 * rounded once (money.ts applyRate); federal = GST/HST, provincial = PST/RST/QST or premium tax.
 */
export function taxesOn(query: TaxQuery & { amount: Cents }): TaxesOn {
  const taxes: AppliedTax[] = [];
  let federal = 0;
  let provincial = 0;
  for (const row of taxRowsOn(query)) {
    const amount = row.rate === 0 ? 0 : applyRate(query.amount, row.rate);
    taxes.push({
      kind: row.kind,
      name: row.name,
      rate: row.rate,
      authority: row.authority,
      source: row.source,
      amount,
    });
    if (row.kind === 'federal') federal += amount;
    else provincial += amount;
  }
  return { taxes, federal, provincial, total: federal + provincial };
}

/** The provincial premium tax rate in force on a day (the premium carries no federal tax). */
export function premiumTaxRateOn(query: Omit<TaxQuery, 'component'>): number {
  return taxRowsOn({ ...query, component: 'premium' }).reduce((rate, row) => rate + row.rate, 0);
}

/** The names of the taxes actually charged (rate above 0), for a quote's lines. */
export function chargedTaxNames(
  rows: readonly Pick<TaxRow, 'kind' | 'name' | 'rate' | 'authority'>[],
): TaxName[] {
  return rows
    .filter((row) => row.rate > 0)
    .map(({ kind, name, rate, authority }) => ({ kind, name, rate, authority }));
}
