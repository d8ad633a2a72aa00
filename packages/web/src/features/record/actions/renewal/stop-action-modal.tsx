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
import {
  RENEWAL_MESSAGES,
  STOP_REASONS,
  stopActionsFor,
  stopInitiators,
  validateStopAction,
  type StopActionKind,
} from '@bm/domain';
import { RadioGroupInput } from '../../../../components/inputs/radio-group-input.tsx';
import { SelectInput } from '../../../../components/inputs/select-input.tsx';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useToast } from '../../../../components/toast-context.ts';
import { useApplication } from '../../api/get-application.ts';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { renewalMessages } from './messages.ts';
import { failureMessage } from './failure-message.ts';
import { useStopAction } from './api.ts';

/** Each stop's label and its explanation, keys of renewalMessages. */
const STOP_LABELS = { stopRenewal: 'stopRenewal', stopBind: 'stopBind' } as const;
const STOP_HELP = { stopRenewal: 'stopRenewalHelp', stopBind: 'stopBindHelp' } as const;

const marketplaceNameOf = (record: Application) => {
  const name = record.marketplace?.name;
  return typeof name === 'string' ? name : null;
};

/** StopActionModal (spec 2.6): stop renewal or stop bind, with reason, description and initiator. */
export function StopActionDialog({ record, onClose }: { record: Application; onClose: () => void }) {
  const t = useT(renewalMessages);
  const say = useSay();
  const toast = useToast();
  const stop = useStopAction(record);
  const kinds = stopActionsFor(record);
  const [kind, setKind] = useState<StopActionKind | null>(kinds[0] ?? null);
  const [reason, setReason] = useState<string | null>(null);
  const [reasonDescription, setReasonDescription] = useState('');
  const [initiator, setInitiator] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const marketplace = marketplaceNameOf(record);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      reason: reason ?? '',
      reasonDescription: reasonDescription.trim(),
      initiator: initiator ?? '',
    };
    const issue = kind ? validateStopAction(body, marketplace) : RENEWAL_MESSAGES.stopRequired;
    setProblem(issue);
    if (issue || !kind) return;
    stop.mutate(
      { kind, body },
      {
        onSuccess: () => {
          toast.success(t(kind === 'stopRenewal' ? 'renewalStoppedToast' : 'bindStoppedToast'));
          onClose();
        },
      },
    );
  };
  const failure = problem ?? failureMessage(stop.error, RENEWAL_MESSAGES.stopError);

  return (
    <Dialog open onClose={stop.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('stopTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {kinds.length > 1 ? (
              <RadioGroupInput
                id="stop-kind"
                label={t('whatToStop')}
                required
                row
                options={kinds.map((value) => ({ value, label: t(STOP_LABELS[value]) }))}
                value={kind}
                onChange={(value) => setKind(value as StopActionKind)}
              />
            ) : null}
            {kind && <Alert severity="info">{t(STOP_HELP[kind])}</Alert>}
            <SelectInput
              id="stop-reason"
              label={t('reason')}
              required
              options={STOP_REASONS.map(({ value, label }) => ({ value, label: say(label) }))}
              value={reason}
              onChange={setReason}
            />
            <TextField
              label={t('reasonDescription')}
              required
              multiline
              minRows={3}
              value={reasonDescription}
              onChange={(event) => setReasonDescription(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <SelectInput
              id="stop-initiator"
              label={t('initiator')}
              required
              options={stopInitiators(marketplace).map(({ value, label }) => ({ value, label: say(label) }))}
              value={initiator}
              onChange={setInitiator}
            />
            {failure && <Alert severity="error">{say(failure)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={stop.isPending}>
            {t('cancel')}
          </Button>
          <SubmitButton loading={stop.isPending}>{t(kind ? STOP_LABELS[kind] : 'stop')}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The StopActionModal of the shared modal state. */
export function StopActionModal({ applicationId, onClose }: ModalComponentProps) {
  const { data: record } = useApplication(applicationId);
  return record ? <StopActionDialog record={record} onClose={onClose} /> : null;
}
