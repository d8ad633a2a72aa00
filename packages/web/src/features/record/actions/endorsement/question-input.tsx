import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { answerList, answerText, visibleOptions, type Form, type FormValue, type Question } from '@bm/domain';
import { DropdownInput } from '../../../../components/inputs/dropdown-input.tsx';
import type { InputOption } from '../../../../components/inputs/input-option.ts';
import { RadioGroupInput } from '../../../../components/inputs/radio-group-input.tsx';
import { useSaidQuestion } from '../../../../i18n/product-texts.ts';
import { useProvinceOptions } from '../../../../lib/province-names.ts';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { endorsementMessages } from './messages.ts';
import { SelectInput } from '../../../../components/inputs/select-input.tsx';

/** One answer's input: its question, its value, the form its options depend on. */
export interface QuestionInputProps {
  id: string;
  question: Question;
  /** The label; the question's heading unless given. */
  label?: string;
  value: FormValue | undefined;
  /** The answers the question's conditional options are read against. */
  form: Form;
  onChange: (value: FormValue) => void;
  error?: string;
}

const NUMERIC = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** A number once the text is numeric, null when cleared, the text itself otherwise (so it is flagged). */
function numberAnswer(text: string): FormValue {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return NUMERIC.test(trimmed) ? Number(trimmed) : text;
}

function yearAnswer(text: string): FormValue {
  const typed = text.replace(/\D/g, '').slice(0, 4);
  if (typed === '') return null;
  return typed.length === 4 ? Number(typed) : typed;
}

function optionsOf(question: Question, form: Form): InputOption[] {
  return visibleOptions(question, form).map((option) => ({
    value: option.value,
    label: option.label,
    tooltip: option.tooltip,
  }));
}

/** A single tick box (true/false), or a list of tick boxes stored as a comma-separated string. */
function CheckboxInput({ id, question, label, value, form, onChange, error }: QuestionInputProps) {
  const options = optionsOf(question, form);
  const heading = label ?? question.heading;
  if (options.length === 0) {
    return (
      <FormControl error={Boolean(error)}>
        <FormControlLabel
          control={
            <Checkbox
              id={id}
              checked={value === true || value === 'true'}
              onChange={(event) => onChange(event.target.checked)}
            />
          }
          label={heading}
        />
        {error ? <FormHelperText>{error}</FormHelperText> : null}
      </FormControl>
    );
  }
  const chosen = answerList(value);
  const toggle = (option: string, checked: boolean) => {
    const next = checked ? [...chosen, option] : chosen.filter((item) => item !== option);
    onChange(
      options
        .map((o) => o.value)
        .filter((v) => next.includes(v))
        .join(','),
    );
  };
  return (
    <FormControl error={Boolean(error)} component="fieldset" id={id}>
      <FormLabel component="legend">{heading}</FormLabel>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
            }
            label={option.label}
          />
        ))}
      </FormGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

function ChoiceInput(props: QuestionInputProps) {
  const { id, question, label, value, form, onChange, error } = props;
  const common = { id, label: label ?? question.heading, error, helperText: question.helpText };
  const options = optionsOf(question, form);
  const provinces = useProvinceOptions();
  switch (question.kind) {
    case 'province':
      return <DropdownInput {...common} options={provinces} value={answerText(value)} onChange={onChange} />;
    case 'radio':
      return <RadioGroupInput {...common} options={options} value={answerText(value)} onChange={onChange} />;
    case 'multiselect':
      return (
        <SelectInput
          {...common}
          multiple
          options={options}
          value={answerList(value)}
          onChange={(values) => onChange(Array.isArray(value) ? values : values.join(','))}
        />
      );
    case 'checkbox':
    case 'checkboxes':
      return <CheckboxInput {...props} />;
    default:
      return (
        <SelectInput {...common} options={options} value={answerText(value) || null} onChange={onChange} />
      );
  }
}

const INPUT_TYPES: Partial<Record<Question['kind'], string>> = { email: 'email', phone: 'tel', date: 'date' };

/** Free-text kinds: text, textarea, email, phone, number, money (dollars), date, year, postal code. */
function TextInput({ id, question, label, value, onChange, error }: QuestionInputProps) {
  const t = useT(endorsementMessages);
  const kind = question.kind;
  const toAnswer = (text: string): FormValue =>
    kind === 'number' || kind === 'money'
      ? numberAnswer(text)
      : kind === 'year'
        ? yearAnswer(text)
        : kind === 'postalCode'
          ? text.toUpperCase()
          : text;
  return (
    <TextField
      id={id}
      fullWidth
      label={label ?? question.heading}
      value={answerText(value)}
      onChange={(event) => onChange(toAnswer(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? question.helpText ?? (kind === 'money' ? t('inDollars') : undefined)}
      type={INPUT_TYPES[kind] ?? 'text'}
      multiline={kind === 'textarea'}
      minRows={kind === 'textarea' ? 2 : undefined}
      slotProps={{
        inputLabel: kind === 'date' ? { shrink: true } : undefined,
        input:
          kind === 'money'
            ? { startAdornment: <InputAdornment position="start">$</InputAdornment> }
            : undefined,
        htmlInput: { inputMode: ['number', 'money', 'year'].includes(kind) ? 'decimal' : undefined },
      }}
    />
  );
}

const CHOICE_KINDS: readonly Question['kind'][] = [
  'select',
  'multiselect',
  'radio',
  'checkbox',
  'checkboxes',
  'province',
];

/** The input matching a question's kind, with the definition's options, in the screens' language. */
export function QuestionInput(given: QuestionInputProps) {
  const say = useSay();
  const question = useSaidQuestion(given.question);
  const props = { ...given, question, label: given.label === undefined ? undefined : say(given.label) };
  return CHOICE_KINDS.includes(question.kind) ? <ChoiceInput {...props} /> : <TextInput {...props} />;
}
