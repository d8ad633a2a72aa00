import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { LOSS_DETAIL_MAX, LOSS_REASONS, lossReasonOption } from '@bm/domain';
import { SelectInput } from '../../../../components/inputs/select-input.tsx';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { noteMessages } from './messages.ts';

export const LOSS_REASON_LABEL = noteMessages.lossReason.en;

/**
 * Closed-Loss's reason (spec 4) and, for the reasons with a prompt, its answer (spec 5): the target
 * premium for a price reason, the coverage or limit required, or why the account could not be bound.
 */
export function LossReasonFields({
  reason,
  targetPremium,
  detail,
  errors,
  onReason,
  onTargetPremium,
  onDetail,
}: {
  reason: string | null;
  targetPremium: string;
  detail: string;
  errors: { reason?: string; detail?: string };
  onReason: (reason: string | null) => void;
  onTargetPremium: (value: string) => void;
  onDetail: (value: string) => void;
}) {
  const t = useT(noteMessages);
  const say = useSay();
  const prompt = reason ? lossReasonOption(reason)?.prompt : undefined;
  const reasonOptions = LOSS_REASONS.map((option) => ({ value: option.value, label: say(option.label) }));
  return (
    <>
      <SelectInput
        id="note-loss-reason"
        label={t('lossReason')}
        required
        options={reasonOptions}
        value={reason}
        onChange={onReason}
        error={errors.reason}
      />
      {prompt?.field === 'targetPremium' && (
        <TextField
          label={say(prompt.label)}
          name="targetPremium"
          required
          value={targetPremium}
          onChange={(event) => onTargetPremium(event.target.value)}
          error={Boolean(errors.detail)}
          helperText={errors.detail ?? t('targetPremiumHelp')}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
        />
      )}
      {prompt?.field === 'detail' && (
        <TextField
          label={say(prompt.label)}
          name="lossDetail"
          required
          multiline
          minRows={2}
          value={detail}
          onChange={(event) => onDetail(event.target.value)}
          error={Boolean(errors.detail)}
          helperText={errors.detail}
          slotProps={{ htmlInput: { maxLength: LOSS_DETAIL_MAX } }}
        />
      )}
    </>
  );
}
