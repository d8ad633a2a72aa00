import type { Cents } from '../money.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

const moneyFormatters = new Map<Locale, Intl.NumberFormat>();
const numberFormatters = new Map<string, Intl.NumberFormat>();

/**
 * Cents as Canadian dollars in the locale's way: en-CA "$1,234.56", fr-CA "1 234,56 $" (the spaces are
 * the no-break spaces Intl gives, so an amount never wraps). Always two decimals.
 */
export function formatMoney(amount: Cents, locale: Locale = DEFAULT_LOCALE): string {
  let formatter = moneyFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormatters.set(locale, formatter);
  }
  return formatter.format(amount / 100);
}

/** A plain number in the locale's way (grouping and decimal comma in French), up to `maxDecimals` decimals. */
export function formatNumber(value: number, locale: Locale = DEFAULT_LOCALE, maxDecimals = 2): string {
  const key = `${locale}:${maxDecimals}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: maxDecimals });
    numberFormatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** A rate (0.075) as a percentage in the locale's way: "7.5%" / "7,5 %". */
export function formatPercent(rate: number, locale: Locale = DEFAULT_LOCALE, maxDecimals = 3): string {
  const key = `${locale}:%:${maxDecimals}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: maxDecimals });
    numberFormatters.set(key, formatter);
  }
  return formatter.format(rate);
}
