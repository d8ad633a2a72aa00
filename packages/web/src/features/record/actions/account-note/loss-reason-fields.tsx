import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { LOSS_DETAIL_MAX, LOSS_REASONS, lossReasonOption } from '@bm/domain';
import { SelectInput } from '../../../../components/inputs/select-input.tsx';

const REASON_OPTIONS = LOSS_REASONS.map((reason) => ({ value: reason.value, label: reason.label }));

export const LOSS_REASON_LABEL = 'Loss reason';

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
  const prompt = reason ? lossReasonOption(reason)?.prompt : undefined;
  return (
    <>
      <SelectInput
        id="note-loss-reason"
        label={LOSS_REASON_LABEL}
        required
        options={REASON_OPTIONS}
        value={reason}
        onChange={onReason}
        error={errors.reason}
      />
      {prompt?.field === 'targetPremium' && (
        <TextField
          label={prompt.label}
          name="targetPremium"
          required
          value={targetPremium}
          onChange={(event) => onTargetPremium(event.target.value)}
          error={Boolean(errors.detail)}
          helperText={errors.detail ?? 'The annual premium the client would accept.'}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
        />
      )}
      {prompt?.field === 'detail' && (
        <TextField
          label={prompt.label}
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
