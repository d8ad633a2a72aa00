import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { MESSAGES, visibleOptions } from '@bm/domain';
import { DropdownInput } from '../../../components/inputs/dropdown-input.tsx';
import type { InputOption } from '../../../components/inputs/input-option.ts';
import { OptionLabel } from '../../../components/inputs/option-label.tsx';
import { RadioGroupInput } from '../../../components/inputs/radio-group-input.tsx';
import { SelectInput } from '../../../components/inputs/select-input.tsx';
import { useProvinceOptions } from '../../../lib/province-names.ts';
import { listOf, textOf, toInputOptions } from '../lib/form-values.ts';
import type { QuestionInputProps } from './question-input-props.ts';

/** A single tick box, answered true or false. */
function SingleCheckbox({ question, form, errors, onAnswer, id }: QuestionInputProps) {
  const error = errors[question.name];
  const value = form[question.name];
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        required={question.required}
        control={
          <Checkbox
            id={id}
            checked={value === true || value === 'true'}
            onChange={(event) => onAnswer({ [question.name]: event.target.checked })}
          />
        }
        label={question.heading}
      />
      {error || question.helpText ? <FormHelperText>{error ?? question.helpText}</FormHelperText> : null}
    </FormControl>
  );
}

/** Several tick boxes; the ticked values are stored as a comma-separated string, like operations. */
function CheckboxList({
  question,
  form,
  errors,
  onAnswer,
  id,
  options,
}: QuestionInputProps & { options: InputOption[] }) {
  const error = errors[question.name];
  const chosen = listOf(form[question.name]);
  const toggle = (value: string, checked: boolean) => {
    const next = checked ? [...chosen, value] : chosen.filter((item) => item !== value);
    onAnswer({
      [question.name]: options
        .map((o) => o.value)
        .filter((v) => next.includes(v))
        .join(','),
    });
  };
  return (
    <FormControl error={Boolean(error)} required={question.required} component="fieldset" id={id}>
      <FormLabel component="legend">{question.heading}</FormLabel>
      {options.length === 0 ? (
        <Typography color="text.secondary">{MESSAGES.noOptions}</Typography>
      ) : (
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
              label={<OptionLabel option={option} />}
            />
          ))}
        </FormGroup>
      )}
      {error || question.helpText ? <FormHelperText>{error ?? question.helpText}</FormHelperText> : null}
    </FormControl>
  );
}

/** Kinds with options: select, multiselect, radio, checkbox(es) and province. */
export function ChoiceQuestion(props: QuestionInputProps) {
  const { question, form, errors, onAnswer, id } = props;
  const error = errors[question.name];
  const common = {
    id,
    label: question.heading,
    required: question.required,
    error,
    helperText: question.helpText,
  };
  const options = toInputOptions(visibleOptions(question, form));
  const provinces = useProvinceOptions();
  const answer = (value: string | null) => onAnswer({ [question.name]: value });
  switch (question.kind) {
    case 'province':
      return (
        <DropdownInput
          {...common}
          options={provinces}
          value={textOf(form[question.name])}
          onChange={answer}
        />
      );
    case 'radio':
      return (
        <RadioGroupInput
          {...common}
          options={options}
          value={textOf(form[question.name])}
          onChange={answer}
        />
      );
    case 'multiselect':
      return (
        <SelectInput
          {...common}
          multiple
          options={options}
          value={listOf(form[question.name])}
          onChange={(values) => onAnswer({ [question.name]: values.join(',') })}
        />
      );
    case 'checkboxes':
      return <CheckboxList {...props} options={options} />;
    case 'checkbox':
      return (question.checkboxChildren?.length ?? 0) > 0 ? (
        <CheckboxList {...props} options={options} />
      ) : (
        <SingleCheckbox {...props} />
      );
    default:
      return (
        <SelectInput
          {...common}
          options={options}
          value={textOf(form[question.name]) || null}
          onChange={answer}
        />
      );
  }
}
