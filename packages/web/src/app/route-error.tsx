import { Component, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Location } from 'react-router';
import { MESSAGES, SUPPORT_EMAIL } from '@bm/domain';
import { ErrorAlert } from '../components/error-alert.tsx';
import { usePageTitle } from '../components/use-page-title.ts';
import { useSay, useT } from '../i18n/use-t.ts';
import { routeErrorMessages } from './messages.ts';

interface BoundaryState {
  failed: boolean;
  location: Location;
}

/**
 * A page that fails to load or render shows the error page in its place; moving to another URL
 * tries again (as the data router's `errorElement` did, decision 0041).
 */
export class RouteErrorBoundary extends Component<
  { location: Location; children: ReactNode },
  BoundaryState
> {
  override state: BoundaryState = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { location: Location }, state: BoundaryState): BoundaryState | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** Shown when a page fails to load or render: a retry. */
export function RouteErrorPage() {
  const t = useT(routeErrorMessages);
  const say = useSay();
  usePageTitle(t('title'));
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: 10, px: 2, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <ErrorAlert sx={{ mb: 3, textAlign: 'left' }}>
        {say(MESSAGES.genericError)} ({SUPPORT_EMAIL})
      </ErrorAlert>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('reload')}
      </Button>
    </Box>
  );
}
