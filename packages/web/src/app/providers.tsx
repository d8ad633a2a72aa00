import { useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ModalProvider } from '../components/modal-state/modal-provider.tsx';
import { ToastProvider } from '../components/toast-provider.tsx';
import { createQueryClient } from './query-client.ts';
import { theme } from './theme.ts';

/** Theme, server-state cache, toasts and the shared modal state: everything a page may rely on. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ModalProvider>{children}</ModalProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
