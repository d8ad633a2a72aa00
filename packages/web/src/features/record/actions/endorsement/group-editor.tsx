import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  groupItemContext,
  groupItemKey,
  groupItems,
  visibleQuestionList,
  type Form,
  type FormRecord,
  type FormValue,
  type Question,
} from '@bm/domain';
import { useSaidQuestion } from '../../../../i18n/product-texts.ts';
import { useT } from '../../../../i18n/use-t.ts';
import { endorsementMessages } from './messages.ts';
import { QuestionInput } from './question-input.tsx';

export interface GroupEditorProps {
  id: string;
  /** A 'group' question, e.g. roommates. */
  question: Question;
  value: FormValue | undefined;
  form: Form;
  onChange: (value: FormRecord[]) => void;
  /** Errors of the new answers by form key ('roommates.0.roommate-name'). */
  errors: Record<string, string>;
}

/** One entry of the group with its item questions. */
function GroupItem({
  id,
  question,
  item,
  index,
  form,
  onChange,
  onRemove,
  errors,
}: {
  id: string;
  question: Question;
  item: FormRecord;
  index: number;
  form: Form;
  onChange: (item: FormRecord) => void;
  onRemove: () => void;
  errors: Record<string, string>;
}) {
  const t = useT(endorsementMessages);
  const noun = question.marketplaceLabel ?? t('item');
  const title = `${noun} ${index + 1}`;
  const questions = visibleQuestionList(question.itemQuestions ?? [], groupItemContext(question, form, item));
  return (
    <Box
      role="group"
      aria-label={title}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="p" variant="subtitle2">
          {title}
        </Typography>
        <Button
          size="small"
          color="inherit"
          onClick={onRemove}
          aria-label={t('removeItem', { title: title.toLowerCase() })}
        >
          {t('remove')}
        </Button>
      </Box>
      {questions.map((itemQuestion) => (
        <QuestionInput
          key={itemQuestion.name}
          id={`${id}-${index}-${itemQuestion.name}`}
          question={itemQuestion}
          value={item[itemQuestion.name]}
          form={groupItemContext(question, form, item)}
          onChange={(value) => onChange({ ...item, [itemQuestion.name]: value })}
          error={errors[groupItemKey(question.name, index, itemQuestion.name)]}
        />
      ))}
    </Box>
  );
}

/** A repeating group (roommates): each entry's item questions, add up to maxItems, remove. */
export function GroupEditor({ id, question: given, value, form, onChange, errors }: GroupEditorProps) {
  // Titles and item questions in the screens' language (the item inputs keep them as they are).
  const question = useSaidQuestion(given);
  const items = groupItems(value);
  const t = useT(endorsementMessages);
  const noun = (question.marketplaceLabel ?? t('item')).toLowerCase();
  const full = question.maxItems !== undefined && items.length >= question.maxItems;
  const replace = (index: number, item: FormRecord) =>
    onChange(items.map((current, at) => (at === index ? item : current)));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {question.heading}
      </Typography>
      {items.length === 0 && <Typography color="text.secondary">{t('noneOnPolicy')}</Typography>}
      {items.map((item, index) => (
        <GroupItem
          key={index}
          id={id}
          question={question}
          item={item}
          index={index}
          form={form}
          onChange={(next) => replace(index, next)}
          onRemove={() => onChange(items.filter((_, at) => at !== index))}
          errors={errors}
        />
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...items, {}])} disabled={full}>
          {t('add', { noun })}
        </Button>
        {full && <FormHelperText>{t('atMost', { max: question.maxItems ?? 0 })}</FormHelperText>}
        {errors[question.name] && <FormHelperText error>{errors[question.name]}</FormHelperText>}
      </Box>
    </Box>
  );
}
