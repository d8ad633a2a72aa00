import { useMemo } from 'react';
import type { ProductDefinition, Question, QuestionOption } from '@bm/domain';
import { useSay } from './use-t.ts';

type Say = (english: string) => string;

const sayOptions = (options: QuestionOption[] | undefined, say: Say): QuestionOption[] | undefined =>
  options?.map((option) => ({
    ...option,
    label: say(option.label),
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
  if (question.selectChildren) said.selectChildren = sayOptions(question.selectChildren, say);
  if (question.radioChildren) said.radioChildren = sayOptions(question.radioChildren, say);
  if (question.checkboxChildren) said.checkboxChildren = sayOptions(question.checkboxChildren, say);
  if (question.subquestions) said.subquestions = question.subquestions.map((q) => sayQuestion(q, say));
  if (question.itemQuestions) said.itemQuestions = question.itemQuestions.map((q) => sayQuestion(q, say));
  return said;
}

/** `sayQuestion` in the screens' language, kept while the question and the language are the same. */
export function useSaidQuestion(question: Question): Question {
  const say = useSay();
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
