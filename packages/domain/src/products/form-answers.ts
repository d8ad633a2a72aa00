import {
  isValidPostalCode,
  normalisePostalCode,
  provinceFromPostalCode,
  type Province,
} from '../provinces.ts';
import { answerList, answerProvince, answerText } from './answers.ts';
import { groupItemContext, visibleQuestionList, visibleQuestions } from './form-visibility.ts';
import {
  addressPartKey,
  definitionQuestions,
  findQuestions,
  flattenQuestions,
  questionKeys,
  type QuestionMatch,
} from './question-tree.ts';
import type { Form, FormRecord, FormValue, ProductDefinition, Question, QuestionOption } from './types.ts';

/** Keys of hidden questions that no visible question also owns (questions may share a name). */
function hiddenKeys(all: readonly Question[], visible: readonly Question[]): string[] {
  const shown = new Set(visible);
  const kept = new Set(visible.flatMap(questionKeys));
  return all
    .filter((question) => !shown.has(question))
    .flatMap(questionKeys)
    .filter((key) => !kept.has(key));
}

/** A copy of the record without the keys, or the record itself when it has none of them. */
function withoutKeys<T extends FormRecord>(record: T, keys: readonly string[]): T {
  const present = keys.filter((key) => Object.hasOwn(record, key));
  if (present.length === 0) return record;
  const copy = { ...record };
  for (const key of present) delete copy[key];
  return copy;
}

/** Group items without the answers of item questions hidden for that item. */
function settleGroupItems(question: Question, form: Form): FormValue | undefined {
  const value = form[question.name];
  if (!Array.isArray(value) || value.length === 0) return value;
  const items: FormRecord[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) return value;
    items.push(entry);
  }
  const itemQuestions = flattenQuestions(question.itemQuestions ?? []);
  const settled = items.map((item) => {
    const visible = visibleQuestionList(question.itemQuestions ?? [], groupItemContext(question, form, item));
    return withoutKeys(item, hiddenKeys(itemQuestions, visible));
  });
  return settled.some((item, index) => item !== items[index]) ? settled : value;
}

/** One pass: drop hidden answers, give newly visible unanswered questions their default, settle groups. */
function settleOnce(definition: ProductDefinition, form: Form): Form {
  const visible = definition.pages.flatMap((page) => visibleQuestions(page, form));
  const next = withoutKeys(form, hiddenKeys(definitionQuestions(definition), visible));
  let changed = next !== form;
  const result: Form = changed ? next : { ...form };
  for (const question of visible) {
    if (
      question.kind !== 'address' &&
      question.defaultValue !== undefined &&
      result[question.name] === undefined
    ) {
      result[question.name] = question.defaultValue;
      changed = true;
    }
    if (question.kind === 'group') {
      const items = settleGroupItems(question, result);
      if (items !== result[question.name]) {
        result[question.name] = items;
        changed = true;
      }
    }
  }
  return changed ? result : form;
}

/**
 * Brings a form in line with its definition: answers of hidden questions are removed (so stale
 * answers never rate), visible questions without an answer get their default, and inside group
 * items answers of hidden item questions are removed. Repeats until nothing changes (bounded, in
 * case a definition's filters contradict each other). Returns the same object when already settled.
 */
export function settleForm(definition: ProductDefinition, form: Form): Form {
  let current = form;
  const passes = definitionQuestions(definition).length + 2;
  for (let pass = 0; pass < passes; pass += 1) {
    const next = settleOnce(definition, current);
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** The question an answer belongs to: the visible one when several share the key. */
function questionFor(definition: ProductDefinition, key: string, form: Form): QuestionMatch | undefined {
  const matches = findQuestions(definition, key);
  const visible = new Set(definition.pages.flatMap((page) => visibleQuestions(page, form)));
  return matches.find((match) => visible.has(match.question)) ?? matches[0];
}

/**
 * Records one answer and its consequences, returning a new form (the input is not changed):
 * 1. the answer is set under `questionName` (a question name or an address part key);
 * 2. the question's keysToUpdate apply: entries without `when`, or whose `when` equals the new
 *    answer's text, set their `set` keys;
 * 3. a postal code (address postal part or postalCode question) is normalised to 'A1B 2C3' once
 *    valid, and an address's province part is set from the postal code's first letter;
 * 4. the form is settled (settleForm): answers of questions that became hidden are removed.
 */
export function applyAnswer(
  definition: ProductDefinition,
  questionName: string,
  value: FormValue,
  form: Form,
): Form {
  const match = questionFor(definition, questionName, form);
  const next: Form = { ...form, [questionName]: value };
  if (match) {
    const text = answerText(value);
    for (const update of match.question.keysToUpdate ?? []) {
      if (update.when === undefined || update.when === text) Object.assign(next, update.set);
    }
    if (match.part === 'postal' || match.question.kind === 'postalCode') {
      if (isValidPostalCode(text)) next[questionName] = normalisePostalCode(text);
      const province = match.part === 'postal' ? provinceFromPostalCode(text) : null;
      if (province) next[addressPartKey(match.question.name, 'province')] = province;
    }
  }
  return settleForm(definition, next);
}

/**
 * Operations as stored (spec section 5): disabled operations and values that are not options are
 * filtered out; the kept values stay in their original order, without duplicates, joined by ','.
 * Pass visibleOptions(question, form) instead of all options to drop conditional ones too.
 */
export function cleanOperations(value: FormValue | undefined, options: readonly QuestionOption[]): string {
  const allowed = new Set(options.filter((option) => !option.disabled).map((option) => option.value));
  return [...new Set(answerList(value).filter((item) => allowed.has(item)))].join(',');
}

/**
 * A new form: the defaultValue of every question that is visible under those defaults
 * (a default of a question hidden from the start is applied when the question appears).
 */
export function defaultForm(definition: ProductDefinition): Form {
  return settleForm(definition, {});
}

/** The insured's province: business-address-province when valid, else from business-address-postal. */
export function formProvince(form: Form): Province | null {
  return (
    answerProvince(form['business-address-province']) ??
    provinceFromPostalCode(answerText(form['business-address-postal']))
  );
}
