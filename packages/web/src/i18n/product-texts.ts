import { useCallback, useMemo } from 'react';
import {
  sayOptionLabelIn,
  type ProductDefinition,
  type Question,
  type QuestionOption,
} from '@bm/domain';
import { useLocale } from './locale-store.ts';
import { useSay } from './use-t.ts';

/** A product text in the screens' language; an option label by the question (name) it belongs to. */
type Say = (english: string, question?: string) => string;

const sayOptions = (
  options: QuestionOption[] | undefined,
  say: Say,
  question: string,
): QuestionOption[] | undefined =>
  options?.map((option) => ({
    ...option,
    label: say(option.label, question),
    ...(option.tooltip ? { tooltip: say(option.tooltip) } : {}),
  }));

/**
 * A product definition's question with the texts it shows (heading, help text, placeholder, marketplace
 * label, option labels and tooltips, down through subquestions and group items) in the screens' language
 * (issue 27). Names, option values and conditions stay as they are: the answers stored are the English
 * option values.
 */
export function sayQuestion(question: Question, say: Say): Question {
  const said: Question = { ...question, heading: say(question.heading) };
  if (question.helpText) said.helpText = say(question.helpText);
  if (question.placeholder) said.placeholder = say(question.placeholder);
  if (question.marketplaceLabel) said.marketplaceLabel = say(question.marketplaceLabel);
  if (question.selectChildren) said.selectChildren = sayOptions(question.selectChildren, say, question.name);
  if (question.radioChildren) said.radioChildren = sayOptions(question.radioChildren, say, question.name);
  if (question.checkboxChildren)
    said.checkboxChildren = sayOptions(question.checkboxChildren, say, question.name);
  if (question.subquestions) said.subquestions = question.subquestions.map((q) => sayQuestion(q, say));
  if (question.itemQuestions) said.itemQuestions = question.itemQuestions.map((q) => sayQuestion(q, say));
  return said;
}

/**
 * `useSay` for the definitions' texts, by the domain's one rule for option labels (`sayOptionLabelIn`:
 * an option's own French within its question, a whole-dollar label in the screens' number format).
 */
export function useProductSay(): Say {
  const say = useSay();
  const locale = useLocale();
  return useCallback(
    (text: string, question?: string) => sayOptionLabelIn(text, question, locale, say),
    [say, locale],
  );
}

/** `sayQuestion` in the screens' language, kept while the question and the language are the same. */
export function useSaidQuestion(question: Question): Question {
  const say = useProductSay();
  return useMemo(() => sayQuestion(question, say), [question, say]);
}

/** A whole definition with its pages' titles, descriptions and questions in the screens' language. */
export function sayDefinition(definition: ProductDefinition, say: Say): ProductDefinition {
  return {
    ...definition,
    pages: definition.pages.map((page) => ({
      ...page,
      title: say(page.title),
      ...(page.description ? { description: say(page.description) } : {}),
      questions: page.questions.map((question) => sayQuestion(question, say)),
    })),
  };
}
