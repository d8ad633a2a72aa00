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
import { boundDateText, formatDate, MESSAGES, parseBoundDate } from '@bm/domain';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { manualBindMessages } from './messages.ts';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useToast } from '../../../../components/toast-context.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useApplication } from '../../api/get-application.ts';
import { useManualBind } from './api.ts';

export const BOUND_DATE_FORMAT = 'Bound date must be MM-DD-YYYY';

/** Today as MM-DD-YYYY (Vancouver). */
function todayMmDdYyyy(): string {
  return boundDateText(formatDate(new Date()));
}

/**
 * ManualBind (spec 2.6): bound date (format MM-DD-YYYY) and account notes, both required (spec 5). The
 * date is typed as the spec says and echoed beneath as YYYY-MM-DD, as the product shows dates (spec 9).
 */
export function ManualBindDialog({ record, onClose }: { record: Application; onClose: () => void }) {
  const t = useT(manualBindMessages);
  const say = useSay();
  const toast = useToast();
  const bind = useManualBind(record.applicationId);
  const [boundDate, setBoundDate] = useState(todayMmDdYyyy);
  const [accountNotes, setAccountNotes] = useState('');
  const [touched, setTouched] = useState(false);
  const dateError = !boundDate.trim()
    ? MESSAGES.required
    : /^\d{2}-\d{2}-\d{4}$/.test(boundDate.trim())
      ? null
      : BOUND_DATE_FORMAT;
  const notesError = accountNotes.trim() ? null : MESSAGES.required;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (dateError || notesError) return;
    bind.mutate(
      { boundDate: boundDate.trim(), accountNotes: accountNotes.trim() },
      {
        onSuccess: (bound) => {
          toast.success(
            bound.policyNumber ? t('boundNumber', { policyNumber: bound.policyNumber }) : t('bound'),
          );
          onClose();
        },
      },
    );
  };

  const failure =
    bind.error instanceof ApiError && bind.error.status >= 400 && bind.error.status < 500
      ? bind.error.message
      : bind.error
        ? t('bindError')
        : null;
  const typedDay = parseBoundDate(boundDate);

  return (
    <Dialog open onClose={bind.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="info">
              {t('intro', { insured: record.insuredName || t('thisApplication') })}
            </Alert>
            <TextField
              label={t('boundDate')}
              required
              value={boundDate}
              onChange={(event) => setBoundDate(event.target.value)}
              error={touched && Boolean(dateError)}
              helperText={touched && dateError ? say(dateError) : (typedDay ?? ' ')}
            />
            <TextField
              label={t('accountNotes')}
              required
              multiline
              minRows={3}
              value={accountNotes}
              onChange={(event) => setAccountNotes(event.target.value)}
              error={touched && Boolean(notesError)}
              helperText={touched && notesError ? say(notesError) : t('notesHelp')}
            />
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={bind.isPending}>
            {t('cancel')}
          </Button>
          <SubmitButton loading={bind.isPending}>{t('bind')}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The ManualBind modal of the shared modal state: the dialog for the record it was opened on. */
export function ManualBindModal({ applicationId, onClose }: ModalComponentProps) {
  const { data: record } = useApplication(applicationId);
  return record ? <ManualBindDialog record={record} onClose={onClose} /> : null;
}
