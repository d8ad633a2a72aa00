import type { ReactNode } from 'react';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isQuestionVisible, type Form, type FormRecord, type Question } from '@bm/domain';
import { errorsUnder, itemsOf, type AnswerChanges, type FieldErrors } from '../lib/form-values.ts';
import type { QuestionInputProps } from './question-input-props.ts';
import { useT } from '../../../i18n/use-t.ts';
import { questionMessages } from './messages.ts';

/** Renders one item question; the question field passes itself in (so the two files do not import each other). */
export type ItemFieldRenderer = (props: QuestionInputProps) => ReactNode;

/** The answers an item's questions read: the item's own answers over the rest of the form. */
function itemContext(question: Question, form: Form, item: FormRecord): Form {
  const own: Form = {};
  for (const itemQuestion of question.itemQuestions ?? []) own[itemQuestion.name] = undefined;
  return { ...form, ...own, ...item };
}

function visibleItemQuestions(questions: readonly Question[], context: Form): Question[] {
  return questions.flatMap((question) =>
    isQuestionVisible(question, context)
      ? [question, ...visibleItemQuestions(question.subquestions ?? [], context)]
      : [],
  );
}

function GroupItem({
  question,
  index,
  context,
  errors,
  onChange,
  onRemove,
  renderField,
  idPrefix,
}: {
  question: Question;
  index: number;
  context: Form;
  errors: FieldErrors;
  onChange: (changes: AnswerChanges) => void;
  onRemove: () => void;
  renderField: ItemFieldRenderer;
  idPrefix: string;
}) {
  const t = useT(questionMessages);
  const title = `${question.marketplaceLabel ?? t('entry')} ${index + 1}`;
  return (
    <Paper variant="outlined" component="fieldset" aria-label={title} sx={{ p: 2, m: 0, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography component="legend" variant="subtitle2" sx={{ float: 'left', p: 0 }}>
          {title}
        </Typography>
        <Button size="small" color="error" onClick={onRemove} aria-label={t('removeItem', { item: title })}>
          {t('remove')}
        </Button>
      </Box>
      <Stack spacing={2} sx={{ clear: 'both' }}>
        {visibleItemQuestions(question.itemQuestions ?? [], context).map((itemQuestion) => (
          <Box key={itemQuestion.name}>
            {renderField({
              question: itemQuestion,
              form: context,
              errors,
              onAnswer: onChange,
              id: `${idPrefix}${index}-${itemQuestion.name}`,
            })}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * A repeating group (e.g. roommates): a list of records under the question's name, each with the
 * item questions; entries are added up to maxItems and removed one by one.
 */
export function GroupQuestion({
  question,
  form,
  errors,
  onAnswer,
  id,
  renderField,
}: QuestionInputProps & { renderField: ItemFieldRenderer }) {
  const t = useT(questionMessages);
  const items = itemsOf(form[question.name]);
  const max = question.maxItems ?? Number.POSITIVE_INFINITY;
  const full = items.length >= max;
  const set = (next: FormRecord[]) => onAnswer({ [question.name]: next });
  const error = errors[question.name];
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {question.heading}
        {question.required ? ' *' : ''}
      </Typography>
      {question.helpText ? <FormHelperText sx={{ mt: 0 }}>{question.helpText}</FormHelperText> : null}
      <Stack spacing={2} sx={{ my: 2 }}>
        {items.map((item, index) => (
          <GroupItem
            key={index}
            question={question}
            index={index}
            context={itemContext(question, form, item)}
            errors={errorsUnder(errors, `${question.name}.${index}.`)}
            onChange={(changes) =>
              set(items.map((entry, at) => (at === index ? { ...entry, ...changes } : entry)))
            }
            onRemove={() => set(items.filter((_entry, at) => at !== index))}
            renderField={renderField}
            idPrefix={`${id}-`}
          />
        ))}
      </Stack>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button variant="outlined" startIcon={<Add />} disabled={full} onClick={() => set([...items, {}])}>
          {t('add', { item: (question.marketplaceLabel ?? t('entry')).toLowerCase() })}
        </Button>
        {Number.isFinite(max) ? (
          <Typography variant="body2" color="text.secondary">
            {t('count', { count: items.length, max })}
            {full ? t('mostAllowed') : ''}
          </Typography>
        ) : null}
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
