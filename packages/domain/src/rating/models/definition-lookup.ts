import type { ProductDefinition, Question, QuestionOption } from '../../products/types.ts';

function* walk(questions: readonly Question[]): Generator<Question> {
  for (const question of questions) {
    yield question;
    yield* walk(question.subquestions ?? []);
    yield* walk(question.itemQuestions ?? []);
  }
}

/** Every question of a definition, including subquestions and the item questions of groups. */
export function allQuestions(definition: ProductDefinition): Question[] {
  return definition.pages.flatMap((page) => [...walk(page.questions)]);
}

/** The question stored under `name`, wherever it sits in the definition. */
export function findQuestion(definition: ProductDefinition, name: string): Question | undefined {
  return allQuestions(definition).find((question) => question.name === name);
}

/** The options of a select, radio or checkbox question (empty for other kinds). */
export function questionOptions(question: Question | undefined): QuestionOption[] {
  if (!question) return [];
  return [
    ...(question.selectChildren ?? []),
    ...(question.radioChildren ?? []),
    ...(question.checkboxChildren ?? []),
  ];
}

/** The heading of the question stored under `name`, or the name itself when there is none. */
export function questionHeading(definition: ProductDefinition, name: string): string {
  return findQuestion(definition, name)?.heading ?? name;
}

/** The label of an answer of an option question ('2500' -> '$2,500'), or the answer itself. */
export function optionLabel(definition: ProductDefinition, name: string, value: string): string {
  return (
    questionOptions(findQuestion(definition, name)).find((option) => option.value === value)?.label ?? value
  );
}
