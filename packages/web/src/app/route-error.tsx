import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MESSAGES, SUPPORT_EMAIL } from '@bm/domain';
import { ErrorAlert } from '../components/error-alert.tsx';
import { LazyNotFoundPage as NotFoundPage } from '../components/lazy-not-found-page.tsx';
import { usePageTitle } from '../components/use-page-title.ts';

/** Shown when a page fails to load or render: a 404 is the not-found page, anything else a retry. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <SomethingWentWrong />;
}

function SomethingWentWrong() {
  usePageTitle('Something went wrong');
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: 10, px: 2, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Something went wrong
      </Typography>
      <ErrorAlert sx={{ mb: 3, textAlign: 'left' }}>
        {MESSAGES.genericError} ({SUPPORT_EMAIL})
      </ErrorAlert>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Box>
  );
}
