import TextField from '@mui/material/TextField';

/** The cancellation effective date; a broker's picker offers only their window (spec 5). */
export function CancellationDateField({
  value,
  onChange,
  error,
  min,
  max,
}: {
  value: string;
  onChange: (date: string) => void;
  error?: string;
  min?: string;
  max?: string;
}) {
  return (
    <TextField
      label="Cancellation effective date"
      name="cancEffectiveDate"
      type="date"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? 'The cancellation takes effect at 12:01 a.m. on this date.'}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  );
}
