import type { FormRecord, FormValue, QuestionOption } from '@bm/domain';
import type { InputOption } from '../../../components/inputs/input-option.ts';

/** Answers to merge into the form, by form key; each goes through the domain's applyAnswer. */
export type AnswerChanges = Record<string, FormValue>;

/** Errors by form key, as validatePage gives them. */
export type FieldErrors = Record<string, string>;

/** An answer as the text an input shows ('' for none; lists joined with commas). */
export function textOf(value: FormValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return listOf(value).join(',');
}

/** An answer as a list: an array of strings, or a comma-separated string such as operations. */
export function listOf(value: FormValue | undefined): string[] {
  let items: string[] = [];
  if (typeof value === 'string') items = value.split(',');
  else if (typeof value === 'number') items = [String(value)];
  else if (Array.isArray(value)) items = value.filter((item): item is string => typeof item === 'string');
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

/** The records of a group answer. */
export function itemsOf(value: FormValue | undefined): FormRecord[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is FormRecord => typeof item === 'object' && item !== null);
}

const NUMERIC = /^-?(\d+(\.\d*)?|\.\d+)$/;

/**
 * What a number input stores: a number once the text is numeric, null when cleared, and the text
 * itself otherwise (so validation can say 'Please enter a number' rather than lose what was typed).
 */
export function numberAnswer(text: string): FormValue {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return NUMERIC.test(trimmed) ? Number(trimmed) : text;
}

/** A year is kept as a number once it has four digits, as typed before that. */
export function yearAnswer(text: string): FormValue {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  if (digits === '') return null;
  return digits.length === 4 ? Number(digits) : digits;
}

export function toInputOptions(options: readonly QuestionOption[]): InputOption[] {
  return options.map((option) => ({
    value: option.value,
    label: option.label,
    tooltip: option.tooltip,
    disabled: option.disabled,
  }));
}

/** The errors under a prefix (a group item's `${name}.${index}.`), keyed without it. */
export function errorsUnder(errors: FieldErrors, prefix: string): FieldErrors {
  const found: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(prefix)) found[key.slice(prefix.length)] = message;
  }
  return found;
}

/** A DOM id for a form key (group and address keys hold dots and dashes). */
export function fieldId(key: string): string {
  return `q-${key.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
}
