import { MESSAGES } from '../messages.ts';
import { isValidPostalCode } from '../provinces.ts';
import { answerList, answerNumber, answerProvince, answerText, isAnswered } from './answers.ts';
import { addressPartKey, ADDRESS_PARTS, groupItemKey } from './question-tree.ts';
import {
  groupItemContext,
  groupItems,
  isQuestionVisible,
  visibleOptions,
  visibleQuestionList,
  visibleQuestions,
} from './form-visibility.ts';
import type { Form, FormValue, ProductDefinition, ProductPage, Question } from './types.ts';

export type FormErrors = Record<string, string>;

/** Messages of questionnaire validation (spec section 5 wording where the spec gives one). */
export const FORM_MESSAGES = {
  required: MESSAGES.required,
  postalCode: MESSAGES.postalCodeFormat,
  email: 'Please enter a valid email address',
  option: 'Please choose one of the options',
  date: 'Please enter a valid date',
  year: 'Please enter a valid year',
  number: 'Please enter a number',
  phone: 'Please enter a valid phone number',
  min: (min: number) => `Must be greater than ${min}`,
  max: (max: number) => `This number should be smaller than or equal to ${max}.`,
  maxItems: (maxItems: number) => `No more than ${maxItems} allowed`,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR = /^\d{4}$/;

/** A real calendar day written YYYY-MM-DD. */
function isValidDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A Canadian phone number: ten digits, optionally preceded by the country code 1. */
function isValidPhone(text: string): boolean {
  const digits = text.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

/** Multi-valued questions store a list (an array or a comma-separated string such as operations). */
function isMultiValued(question: Question): boolean {
  return (
    question.kind === 'multiselect' ||
    question.kind === 'checkboxes' ||
    (question.kind === 'checkbox' && (question.checkboxChildren?.length ?? 0) > 0)
  );
}

/** A single checkbox is answered only when ticked. */
function isFilled(question: Question, value: FormValue | undefined): boolean {
  if (question.kind === 'checkbox' && !isMultiValued(question)) return value === true || value === 'true';
  return isMultiValued(question) ? answerList(value).length > 0 : isAnswered(value);
}

/**
 * Bounds of numbers, money and years. `min` is an inclusive lower bound: a value below `min`
 * fails with 'Must be greater than {min}' and `min` itself passes (so `min: 1` accepts 1), the
 * reading that keeps 'min' meaning minimum; `max` is inclusive too.
 */
function boundsError(question: Question, value: number): string | null {
  if (question.min !== undefined && value < question.min) return FORM_MESSAGES.min(question.min);
  if (question.max !== undefined && value > question.max) return FORM_MESSAGES.max(question.max);
  return null;
}

function optionsError(question: Question, value: FormValue | undefined, form: Form): string | null {
  if (!question.validateSelectChildren) return null;
  const allowed = new Set(visibleOptions(question, form).map((option) => option.value));
  const chosen = isMultiValued(question) ? answerList(value) : [answerText(value).trim()];
  return chosen.every((item) => allowed.has(item)) ? null : FORM_MESSAGES.option;
}

/** The error of a question stored under its own name (every kind but address and group). */
function singleAnswerError(question: Question, form: Form): string | null {
  const value = form[question.name];
  if (!isFilled(question, value)) return question.required ? FORM_MESSAGES.required : null;
  const text = answerText(value).trim();
  switch (question.kind) {
    case 'email':
      return EMAIL.test(text) ? null : FORM_MESSAGES.email;
    case 'phone':
      return isValidPhone(text) ? null : FORM_MESSAGES.phone;
    case 'number':
    case 'money': {
      const number = answerNumber(value);
      return number === null ? FORM_MESSAGES.number : boundsError(question, number);
    }
    case 'year': {
      const year = Number(text);
      if (!YEAR.test(text) || year < 1900 || year > 2100) return FORM_MESSAGES.year;
      return boundsError(question, year);
    }
    case 'date':
      return isValidDay(text) ? null : FORM_MESSAGES.date;
    case 'postalCode':
      return isValidPostalCode(text) ? null : FORM_MESSAGES.postalCode;
    case 'province':
      return answerProvince(value) ? null : FORM_MESSAGES.option;
    case 'select':
    case 'multiselect':
    case 'radio':
    case 'checkboxes':
      return optionsError(question, value, form);
    case 'checkbox':
      return isMultiValued(question) ? optionsError(question, value, form) : null;
    default:
      return null;
  }
}

/** Address parts: street, city, province and postal required when the question is; unit optional. */
function addressErrors(question: Question, form: Form): FormErrors {
  const errors: FormErrors = {};
  for (const part of ADDRESS_PARTS) {
    const key = addressPartKey(question.name, part);
    const value = form[key];
    if (!isAnswered(value)) {
      if (question.required && part !== 'unit') errors[key] = FORM_MESSAGES.required;
    } else if (part === 'postal' && !isValidPostalCode(answerText(value))) {
      errors[key] = FORM_MESSAGES.postalCode;
    } else if (part === 'province' && !answerProvince(value)) {
      errors[key] = FORM_MESSAGES.option;
    }
  }
  return errors;
}

/** A group: at most maxItems items, each validated with the item questions visible for it. */
function groupErrors(question: Question, form: Form): FormErrors {
  const items = groupItems(form[question.name]);
  const errors: FormErrors = {};
  if (items.length === 0) {
    if (question.required) errors[question.name] = FORM_MESSAGES.required;
    return errors;
  }
  if (question.maxItems !== undefined && items.length > question.maxItems) {
    errors[question.name] = FORM_MESSAGES.maxItems(question.maxItems);
  }
  items.forEach((item, index) => {
    const context = groupItemContext(question, form, item);
    for (const itemQuestion of visibleQuestionList(question.itemQuestions ?? [], context)) {
      for (const [key, message] of Object.entries(validateAnswer(itemQuestion, context))) {
        errors[groupItemKey(question.name, index, key)] = message;
      }
    }
  });
  return errors;
}

/**
 * Errors of one question's answer, keyed by form key: the question name, an address part key
 * (`${name}-postal`), or `${name}.${index}.${itemKey}` inside a group. A question whose filters
 * do not hold has no errors (its parent's visibility is checked by validatePage). Subquestions
 * are not included: validatePage validates them in their own right.
 */
export function validateAnswer(question: Question, form: Form): FormErrors {
  if (!isQuestionVisible(question, form)) return {};
  if (question.kind === 'address') return addressErrors(question, form);
  if (question.kind === 'group') return groupErrors(question, form);
  const message = singleAnswerError(question, form);
  return message ? { [question.name]: message } : {};
}

/** Errors of the visible questions of a page (and their visible subquestions). */
export function validatePage(page: ProductPage, form: Form): FormErrors {
  const errors: FormErrors = {};
  for (const question of visibleQuestions(page, form)) Object.assign(errors, validateAnswer(question, form));
  return errors;
}

/** Errors of every page of a definition; empty when the form is complete. */
export function validateForm(definition: ProductDefinition, form: Form): FormErrors {
  const errors: FormErrors = {};
  for (const page of definition.pages) Object.assign(errors, validatePage(page, form));
  return errors;
}

/**
 * How many leading pages validate cleanly: 0 while the first page has errors, pages.length when
 * the whole form is complete (drives started -> indicated -> quoted).
 */
export function completedPages(definition: ProductDefinition, form: Form): number {
  const firstIncomplete = definition.pages.findIndex(
    (page) => Object.keys(validatePage(page, form)).length > 0,
  );
  return firstIncomplete === -1 ? definition.pages.length : firstIncomplete;
}
