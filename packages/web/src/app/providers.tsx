import { useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ModalProvider } from '../components/modal-state/modal-provider.tsx';
import { ToastProvider } from '../components/toast-provider.tsx';
import { createQueryClient } from './query-client.ts';
import { theme } from './theme.ts';

/**
 * What MUI's own ThemeProvider passes on for a theme without CSS variables (ours: createTheme with a
 * palette and no `cssVariables`): the theme with `vars: null`, to @mui/system's provider. Importing
 * that provider directly leaves MUI's CSS-variables provider and its colour-scheme script out of every
 * first page, about 5 KB gzipped (decision 0028).
 */
const providedTheme = { ...theme, vars: null };

/** Theme, server-state cache, toasts and the shared modal state: everything a page may rely on. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={providedTheme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ModalProvider>{children}</ModalProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
