import { formatDate } from '../dates.ts';
import { dollarsToCents, formatCad, type Cents } from '../money.ts';
import { PROVINCE_NAMES, PROVINCES, type Province } from '../provinces.ts';
import { answerList, answerNumber } from './answers.ts';
import { groupItems, questionOptions, visibleQuestionList } from './form-visibility.ts';
import { ADDRESS_PARTS, addressPartKey, definitionQuestions, questionKeys } from './question-tree.ts';
import type { Form, FormValue, ProductDefinition, Question } from './types.ts';

/** One answer as a reader sees it: the question's own heading and the answer in words. */
export interface AnswerRow {
  /** The form key (an address question's name for its parts). */
  key: string;
  label: string;
  value: string;
  /** A repeating group (roommates): one line per item, each 'Heading: value' joined with ', '. */
  items?: string[];
}

/** The words an answer is put in: English by default; a screen passes its language's (Oui / Non, 1 234,56 $). */
export interface AnswerWords {
  yes: string;
  no: string;
  money: (amount: Cents) => string;
  /** Between a heading and its value in a group's line: ': ' (French: a no-break space before). */
  colon?: string;
  /** A province's name ('Colombie-Britannique' in French); PROVINCE_NAMES' English by default. */
  province?: (code: Province) => string;
}

const ENGLISH_WORDS: AnswerWords = { yes: 'Yes', no: 'No', money: formatCad };
const englishProvince = (code: Province) => PROVINCE_NAMES[code];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'business-address-city' -> 'Business address city': for answers no question owns. */
export function humaniseAnswerKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_\s.]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
    .join(' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function dateText(value: unknown): string {
  if (typeof value !== 'string') return typeof value === 'number' ? formatDate(value) : '';
  const text = value.trim();
  // A calendar day stays as it is (reading it as an instant would shift it a day in Vancouver).
  return DAY.test(text) ? text : formatDate(text) || text;
}

/** The province of an answer given as its code ('bc') or its English name ('British Columbia'). */
function provinceOfAnswer(value: string): Province | null {
  const text = value.trim().toUpperCase();
  return PROVINCES.find((code) => code === text || PROVINCE_NAMES[code].toUpperCase() === text) ?? null;
}

function provinceText(value: string, words: AnswerWords): string {
  const code = provinceOfAnswer(value);
  return code ? (words.province ?? englishProvince)(code) : value;
}

/**
 * An answer in words, by the kind of its question: money as CAD ($10,000.00), a choice by its
 * option's label, a checkbox as Yes / No, a date as YYYY-MM-DD, a province by its name, lists
 * joined with ', '. Without a question: Yes / No for booleans, list items joined, text as it is.
 */
export function formatAnswerValue(
  question: Question | undefined,
  value: unknown,
  words: AnswerWords = ENGLISH_WORDS,
): string {
  if (isBlank(value)) return '';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  const kind = question?.kind;
  if (kind === 'checkbox') {
    const text = String(value).trim().toLowerCase();
    return text === 'true' || text === 'yes'
      ? words.yes
      : text === 'false' || text === 'no'
        ? words.no
        : String(value);
  }
  if (kind === 'money') {
    const number = answerNumber(value as FormValue);
    return number === null ? String(value) : words.money(dollarsToCents(number));
  }
  if (kind === 'date') return dateText(value);
  if (kind === 'province' && typeof value === 'string') return provinceText(value, words);
  if (typeof value === 'number') return String(value);
  if (kind === 'group' || (Array.isArray(value) && value.some(isRecord))) {
    return groupLines(question?.itemQuestions ?? [], value, words).join('; ');
  }
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([key, inner]) => [humaniseAnswerKey(key), formatAnswerValue(undefined, inner, words)] as const)
      .filter(([, text]) => text !== '')
      .map(([heading, text]) => `${heading}${words.colon ?? ': '}${text}`)
      .join(', ');
  }
  const options = question ? questionOptions(question) : [];
  if (options.length > 0 || Array.isArray(value)) {
    const labels = new Map(options.map((option) => [option.value, option.label]));
    const list = Array.isArray(value) ? answerList(value as FormValue) : [String(value)];
    // Operations and other multi-answers are stored as one comma-separated string.
    const items = kind === 'multiselect' || kind === 'checkboxes' ? answerList(value as FormValue) : list;
    return items.map((item) => labels.get(item) ?? item).join(', ');
  }
  if (typeof value === 'string') return value.trim();
  return '';
}

/** The items of a group answer, each as 'Heading: value' pairs in item-question order. */
function groupLines(itemQuestions: readonly Question[], value: unknown, words: AnswerWords): string[] {
  return groupItems(value as FormValue).map((item) => {
    const known = new Set(itemQuestions.map((q) => q.name));
    const parts = [
      ...itemQuestions.map((q) => [q.heading, formatAnswerValue(q, item[q.name], words)] as const),
      ...Object.keys(item)
        .filter((key) => !known.has(key))
        .map((key) => [humaniseAnswerKey(key), formatAnswerValue(undefined, item[key], words)] as const),
    ];
    return parts
      .filter(([, text]) => text !== '')
      .map(([heading, text]) => `${heading}${words.colon ?? ': '}${text}`)
      .join(', ');
  });
}

/** An address question's parts as one line: '3 - 12 Main St, Toronto, ON M5V 1A1'. */
function addressText(question: Question, form: Form): string {
  const part = (name: (typeof ADDRESS_PARTS)[number]) => {
    const value = form[addressPartKey(question.name, name)];
    return typeof value === 'string' ? value.trim() : '';
  };
  const street = part('street');
  const unit = part('unit');
  return [
    unit && street ? `${unit} - ${street}` : street || unit,
    part('city'),
    `${part('province')} ${part('postal')}`.trim(),
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The answers of a form as the questionnaire asks them (in `words`' language, the definition's texts as
 * given): each under its question's heading, in
 * the definition's order (the visible question when several share a name), its value in words;
 * an address as one line under its heading; a repeating group with one line per item. Answers
 * no question of the definition owns follow, their keys made readable. Blank answers are left out.
 */
export function answerRows(
  definition: ProductDefinition | null,
  form: Form,
  words: AnswerWords = ENGLISH_WORDS,
): AnswerRow[] {
  const rows: AnswerRow[] = [];
  const used = new Set<string>();
  if (definition) {
    const visible = new Set(definition.pages.flatMap((page) => visibleQuestionList(page.questions, form)));
    const all = definitionQuestions(definition);
    const chosen = new Map<string, Question>();
    for (const question of all) {
      const current = chosen.get(question.name);
      if (!current || (!visible.has(current) && visible.has(question))) chosen.set(question.name, question);
    }
    for (const question of chosen.values()) {
      const keys = questionKeys(question);
      if (keys.some((key) => used.has(key))) continue;
      keys.forEach((key) => used.add(key));
      const value =
        question.kind === 'address'
          ? addressText(question, form)
          : formatAnswerValue(question, form[question.name], words);
      if (value === '') continue;
      const row: AnswerRow = { key: question.name, label: question.heading, value };
      if (question.kind === 'group')
        row.items = groupLines(question.itemQuestions ?? [], form[question.name], words);
      rows.push(row);
    }
  }
  for (const [key, raw] of Object.entries(form)) {
    if (used.has(key)) continue;
    // Operations are held as one comma-separated string (spec section 3).
    const value =
      key === 'operations'
        ? answerList(raw as FormValue).join(', ')
        : formatAnswerValue(undefined, raw, words);
    if (value !== '') rows.push({ key, label: humaniseAnswerKey(key), value });
  }
  return rows;
}
