import type { BilingualMessage } from './translate.ts';

/**
 * The French twin of an English messages object (`MESSAGES`, `ERP_MESSAGES`, …): the same keys, each an
 * ICU string. A message the English object builds with a function (`tooEarly(day)`) is, in French, a
 * template whose values are numbered in the order of the function's parameters: `{0}`, `{1}`.
 * TypeScript makes a missing or extra key a compile error.
 */
export type FrenchOf<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: never[]) => string
      ? string
      : T[K] extends Record<string, unknown>
        ? FrenchOf<T[K]>
        : never;
};

const POSITIONS = ['{0}', '{1}', '{2}', '{3}', '{4}', '{5}'];

/**
 * The pairs of an English messages object and its French twin. A function's English pattern is what it
 * says when given `{0}`, `{1}`…: it must say each of them back (a function that reformats its value, a
 * number as money say, cannot be recognised by pattern and must be listed as a pair of its own).
 */
export function twinPairs<T extends object>(english: T, french: FrenchOf<T>, path = ''): BilingualMessage[] {
  const pairs: BilingualMessage[] = [];
  for (const [key, value] of Object.entries(english)) {
    const fr = (french as Record<string, unknown>)[key];
    const where = path ? `${path}.${key}` : key;
    if (typeof value === 'string' && typeof fr === 'string') pairs.push({ en: value, fr });
    else if (typeof value === 'function' && typeof fr === 'string') {
      const fn = value as (...args: string[]) => unknown;
      const en = fn(...POSITIONS.slice(0, fn.length));
      if (typeof en !== 'string') continue;
      pairs.push({ en, fr });
    } else if (value && typeof value === 'object' && fr && typeof fr === 'object') {
      pairs.push(...twinPairs(value as object, fr as FrenchOf<object>, where));
    }
  }
  return pairs;
}
