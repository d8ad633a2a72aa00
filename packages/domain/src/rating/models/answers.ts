import type { FormRecord } from '../../products/types.ts';

/**
 * Defensive readers of form answers. Forms come from the browser, so a number may arrive as
 * 30000, '30000', '30,000' or '$30,000', a list as ['a', 'b'] or 'a,b', a flag as true or 'yes'.
 */

/** The answer as a trimmed, non-empty string (numbers and booleans written out), or undefined. */
export function answerText(form: FormRecord, key: string): string | undefined {
  const value = form[key];
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/** Parses '30,000', '$30 000', '20%' or ' 3 ' as a number; undefined when it is not one. */
export function parseAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const compact = value.replace(/[\s$,%]/g, '');
  const amount = /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
  return Number.isFinite(amount) ? amount : undefined;
}

/** The answer as a number, or undefined when it is missing or not a number. */
export function answerNumber(form: FormRecord, key: string): number | undefined {
  return parseAmount(form[key]);
}

/**
 * The answer as a key of a rate table: numeric answers are normalised ('1,000' and 1000 both give
 * '1000'), other answers are trimmed.
 */
export function answerTableKey(form: FormRecord, key: string): string | undefined {
  const amount = parseAmount(form[key]);
  return amount === undefined ? answerText(form, key) : String(amount);
}

/** A list answer: an array of strings or a comma-separated string, trimmed, without blanks. */
export function answerList(form: FormRecord, key: string): string[] {
  const value = form[key];
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const TRUE_WORDS = new Set(['true', 'yes', 'on', '1', 'y']);

/** A checkbox or yes/no answer: true, 1, 'true', 'yes', 'on' and '1' count as ticked. */
export function answerFlag(form: FormRecord, key: string): boolean {
  const value = form[key];
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return typeof value === 'string' && TRUE_WORDS.has(value.trim().toLowerCase());
}

function isRecord(value: unknown): value is FormRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasAnyAnswer(item: FormRecord): boolean {
  return Object.values(item).some((value) =>
    typeof value === 'string'
      ? value.trim() !== ''
      : value !== null && value !== undefined && value !== false,
  );
}

/**
 * The entries of a repeating group (e.g. roommates): an array of records, or the same array as a
 * JSON string. Entries with no answer at all (a blank row) are dropped.
 */
export function answerGroup(form: FormRecord, key: string): FormRecord[] {
  let value: unknown = form[key];
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value.filter(isRecord).filter(hasAnyAnswer) : [];
}
