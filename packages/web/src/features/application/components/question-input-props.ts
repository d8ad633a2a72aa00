import type { Form, Question } from '@bm/domain';
import type { AnswerChanges, FieldErrors } from '../lib/form-values.ts';

/** What every question input gets. */
export interface QuestionInputProps {
  question: Question;
  /** The answers the question reads (inside a group: the item's answers over the form). */
  form: Form;
  /** Errors to show, keyed by form key as validatePage gives them. */
  errors: FieldErrors;
  /** Records answers; the wizard passes each through the domain's applyAnswer. */
  onAnswer: (changes: AnswerChanges) => void;
  /** DOM id of the input (unique on the page). */
  id: string;
}
