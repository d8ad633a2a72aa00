import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ToastContext, type Toaster, type ToastSeverity } from './toast-context.ts';
import type { Toast } from './toast-snackbar.tsx';

// The snackbar's code loads with the first toast, not with the first page.
const ToastSnackbar = lazy(() => import('./toast-snackbar.tsx').then((m) => ({ default: m.ToastSnackbar })));

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

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastSnackbar
            toast={toast}
            open={open}
            onClose={() => setOpen(false)}
            onExited={() => setToast(null)}
          />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
