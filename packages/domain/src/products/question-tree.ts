import type { ProductDefinition, Question } from './types.ts';

/** The parts an address question stores, each under `${name}-${part}`. */
export const ADDRESS_PARTS = ['street', 'unit', 'city', 'province', 'postal'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** Form key of one part of an address question: ('business-address', 'postal') -> 'business-address-postal'. */
export function addressPartKey(name: string, part: AddressPart): string {
  return `${name}-${part}`;
}

/** Error key of an answer inside a group item: ('roommates', 0, 'roommate-name') -> 'roommates.0.roommate-name'. */
export function groupItemKey(name: string, index: number, itemKey: string): string {
  return `${name}.${index}.${itemKey}`;
}

/** The form keys a question's answer is stored under (the five part keys of an address). */
export function questionKeys(question: Question): string[] {
  return question.kind === 'address'
    ? ADDRESS_PARTS.map((part) => addressPartKey(question.name, part))
    : [question.name];
}

/** Questions with their subquestions, depth first in order (group item questions are not included). */
export function flattenQuestions(questions: readonly Question[]): Question[] {
  return questions.flatMap((question) => [question, ...flattenQuestions(question.subquestions ?? [])]);
}

/** Every question of a definition, page by page, subquestions right after their parent. */
export function definitionQuestions(definition: ProductDefinition): Question[] {
  return definition.pages.flatMap((page) => flattenQuestions(page.questions));
}

/** A question found by form key; `part` is set when the key is a part of an address question. */
export interface QuestionMatch {
  question: Question;
  part?: AddressPart;
}

/**
 * The questions a form key belongs to, in definition order: questions named `key` (several
 * questions may share a name under different filters) and address questions owning it as a part.
 */
export function findQuestions(definition: ProductDefinition, key: string): QuestionMatch[] {
  const matches: QuestionMatch[] = [];
  for (const question of definitionQuestions(definition)) {
    if (question.kind === 'address') {
      const part = ADDRESS_PARTS.find((candidate) => addressPartKey(question.name, candidate) === key);
      if (part) matches.push({ question, part });
    } else if (question.name === key) {
      matches.push({ question });
    }
  }
  return matches;
}
