import TextField from '@mui/material/TextField';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { cancellationMessages } from './messages.ts';

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
  const t = useT(cancellationMessages);
  const say = useSay();
  return (
    <TextField
      label={t('effectiveDate')}
      name="cancEffectiveDate"
      type="date"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ? say(error) : t('effectiveDateHelp')}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  );
}
