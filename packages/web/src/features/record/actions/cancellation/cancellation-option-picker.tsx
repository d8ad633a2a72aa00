import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { CANCELLATION_OPTION_LABELS, CANCELLATION_OPTIONS, type CancellationOption } from '@bm/domain';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { cancellationMessages } from './messages.ts';

/**
 * SHORT RATE / PRO RATA / MRP / FLAT (spec 4). Pressing the chosen option again chooses it again,
 * which reverts hand-edited figures.
 */
export function CancellationOptionPicker({
  value,
  onChange,
  error,
}: {
  value: CancellationOption | null;
  onChange: (option: CancellationOption) => void;
  error?: string;
}) {
  const t = useT(cancellationMessages);
  const say = useSay();
  return (
    <FormControl error={Boolean(error)} required>
      <FormLabel id="cancellation-option-label" sx={{ mb: 0.5 }}>
        {t('option')}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={value}
        aria-labelledby="cancellation-option-label"
        onChange={(_event, option: CancellationOption | null) => {
          const chosen = option ?? value;
          if (chosen) onChange(chosen);
        }}
      >
        {CANCELLATION_OPTIONS.map((option) => (
          <ToggleButton key={option} value={option}>
            {say(CANCELLATION_OPTION_LABELS[option])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error && <FormHelperText>{say(error)}</FormHelperText>}
    </FormControl>
  );
}
