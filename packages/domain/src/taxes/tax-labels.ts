import { formatPercent } from '../i18n/format.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import type { Province } from '../provinces.ts';
import { TAX_AUTHORITIES } from './authorities.ts';
import { TAX_ROWS, type TaxClass } from './tax-rows.ts';
import { chargedTaxNames, taxRowsOn, type TaxName, type TaxQuery } from './taxes-on.ts';

/** A rate as a label shows it: 0.09975 -> "9.975%" ("9,975 %" in French). */
export const formatTaxRate = (rate: number, locale: Locale = DEFAULT_LOCALE): string =>
  formatPercent(rate, locale, 3);

/** Each tax's and authority's English name -> its French name, from the rows' and authorities' data. */
const FRENCH_NAMES: ReadonlyMap<string, string> = new Map([
  ...TAX_ROWS.flatMap((row): [string, string][] => [
    [row.name, row.nameFr],
    [row.authority, row.authorityFr],
  ]),
  ...TAX_AUTHORITIES.map((authority): [string, string] => [authority.name, authority.nameFr]),
]);

/**
 * A tax's or authority's name (as a quote stored it, in English) in the locale: "QST" -> "TVQ",
 * "Canada Revenue Agency" -> "Agence du revenu du Canada". A name the data does not know stays as is.
 */
export function taxNameIn(name: string, locale: Locale = DEFAULT_LOCALE): string {
  return locale === 'fr-CA' ? (FRENCH_NAMES.get(name) ?? name) : name;
}

/** The premium taxes charged on a day (rate above 0), named as their rows name them. */
export function premiumTaxNamesOn(query: Omit<TaxQuery, 'component'>): TaxName[] {
  return chargedTaxNames(taxRowsOn({ ...query, component: 'premium' }));
}

/**
 * "Quebec tax on insurance premiums (9%, 9.975%)": the taxes' names, each with its rates, joined by
 * " + "; `fallback` when there is no name (a quote stored before taxes were named, or no tax). In
 * French (issue 27): "Taxe sur les primes d’assurance du Québec (9 %, 9,975 %)", "TPS (5 %) + TVQ (9,975 %)".
 */
export function taxLabel(
  names: readonly TaxName[] | undefined,
  fallback: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (!names || names.length === 0) return fallback;
  const byName = new Map<string, number[]>();
  for (const tax of names) byName.set(tax.name, [...(byName.get(tax.name) ?? []), tax.rate]);
  return [...byName.entries()]
    .map(
      ([name, rates]) =>
        `${taxNameIn(name, locale)} (${rates.map((rate) => formatTaxRate(rate, locale)).join(', ')})`,
    )
    .join(' + ');
}

/** Whom the taxes are owed to, each once, in order: "Revenu Québec". Empty without names. */
export function taxAuthorities(
  names: readonly TaxName[] | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return [...new Set((names ?? []).map((tax) => taxNameIn(tax.authority, locale)))].join(', ');
}

/**
 * The label of a premium tax figure of a change (endorsement, extension, ERP, custom premium),
 * naming the tax, its rates and whom it is owed to: "Quebec tax on insurance premiums (9.975%),
 * Revenu Québec". Without names (no premium tax in the province, or figures stored before taxes
 * were named): "Premium tax (rate)".
 */
export function premiumTaxLabel(
  names: readonly TaxName[] | undefined,
  rate: number,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const premiumTax = locale === 'fr-CA' ? 'Taxe sur les primes' : 'Premium tax';
  const label = taxLabel(names, `${premiumTax} (${formatTaxRate(rate, locale)})`, locale);
  const owedTo = taxAuthorities(names, locale);
  return owedTo ? `${label}, ${owedTo}` : label;
}

/**
 * " (GST 5%, QST 9.975%)": the taxes of a figure that adds several, each with its rate; nothing
 * without names.
 */
export function namesInBrackets(
  names: readonly TaxName[] | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (!names || names.length === 0) return '';
  const each = names.map((tax) => `${taxNameIn(tax.name, locale)} ${formatTaxRate(tax.rate, locale)}`);
  return ` (${each.join(', ')})`;
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
