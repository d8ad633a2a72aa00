import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '@bm/domain';
import type { InputOption } from './input-option.ts';
import { OptionLabel } from './option-label.tsx';

interface SelectInputBase {
  id: string;
  label: string;
  options: readonly InputOption[];
  required?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: string;
  placeholder?: string;
  /** Shown when no option matches (or there are none); defaults to 'No Options Available' (spec 2.5). */
  noOptionsText?: string;
  onBlur?: () => void;
}

export interface SingleSelectInputProps extends SelectInputBase {
  multiple?: false;
  value: string | null;
  onChange: (value: string | null) => void;
}

export interface MultiSelectInputProps extends SelectInputBase {
  multiple: true;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export type SelectInputProps = SingleSelectInputProps | MultiSelectInputProps;

function byValue(options: readonly InputOption[], value: string): InputOption {
  return options.find((option) => option.value === value) ?? { value, label: value };
}

/**
 * The shared searchable select (spec 2.5): type to filter the options, one value or many
 * (`multiple`), a tooltip on options that carry one, and 'No Options Available' when there are none.
 * Values are the options' `value` strings; a value no longer among the options still shows.
 */
export function SelectInput(props: SelectInputProps) {
  const { id, label, options, required, disabled, error, helperText, placeholder, onBlur } = props;
  const common = {
    id,
    options: options as InputOption[],
    disabled,
    onBlur,
    noOptionsText: props.noOptionsText ?? MESSAGES.noOptions,
    getOptionLabel: (option: InputOption) => option.label,
    getOptionDisabled: (option: InputOption) => Boolean(option.disabled),
    isOptionEqualToValue: (option: InputOption, value: InputOption) => option.value === value.value,
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        label={label}
        required={required}
        error={Boolean(error)}
        helperText={error ?? helperText}
        placeholder={placeholder}
      />
    ),
  };
  if (props.multiple) {
    return (
      <Autocomplete
        {...common}
        multiple
        disableCloseOnSelect
        value={props.value.map((value) => byValue(options, value))}
        onChange={(_event, selected) => props.onChange(selected.map((option) => option.value))}
        renderOption={({ key, ...optionProps }, option, { selected }) => (
          <li key={key} {...optionProps}>
            <Checkbox size="small" checked={selected} sx={{ mr: 1, p: 0 }} tabIndex={-1} disableRipple />
            <OptionLabel option={option} />
          </li>
        )}
      />
    );
  }
  const single = props;
  return (
    <Autocomplete
      {...common}
      value={single.value ? byValue(options, single.value) : null}
      onChange={(_event, selected) => single.onChange(selected ? selected.value : null)}
      renderOption={({ key, ...optionProps }, option) => (
        <li key={key} {...optionProps}>
          <OptionLabel option={option} />
        </li>
      )}
    />
  );
}
