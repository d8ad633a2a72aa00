import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { recordPageMessages } from './messages.ts';

/** A record that cannot be shown (not found, no access, or an error), with a way back. */
export function RecordProblem({
  title,
  message,
  backTo = '/crm',
  onRetry,
}: {
  title: string;
  message: string;
  backTo?: string;
  onRetry?: () => void;
}) {
  const t = useT(recordPageMessages);
  return (
    <Box sx={{ p: { xs: 2, md: 6 }, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
        {onRetry ? (
          <Button variant="outlined" onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        ) : null}
        <Button variant="contained" component={RouterLink} to={backTo}>
          {t('backToCrm')}
        </Button>
      </Box>
    </Box>
  );
}

export function RecordError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <RetryAlert onRetry={onRetry}>{message}</RetryAlert>
    </Box>
  );
}

/** The record page's shape while it loads. */
export function RecordSkeleton() {
  const t = useT(recordPageMessages);
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }} aria-busy="true" aria-label={t('loadingApplication')}>
      <Skeleton variant="text" width={120} />
      <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="40%" />
      <Box sx={{ display: 'flex', gap: 1, mb: 3 }}>
        <Skeleton variant="rounded" width={80} height={24} />
        <Skeleton variant="rounded" width={80} height={24} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Skeleton variant="rounded" height={360} />
        <Skeleton variant="rounded" height={360} />
      </Box>
    </Box>
  );
}
