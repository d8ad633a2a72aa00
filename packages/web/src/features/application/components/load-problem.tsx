import Container from '@mui/material/Container';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { errorMessage } from '../../../lib/form-field.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** A load that failed: an unknown record is the not-found page; anything else says why, with a retry. */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundPage />;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <RetryAlert onRetry={onRetry}>{errorMessage(error)}</RetryAlert>
    </Container>
  );
}
