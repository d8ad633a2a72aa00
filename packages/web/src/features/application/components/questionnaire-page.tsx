import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visibleQuestions, type Form, type ProductPage, type Question } from '@bm/domain';
import { fieldId, type AnswerChanges, type FieldErrors } from '../lib/form-values.ts';
import { useSay } from '../../../i18n/use-t.ts';
import { QuestionField } from './question-field.tsx';

export function QuestionList({
  questions,
  form,
  errors,
  onAnswer,
}: {
  questions: readonly Question[];
  form: Form;
  errors: FieldErrors;
  onAnswer: (changes: AnswerChanges) => void;
}) {
  // The domain's validation messages (FORM_MESSAGES), in the screens' language.
  const say = useSay();
  const shown: FieldErrors = Object.fromEntries(
    Object.entries(errors).map(([key, text]) => [key, say(text)]),
  );
  return (
    <Stack spacing={3}>
      {questions.map((question, index) => (
        <QuestionField
          // Several questions may share a name under different filters.
          key={`${question.name}-${question.kind}-${index}`}
          question={question}
          form={form}
          errors={shown}
          onAnswer={onAnswer}
          id={fieldId(question.name)}
        />
      ))}
    </Stack>
  );
}

/** One questionnaire page: its title, description and visible questions. */
export function QuestionnairePage({
  page,
  form,
  errors,
  onAnswer,
}: {
  page: ProductPage;
  form: Form;
  errors: FieldErrors;
  onAnswer: (changes: AnswerChanges) => void;
}) {
  const say = useSay();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {say(page.title)}
      </Typography>
      {page.description ? <Typography color="text.secondary">{say(page.description)}</Typography> : null}
      <QuestionList
        questions={visibleQuestions(page, form)}
        form={form}
        errors={errors}
        onAnswer={onAnswer}
      />
    </Stack>
  );
}
