import { createTheme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
    xxxl: true;
  }
}

/** Breakpoints of spec section 9: xs 0, sm 600, md 900, lg 1200, xl 1536, xxl 2560, xxxl 3840. */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, xxl: 2560, xxxl: 3840 } },
  palette: {
    primary: { main: '#1b3a6b' },
    secondary: { main: '#f5b700' },
    background: { default: '#f6f8fb' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
});
