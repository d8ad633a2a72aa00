import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Application } from '@bm/contracts';
import { DECLINE_REASONS, RENEWAL_MESSAGES, validateDecline, type DeclineIssue } from '@bm/domain';
import { SelectInput } from '../../../../components/inputs/select-input.tsx';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useToast } from '../../../../components/toast-context.ts';
import { useApplication } from '../../api/get-application.ts';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { renewalMessages } from './messages.ts';
import { failureMessage } from './failure-message.ts';
import { useDeclineRenewal } from './api.ts';

/** Decline (spec 2.6 'decline renewal'): a reason, and details when the reason is 'other' (spec 5). */
export function DeclineDialog({ record, onClose }: { record: Application; onClose: () => void }) {
  const t = useT(renewalMessages);
  const say = useSay();
  const toast = useToast();
  const decline = useDeclineRenewal(record);
  const [declineReason, setDeclineReason] = useState<string | null>(null);
  const [declineDescription, setDeclineDescription] = useState('');
  const [issue, setIssue] = useState<DeclineIssue | null>(null);
  const onPolicy = record.status === 'bound';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { declineReason: declineReason ?? '', declineDescription: declineDescription.trim() };
    const found = validateDecline(body);
    setIssue(found);
    if (found) return;
    decline.mutate(body, {
      onSuccess: () => {
        toast.success(t('declined'));
        onClose();
      },
    });
  };
  const failure = failureMessage(decline.error, RENEWAL_MESSAGES.declineError);
  const shown = (message: string | undefined) => message && say(message);
  const fieldError = (field: DeclineIssue['field']) => (issue?.field === field ? issue.message : undefined);

  return (
    <Dialog open onClose={decline.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('decline')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="info">{onPolicy ? t('declineOnPolicy') : t('declineApplication')}</Alert>
            <SelectInput
              id="decline-reason"
              label={t('declineReason')}
              required
              options={DECLINE_REASONS.map(({ value, label }) => ({ value, label: say(label) }))}
              value={declineReason}
              onChange={setDeclineReason}
              error={shown(fieldError('declineReason'))}
            />
            <TextField
              label={t('description')}
              required={declineReason === 'other'}
              multiline
              minRows={3}
              value={declineDescription}
              onChange={(event) => setDeclineDescription(event.target.value)}
              error={Boolean(fieldError('declineDescription'))}
              helperText={shown(fieldError('declineDescription'))}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            {failure && <Alert severity="error">{say(failure)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={decline.isPending}>
            {t('cancel')}
          </Button>
          <SubmitButton loading={decline.isPending}>{t('decline')}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The Decline modal of the shared modal state. */
export function DeclineModal({ applicationId, onClose }: ModalComponentProps) {
  const { data: record } = useApplication(applicationId);
  return record ? <DeclineDialog record={record} onClose={onClose} /> : null;
}
