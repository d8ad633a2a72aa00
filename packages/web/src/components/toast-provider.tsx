import { useCallback, useMemo, useState, type ReactNode, type SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { TOAST_DURATION_MS } from '@bm/domain';
import { ToastContext, type Toaster, type ToastSeverity } from './toast-context.ts';

interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

/** One toast at a time; a new one replaces the one on screen and restarts the 10 s clock. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const showToast = useCallback((message: string, severity: ToastSeverity) => {
    setToast({ id: Date.now() + Math.random(), message, severity });
    setOpen(true);
  }, []);

  const toaster = useMemo<Toaster>(
    () => ({
      showToast,
      success: (message) => showToast(message, 'success'),
      error: (message) => showToast(message, 'error'),
    }),
    [showToast],
  );

  const handleClose = (_event: SyntheticEvent | Event | null, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <Snackbar
        key={toast?.id}
        open={open && toast !== null}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={handleClose}
        slotProps={{ transition: { onExited: () => setToast(null) } }}
      >
        <Alert
          onClose={() => setOpen(false)}
          severity={toast?.severity ?? 'success'}
          variant="filled"
          sx={{ width: '100%', maxWidth: 560 }}
        >
          {toast?.message}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}
