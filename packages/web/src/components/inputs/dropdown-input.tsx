import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '@bm/domain';
import type { InputOption } from './input-option.ts';
import { OptionLabel } from './option-label.tsx';

export interface DropdownInputProps {
  id: string;
  label: string;
  options: readonly InputOption[];
  value: string | null;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: string;
  onBlur?: () => void;
  /** Shown as the only (disabled) entry when there are no options; defaults to 'No Options Available'. */
  noOptionsText?: string;
}

/** The shared dropdown (spec 2.5): a short, non-searchable list such as a province. */
export function DropdownInput(props: DropdownInputProps) {
  const { id, label, options, value, onChange, required, disabled, error, helperText, onBlur } = props;
  return (
    <TextField
      id={id}
      select
      fullWidth
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
    >
      {options.length === 0 ? (
        <MenuItem value="" disabled>
          {props.noOptionsText ?? MESSAGES.noOptions}
        </MenuItem>
      ) : (
        options.map((option) => (
          <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
            <OptionLabel option={option} />
          </MenuItem>
        ))
      )}
    </TextField>
  );
}
