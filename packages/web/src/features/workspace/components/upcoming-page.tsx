import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/use-page-title.ts';

/** A signed-in page whose tools are still being built: its title and an honest line about it. */
export function UpcomingPage({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{summary}</Typography>
      <Alert severity="info" sx={{ maxWidth: 760 }}>
        This page is being built. Nothing here is live yet, so nothing is shown rather than sample figures.
      </Alert>
      {children}
    </Container>
  );
}
