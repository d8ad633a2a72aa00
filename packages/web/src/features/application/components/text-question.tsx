import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { FormValue, Question } from '@bm/domain';
import { numberAnswer, textOf, yearAnswer } from '../lib/form-values.ts';
import type { QuestionInputProps } from './question-input-props.ts';
import { useT } from '../../../i18n/use-t.ts';
import { questionMessages } from './messages.ts';

/** How a typed text becomes an answer, by question kind. */
function answerFor(question: Question, text: string): FormValue {
  switch (question.kind) {
    case 'number':
    case 'money':
      return numberAnswer(text);
    case 'year':
      return yearAnswer(text);
    case 'postalCode':
      return text.toUpperCase();
    default:
      return text;
  }
}

const INPUT_TYPES: Partial<Record<Question['kind'], string>> = {
  email: 'email',
  phone: 'tel',
  date: 'date',
};

/**
 * Free-text kinds: text, textarea, email, phone, number, money, date, year and postalCode.
 * Money is typed in dollars and stored as a number of dollars (not cents): the rating models read
 * limits in dollars, and the quote they produce is in cents.
 */
export function TextQuestion({ question, form, errors, onAnswer, id }: QuestionInputProps) {
  const t = useT(questionMessages);
  const error = errors[question.name];
  const isMoney = question.kind === 'money';
  const hint = question.helpText ?? (isMoney ? t('inCanadianDollars') : undefined);
  return (
    <TextField
      id={id}
      fullWidth
      label={question.heading}
      required={question.required}
      placeholder={question.placeholder ?? (question.kind === 'postalCode' ? 'A1B 2C3' : undefined)}
      value={textOf(form[question.name])}
      onChange={(event) => onAnswer({ [question.name]: answerFor(question, event.target.value) })}
      error={Boolean(error)}
      helperText={error ?? hint}
      type={INPUT_TYPES[question.kind] ?? 'text'}
      multiline={question.kind === 'textarea'}
      minRows={question.kind === 'textarea' ? 3 : undefined}
      slotProps={{
        inputLabel: question.kind === 'date' ? { shrink: true } : undefined,
        input: isMoney ? { startAdornment: <InputAdornment position="start">$</InputAdornment> } : undefined,
        htmlInput: {
          inputMode: ['number', 'money', 'year'].includes(question.kind) ? 'decimal' : undefined,
          maxLength: question.kind === 'year' ? 4 : question.kind === 'postalCode' ? 7 : undefined,
        },
      }}
    />
  );
}
