import type { Province } from '../provinces.ts';
import { TAX_ROWS, type TaxClass } from './tax-rows.ts';
import { chargedTaxNames, taxRowsOn, type TaxName, type TaxQuery } from './taxes-on.ts';

const percent = new Intl.NumberFormat('en-CA', { style: 'percent', maximumFractionDigits: 3 });

/** A rate as a label shows it: 0.09975 -> "9.975%". */
export const formatTaxRate = (rate: number): string => percent.format(rate);

/** The premium taxes charged on a day (rate above 0), named as their rows name them. */
export function premiumTaxNamesOn(query: Omit<TaxQuery, 'component'>): TaxName[] {
  return chargedTaxNames(taxRowsOn({ ...query, component: 'premium' }));
}

/**
 * "Quebec tax on insurance premiums (9%, 9.975%)": the taxes' names, each with its rates, joined by
 * " + "; `fallback` when there is no name (a quote stored before taxes were named, or no tax).
 */
export function taxLabel(names: readonly TaxName[] | undefined, fallback: string): string {
  if (!names || names.length === 0) return fallback;
  const byName = new Map<string, number[]>();
  for (const tax of names) byName.set(tax.name, [...(byName.get(tax.name) ?? []), tax.rate]);
  return [...byName.entries()]
    .map(([name, rates]) => `${name} (${rates.map(formatTaxRate).join(', ')})`)
    .join(' + ');
}

/** Whom the taxes are owed to, each once, in order: "Revenu Québec". Empty without names. */
export function taxAuthorities(names: readonly TaxName[] | undefined): string {
  return [...new Set((names ?? []).map((tax) => tax.authority))].join(', ');
}

/**
 * The label of a premium tax figure of a change (endorsement, extension, ERP, custom premium),
 * naming the tax, its rates and whom it is owed to: "Quebec tax on insurance premiums (9.975%),
 * Revenu Québec". Without names (no premium tax in the province, or figures stored before taxes
 * were named): "Premium tax (rate)".
 */
export function premiumTaxLabel(names: readonly TaxName[] | undefined, rate: number): string {
  const label = taxLabel(names, `Premium tax (${formatTaxRate(rate)})`);
  const owedTo = taxAuthorities(names);
  return owedTo ? `${label}, ${owedTo}` : label;
}

/**
 * " (GST 5%, QST 9.975%)": the taxes of a figure that adds several, each with its rate; nothing
 * without names.
 */
export function namesInBrackets(names: readonly TaxName[] | undefined): string {
  if (!names || names.length === 0) return '';
  return ` (${names.map((tax) => `${tax.name} ${formatTaxRate(tax.rate)}`).join(', ')})`;
}

/**
 * The premium taxes of a province and class whose rate is one of `rates` (the rates money was
 * charged at, read back from a premium timeline), each name and rate once, in table order. A rate
 * no row has (a plan taxed at two rates returns in proportion: its mean) names nothing.
 */
export function premiumTaxNamesOfRates(
  province: Province,
  taxClass: TaxClass,
  rates: readonly number[],
): TaxName[] {
  const names: TaxName[] = [];
  for (const row of TAX_ROWS) {
    if (row.province !== province || row.taxClass !== taxClass || row.component !== 'premium') continue;
    if (row.rate <= 0 || !rates.includes(row.rate)) continue;
    if (names.some((name) => name.name === row.name && name.rate === row.rate)) continue;
    names.push({ kind: row.kind, name: row.name, rate: row.rate, authority: row.authority });
  }
  return names;
}
