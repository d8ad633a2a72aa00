/**
 * Money is held in integer cents (CAD). One rounding rule for the whole product:
 * round half away from zero, once, at the end of each line item (shared/reference/domain-facts.md).
 */
import { formatMoney } from './i18n/format.ts';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales.ts';

export type Cents = number;

/** Rounds a fractional cent amount to whole cents, half away from zero. */
export function roundCents(value: number): Cents {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value} to cents`);
  const rounded = Math.sign(value) * Math.round(Math.abs(value) + Number.EPSILON * Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/** Applies a rate (e.g. 0.08 for 8%) to an amount in cents, rounding the line once. */
export function applyRate(amount: Cents, rate: number): Cents {
  return roundCents(amount * rate);
}

/**
 * numerator / denominator rounded half away from zero, exactly (both whole numbers): the one
 * rounding rule applied to a fraction without going through floating point.
 */
export function divRoundCents(numerator: number, denominator: number): Cents {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator} in whole cents`);
  }
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / denominator);
  const rest = magnitude - quotient * denominator;
  const rounded = 2 * rest >= denominator ? quotient + 1 : quotient;
  return rounded === 0 ? 0 : sign * rounded;
}

export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0);
}

export function dollarsToCents(dollars: number): Cents {
  return roundCents(dollars * 100);
}

/**
 * A dollars amount as typed in a form ('$1,250.5', ' 100 ', '-40.00') in exact integer cents, by its
 * digits rather than through floating point; null when it is not dollars with at most two decimals.
 * `$`, commas and spaces are ignored; a leading minus only when `signed`; at most `maxWholeDigits`
 * digits before the point when given. The one parser of every money field of the web app.
 */
export function parseDollarsText(
  text: string,
  options: { signed?: boolean; maxWholeDigits?: number } = {},
): Cents | null {
  const plain = text.replace(/[$,\s]/g, '');
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const [, minus, whole = '', fraction = ''] = match;
  if (minus && !options.signed) return null;
  if (options.maxWholeDigits !== undefined && whole.length > options.maxWholeDigits) return null;
  const magnitude = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(magnitude)) return null;
  return minus && magnitude !== 0 ? -magnitude : magnitude;
}

/** Formats cents as Canadian dollars: en-CA "$1,234.56" by default, fr-CA "1 234,56 $" (i18n/format.ts). */
export function formatCad(amount: Cents, locale: Locale = DEFAULT_LOCALE): string {
  return formatMoney(amount, locale);
}
