import { createContext, useContext } from 'react';

export type ToastSeverity = 'success' | 'error';

export interface Toaster {
  showToast: (message: string, severity: ToastSeverity) => void;
  success: (message: string) => void;
  error: (message: string) => void;
}

export const ToastContext = createContext<Toaster | null>(null);

/** Shows a toast (spec 2.5): top centre, success or error, hides itself after 10 seconds. */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a ToastProvider above it');
  return toaster;
}
