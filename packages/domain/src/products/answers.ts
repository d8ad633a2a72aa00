import { PROVINCES, type Province } from '../provinces.ts';
import type { FormValue } from './types.ts';

/**
 * Reads an answer as a list of items: a string array as it is, a comma-separated string split
 * and trimmed (operations are stored that way), a number or boolean as one item. Blanks, null
 * and group records give no items.
 */
export function answerList(value: FormValue | undefined): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  const raw: string[] = [];
  if (typeof value === 'string') raw.push(...value.split(','));
  else for (const item of value) if (typeof item === 'string') raw.push(item);
  return raw.map((item) => item.trim()).filter((item) => item !== '');
}

/** Reads an answer as text: lists joined with commas, null, undefined and group records as ''. */
export function answerText(value: FormValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return answerList(value).join(',');
}

const NUMERIC = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** Reads an answer as a number: finite numbers and numeric strings ('12', ' 3.5 '); null otherwise. */
export function answerNumber(value: FormValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return NUMERIC.test(text) ? Number(text) : null;
}

/** True when an answer is present: a non-blank string, a non-empty list, true, or any number. */
export function isAnswered(value: FormValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  if (typeof value === 'boolean') return value;
  return value.length > 0;
}

/** The province code an answer names ('bc' and ' BC ' read as 'BC'), or null. */
export function answerProvince(value: FormValue | undefined): Province | null {
  const code = answerText(value).trim().toUpperCase();
  return PROVINCES.find((province) => province === code) ?? null;
}
