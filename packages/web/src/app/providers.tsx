import { useMemo, type ReactNode } from 'react';
import { frFR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { ModalProvider } from '../components/modal-state/modal-provider.tsx';
import { ToastProvider } from '../components/toast-provider.tsx';
import { theme } from './theme.ts';
import { useLocale } from '../i18n/locale-store.ts';
import { ProfileLanguage } from '../i18n/profile-language.tsx';

/**
 * What MUI's own ThemeProvider passes on for a theme without CSS variables (ours: createTheme with a
 * palette and no `cssVariables`): the theme with `vars: null`, to @mui/system's provider. Importing
 * that provider directly leaves MUI's CSS-variables provider and its colour-scheme script out of every
 * first page, about 5 KB gzipped (decision 0028).
 */
const providedTheme = { ...theme, vars: null };
/** The same theme with MUI's own words (pagination, Autocomplete's "No options"…) in French. */
let frenchTheme: typeof providedTheme | null = null;

/**
 * Theme, toasts and the shared modal state: everything a page may rely on. The server-state cache
 * (react-query) comes with the pages that use it (components/query-layer.tsx, decision 0041).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const themed = useMemo(() => {
    if (locale !== 'fr-CA') return providedTheme;
    frenchTheme ??= { ...createTheme(theme, frFR), vars: null };
    return frenchTheme;
  }, [locale]);
  return (
    <ThemeProvider theme={themed}>
      <CssBaseline />
      <ProfileLanguage />
      <ToastProvider>
        <ModalProvider>{children}</ModalProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
