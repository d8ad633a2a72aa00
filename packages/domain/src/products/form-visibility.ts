import { allConditionsHold } from './conditions.ts';
import { flattenQuestions, questionKeys } from './question-tree.ts';
import type { Form, FormRecord, FormValue, ProductPage, Question, QuestionOption } from './types.ts';

/** All options of a question: its selectChildren, radioChildren and checkboxChildren, in that order. */
export function questionOptions(question: Question): QuestionOption[] {
  return [
    ...(question.selectChildren ?? []),
    ...(question.radioChildren ?? []),
    ...(question.checkboxChildren ?? []),
  ];
}

/** The options that can be chosen now: not disabled and every condition holding (conditional options). */
export function visibleOptions(question: Question, form: Form): QuestionOption[] {
  return questionOptions(question).filter(
    (option) => !option.disabled && allConditionsHold(option.conditions, form),
  );
}

/** Whether a question is shown: every filter holds. (A subquestion is also hidden with its parent.) */
export function isQuestionVisible(question: Question, form: Form): boolean {
  return allConditionsHold(question.filters, form);
}

/** Visible questions of a list in order, visible subquestions right after their (visible) parent. */
export function visibleQuestionList(questions: readonly Question[], form: Form): Question[] {
  return questions.flatMap((question) =>
    isQuestionVisible(question, form)
      ? [question, ...visibleQuestionList(question.subquestions ?? [], form)]
      : [],
  );
}

/** Visible questions of a page in order, visible subquestions flattened right after their parent. */
export function visibleQuestions(page: ProductPage, form: Form): Question[] {
  return visibleQuestionList(page.questions, form);
}

/** The items of a group answer (entries that are records; anything else is ignored). */
export function groupItems(value: FormValue | undefined): FormRecord[] {
  const items: FormRecord[] = [];
  if (Array.isArray(value))
    for (const entry of value) if (typeof entry === 'object' && entry !== null) items.push(entry);
  return items;
}

/**
 * The form an item of a group question is read against: the item's own answers, over the rest
 * of the form so item filters can refer to other answers. Item question keys come from the item
 * only, never from a same-named answer of the form.
 */
export function groupItemContext(question: Question, form: Form, item: FormRecord): Form {
  const own: Form = {};
  for (const itemQuestion of flattenQuestions(question.itemQuestions ?? [])) {
    for (const key of questionKeys(itemQuestion)) own[key] = undefined;
  }
  return { ...form, ...own, ...item };
}
