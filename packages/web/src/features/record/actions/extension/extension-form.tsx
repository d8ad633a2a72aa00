import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DELAY_REASONS,
  EXTENSION_MESSAGES,
  EXTENSION_REASONS,
  MAX_EXTENSION_MONTHS,
  PERCENT_COMPLETED,
  YES_NO,
  type ExtensionDetails,
  type ExtensionField,
} from '@bm/domain';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { extensionMessages } from './messages.ts';
import { RadioGroupInput } from '../../../../components/inputs/radio-group-input.tsx';

export type ExtensionErrors = Partial<Record<ExtensionField, string>>;

export function emptyDetails(policyLimit: number | null): ExtensionDetails {
  return {
    'extension-length': '',
    'losses-claims': '',
    occupied: '',
    'change-in-scope': '',
    'explanation-for-change': '',
    'reason-for-extension': '',
    'explanation-for-extension': '',
    'reason-for-delay': '',
    'explanation-for-delay': '',
    'percent-completed': '',
    'extension-limit': policyLimit === null ? '' : String(policyLimit),
  };
}

interface Props {
  values: ExtensionDetails;
  errors: ExtensionErrors;
  onChange: (field: ExtensionField, value: string) => void;
  monthsLeft: number;
  ineligible: boolean;
  disabled: boolean;
}

const PERCENT_OPTIONS = PERCENT_COMPLETED.map((value) => ({ value, label: `${value}%` }));

/** The extension form (spec 3, 5 and 9): every field required, the length in whole months. */
export function ExtensionForm({ values, errors, onChange, monthsLeft, ineligible, disabled }: Props) {
  const t = useT(extensionMessages);
  const say = useSay();
  /** A domain list's choices with their labels in the screens' language. */
  const said = (options: readonly { value: string; label: string }[]) =>
    options.map(({ value, label }) => ({ value, label: say(label) }));
  const errorOf = (field: ExtensionField) => errors[field] && say(errors[field]);
  const text = (field: ExtensionField, label: string, extra: Record<string, unknown> = {}) => ({
    id: `extension-${field}`,
    label,
    value: values[field],
    required: true,
    disabled,
    error: Boolean(errors[field]),
    helperText: errorOf(field),
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    ...extra,
  });
  const select = (
    field: ExtensionField,
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <TextField
      {...text(field, label)}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('choose')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
  const yesNo = (field: ExtensionField, label: string) => (
    <RadioGroupInput
      id={`extension-${field}`}
      label={label}
      options={said(YES_NO)}
      value={values[field] || null}
      onChange={(value) => onChange(field, value)}
      required
      row
      disabled={disabled}
      error={errorOf(field)}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {ineligible && (
        <Alert severity="error" id="extension-ineligible">
          {say(EXTENSION_MESSAGES.overLimit)}
        </Alert>
      )}
      <TextField
        {...text('extension-length', t('length'), {
          helperText:
            errorOf('extension-length') ?? t('lengthHelp', { left: monthsLeft, max: MAX_EXTENSION_MONTHS }),
        })}
        inputMode="numeric"
      />
      {select('reason-for-extension', t('projectState'), said(EXTENSION_REASONS))}
      <TextField {...text('explanation-for-extension', t('whyNeeded'))} multiline minRows={2} />
      {select('reason-for-delay', t('delayReason'), said(DELAY_REASONS))}
      <TextField {...text('explanation-for-delay', t('delayTell'))} multiline minRows={2} />
      {select('percent-completed', t('percentCompleted'), PERCENT_OPTIONS)}
      {yesNo('losses-claims', t('losses'))}
      {yesNo('occupied', t('occupied'))}
      {yesNo('change-in-scope', t('scopeChanged'))}
      <TextField {...text('explanation-for-change', t('scopeChange'))} multiline minRows={2} />
      <TextField {...text('extension-limit', t('limit'))} inputMode="numeric" />
    </Box>
  );
}
