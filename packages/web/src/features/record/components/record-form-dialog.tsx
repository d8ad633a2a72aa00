import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { recordFormMessages } from './messages.ts';

/**
 * A record action's form in a dialog (with `useDraftForm`): its title, its fields, the server's
 * refusal as the server words it, Cancel and the submit button; it cannot be closed while busy.
 * Once the action is done, the same dialog says what it did (`done`), with Done.
 */
export function RecordFormDialog({
  title,
  submitLabel,
  form,
  done,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  /** From `useDraftForm`: sending, the server's refusal, the submit. */
  form: { busy: boolean; error: Error | null; submit: (event: FormEvent) => void };
  /** What the action did, once it is done. */
  done?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT(recordFormMessages);
  const { busy, error } = form;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      {done ? (
        <>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{done}</DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained">
              {t('done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={form.submit} noValidate aria-label={title}>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              {children}
              {error ? (
                <Alert severity="error" role="alert">
                  {error.message}
                </Alert>
              ) : null}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {t('cancel')}
            </Button>
            <SubmitButton loading={busy}>{submitLabel}</SubmitButton>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

/** The form's required amount, typed in dollars: '$' before it, the decimal keypad, no autofill. */
export function AmountField({
  id,
  value,
  onChange,
  error,
  helperText,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** The checks' message, shown in place of the help. */
  error: string | undefined;
  helperText: string;
  disabled: boolean;
}) {
  const t = useT(recordFormMessages);
  return (
    <TextField
      id={id}
      label={t('amount')}
      name="amount"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      disabled={disabled}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
      }}
    />
  );
}
