import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  MESSAGES,
  REINSTATEMENT_REASONS,
  REINSTATEMENT_TEXT_MAX,
  validateReinstatementForm,
} from '@bm/domain';
import { SelectInput } from '../../../../components/inputs/select-input.tsx';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useToast } from '../../../../components/toast-context.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { errorMessage } from '../../../../lib/form-field.ts';
import { ReinstatementFigures } from './reinstatement-figures.tsx';
import { useReinstatementPreview, useReinstatePolicy } from './api.ts';
import { reinstatementMessages } from './messages.ts';

/**
 * ReinstatePolicy (spec 2.6): a cancelled policy bound again. Shows the server's preview of what
 * is invoiced again, takes a reason (spec 9) and details (spec 5, both required) and submits with
 * the total seen; the server refuses if its figures moved, and the preview is fetched again.
 */
export function ReinstatePolicyModal({ applicationId, onClose }: ModalComponentProps) {
  const t = useT(reinstatementMessages);
  const say = useSay();
  const toast = useToast();
  const reasonOptions = REINSTATEMENT_REASONS.map((reason) => ({ value: reason, label: say(reason) }));
  const preview = useReinstatementPreview(applicationId);
  const reinstate = useReinstatePolicy(applicationId);
  const [reason, setReason] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = validateReinstatementForm({ reinstatementReason: reason ?? '', details });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!preview.data || errors.reinstatementReason || errors.details) return;
    setFailure(null);
    reinstate.mutate(
      {
        reinstatementReason: reason ?? '',
        details: details.trim(),
        expectedTotal: preview.data.totalToInvoice,
      },
      {
        onSuccess: (result) => {
          const number = result.application.policyNumber;
          toast.success(number ? t('reinstatedNumber', { number }) : t('reinstated'));
          onClose();
        },
        onError: (error) => {
          toast.error(say(MESSAGES.reinstatementError));
          // A refusal the user can act on (figures moved, policy changed) is shown as the server says it.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500)
            setFailure(error.message);
          if (error instanceof ApiError && error.status === 409) void preview.refetch();
        },
      },
    );
  };

  return (
    <Dialog open onClose={reinstate.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('reinstateTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {preview.isPending && <CircularProgress aria-label={t('loadingFigures')} />}
            {preview.error && <Alert severity="error">{errorMessage(preview.error)}</Alert>}
            {preview.data && <ReinstatementFigures figures={preview.data} />}
            <SelectInput
              id="reinstatement-reason"
              label={t('reason')}
              required
              options={reasonOptions}
              value={reason}
              onChange={setReason}
              error={touched && errors.reinstatementReason ? say(errors.reinstatementReason) : undefined}
            />
            <TextField
              label={t('details')}
              name="details"
              required
              multiline
              minRows={3}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              error={touched && Boolean(errors.details)}
              helperText={touched && errors.details ? say(errors.details) : t('detailsHelp')}
              slotProps={{ htmlInput: { maxLength: REINSTATEMENT_TEXT_MAX } }}
            />
            {(failure || (reinstate.error && !failure)) && (
              <Alert severity="error">{failure ?? say(MESSAGES.reinstatementError)}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={reinstate.isPending}>
            {t('cancel')}
          </Button>
          <SubmitButton loading={reinstate.isPending} disabled={!preview.data}>
            {t('reinstate')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
