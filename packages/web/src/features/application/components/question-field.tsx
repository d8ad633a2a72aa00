import { useSaidQuestion } from '../../../i18n/product-texts.ts';
import { AddressQuestion } from './address-question.tsx';
import { ChoiceQuestion } from './choice-question.tsx';
import { GroupQuestion } from './group-question.tsx';
import type { QuestionInputProps } from './question-input-props.ts';
import { TextQuestion } from './text-question.tsx';

/**
 * One question, drawn by its kind, with its help text, required marker and error; the definition's texts
 * in the screens' language.
 */
export function QuestionField(shownProps: QuestionInputProps) {
  const props = { ...shownProps, question: useSaidQuestion(shownProps.question) };
  switch (props.question.kind) {
    case 'address':
      return <AddressQuestion {...props} />;
    case 'group':
      return <GroupQuestion {...props} renderField={(itemProps) => <QuestionField {...itemProps} />} />;
    case 'select':
    case 'multiselect':
    case 'radio':
    case 'checkbox':
    case 'checkboxes':
    case 'province':
      return <ChoiceQuestion {...props} />;
    default:
      return <TextQuestion {...props} />;
  }
}
