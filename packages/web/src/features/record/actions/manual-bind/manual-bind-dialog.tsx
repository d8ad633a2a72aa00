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
import { formatDate, MESSAGES } from '@bm/domain';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useToast } from '../../../../components/toast-context.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useApplication } from '../../api/get-application.ts';
import { useManualBind } from './api.ts';

/** The spec's bind failure message (section 8). */
export const BIND_ERROR = "There's been an error binding this policy, please try again or contact Support.";
export const BOUND_DATE_FORMAT = 'Bound date must be MM-DD-YYYY';

/** Today as MM-DD-YYYY (Vancouver). */
function todayMmDdYyyy(): string {
  const [y, m, d] = formatDate(new Date()).split('-');
  return `${m}-${d}-${y}`;
}

/** ManualBind (spec 2.6): bound date (MM-DD-YYYY) and account notes, both required (spec 5). */
export function ManualBindDialog({ record, onClose }: { record: Application; onClose: () => void }) {
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
          toast.success(`Policy bound${bound.policyNumber ? `: ${bound.policyNumber}` : ''}`);
          onClose();
        },
      },
    );
  };

  const failure =
    bind.error instanceof ApiError && bind.error.status >= 400 && bind.error.status < 500
      ? bind.error.message
      : bind.error
        ? BIND_ERROR
        : null;

  return (
    <Dialog open onClose={bind.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Manual bind</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="info">
              Records {record.insuredName || 'this application'} as bound without a card payment on the
              marketplace. Policy documents are issued and no invoices are raised.
            </Alert>
            <TextField
              label="Bound date"
              required
              value={boundDate}
              onChange={(event) => setBoundDate(event.target.value)}
              placeholder="MM-DD-YYYY"
              error={touched && Boolean(dateError)}
              helperText={touched && dateError ? dateError : 'MM-DD-YYYY'}
            />
            <TextField
              label="Account notes"
              required
              multiline
              minRows={3}
              value={accountNotes}
              onChange={(event) => setAccountNotes(event.target.value)}
              error={touched && Boolean(notesError)}
              helperText={touched && notesError ? notesError : 'How the policy was paid and who approved it.'}
            />
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={bind.isPending}>
            Cancel
          </Button>
          <SubmitButton loading={bind.isPending}>Bind policy</SubmitButton>
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
