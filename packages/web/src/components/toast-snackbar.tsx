import type { SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { TOAST_DURATION_MS } from '@bm/domain';
import type { ToastSeverity } from './toast-context.ts';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

export interface ToastSnackbarProps {
  toast: Toast;
  open: boolean;
  onClose: () => void;
  /** After the closing transition: the toast may be forgotten. */
  onExited: () => void;
}

/** The toast on screen, at the top centre, for TOAST_DURATION_MS unless closed or replaced. */
export function ToastSnackbar({ toast, open, onClose, onExited }: ToastSnackbarProps) {
  const handleClose = (_event: SyntheticEvent | Event | null, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    onClose();
  };
  return (
    <Snackbar
      key={toast.id}
      open={open}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={handleClose}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        onClose={onClose}
        severity={toast.severity}
        variant="filled"
        sx={{ width: '100%', maxWidth: 560 }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
