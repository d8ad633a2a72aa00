import TextField from '@mui/material/TextField';
import { CANCELLATION_REASONS } from '@bm/domain';
import { SelectInput } from '../../../../components/inputs/select-input.tsx';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { cancellationMessages } from './messages.ts';

/** Spec 9: custom reason text, when given, is at least 10 characters. */
export const REASON_TEXT_MIN = 10;
export const REASON_TEXT_MESSAGE = cancellationMessages.reasonTooShort.en;

/** True when the reason lets the user add their own words (spec 9). */
export function allowsCustomText(reason: string | null): boolean {
  return CANCELLATION_REASONS.some((item) => item.value === reason && item.allowsCustomText);
}

/** The reason text's problem, if any: optional, but at least 10 characters when given. */
export function reasonTextError(reason: string | null, text: string): string | null {
  const trimmed = text.trim();
  if (!allowsCustomText(reason) || trimmed === '') return null;
  return trimmed.length < REASON_TEXT_MIN ? REASON_TEXT_MESSAGE : null;
}

/** The cancellation reason (spec 9) and, where the reason allows it, the user's own words. */
export function CancellationReasonFields({
  reason,
  reasonText,
  onReason,
  onReasonText,
}: {
  reason: string | null;
  reasonText: string;
  onReason: (reason: string | null) => void;
  onReasonText: (text: string) => void;
}) {
  const t = useT(cancellationMessages);
  const say = useSay();
  const reasonOptions = CANCELLATION_REASONS.map((item) => ({ value: item.value, label: say(item.value) }));
  const textError = reasonTextError(reason, reasonText) ? t('reasonTooShort') : null;
  return (
    <>
      <SelectInput
        id="cancellation-reason"
        label={t('reason')}
        required
        options={reasonOptions}
        value={reason}
        onChange={onReason}
      />
      {allowsCustomText(reason) && (
        <TextField
          label={t('reasonDetails')}
          name="cancellationReasonText"
          multiline
          minRows={2}
          value={reasonText}
          onChange={(event) => onReasonText(event.target.value)}
          error={Boolean(textError)}
          helperText={textError ?? t('reasonHelp')}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      )}
    </>
  );
}
