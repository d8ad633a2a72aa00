import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@bm/domain';
import type { InputOption } from './input-option.ts';
import { OptionLabel } from './option-label.tsx';

export interface RadioGroupInputProps {
  id: string;
  label: string;
  options: readonly InputOption[];
  value: string | null;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: string;
  row?: boolean;
  /** Shown when there are no options; defaults to 'No Options Available' (spec 2.5). */
  noOptionsText?: string;
}

/** The shared radio group (spec 2.5): a labelled group, tooltips on options, an error under it. */
export function RadioGroupInput(props: RadioGroupInputProps) {
  const { id, label, options, value, onChange, required, disabled, error, helperText, row } = props;
  const labelId = `${id}-label`;
  const message = error ?? helperText;
  return (
    <FormControl error={Boolean(error)} required={required} disabled={disabled} component="fieldset">
      <FormLabel id={labelId} component="legend">
        {label}
      </FormLabel>
      {options.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {props.noOptionsText ?? MESSAGES.noOptions}
        </Typography>
      ) : (
        <RadioGroup
          aria-labelledby={labelId}
          name={id}
          row={row}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              control={<Radio />}
              label={<OptionLabel option={option} />}
            />
          ))}
        </RadioGroup>
      )}
      {message ? <FormHelperText id={`${id}-helper`}>{message}</FormHelperText> : null}
    </FormControl>
  );
}
