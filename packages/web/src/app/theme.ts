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
    // MUI's default info (#0288d1) and warning (#ed6c02) read at 3.9:1 and 3.1:1 on white: the
    // Open and Pending chips failed WCAG AA. These darker tones keep 4.5:1 on white and on the page
    // background, as text (outlined chips) and behind white text (filled chips).
    info: { main: '#01579b' },
    warning: { main: '#b45309' },
    background: { default: '#f6f8fb' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
});
