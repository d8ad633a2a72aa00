import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { SubmitButton } from '../../../components/submit-button.tsx';

/**
 * A record action's form in a dialog (with `useDraftForm`): its title, its fields, the server's
 * refusal as the server words it, Cancel and the submit button; it cannot be closed while busy.
 * Once the action is done, the same dialog says what it did (`done`), with Done.
 */
export function RecordFormDialog({
  title,
  submitLabel,
  busy,
  error,
  done,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  busy: boolean;
  error: Error | null;
  /** What the action did, once it is done. */
  done?: ReactNode;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      {done ? (
        <>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{done}</DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained">
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={title}>
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
              Cancel
            </Button>
            <SubmitButton loading={busy}>{submitLabel}</SubmitButton>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

/** An amount typed in dollars: '$' before it, the decimal keypad, no autofill. */
export function DollarsField(props: Omit<TextFieldProps, 'slotProps'>) {
  return (
    <TextField
      {...props}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
      }}
    />
  );
}
