import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { errorMessage } from '../../../lib/form-field.ts';
import type { CatalogueProducts } from '../api/get-products.ts';
import { CatalogueView } from './catalogue-view.tsx';

function LoadError({ error, retrying, onRetry }: { error: Error; retrying: boolean; onRetry: () => void }) {
  return (
    <ErrorAlert
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          Retry
        </Button>
      }
    >
      {errorMessage(error)}
    </ErrorAlert>
  );
}

/**
 * The catalogue as it loads: a spinner until the first page, then its tiles while later pages
 * arrive; a failed page shows the server's message with a retry, above what has arrived.
 */
export function ProductsSection({ state }: { state: CatalogueProducts }) {
  if (state.isPending && !state.error) return <Spinner label="Loading products" />;
  return (
    <>
      {state.error && <LoadError error={state.error} retrying={state.isRetrying} onRetry={state.retry} />}
      {state.products.length > 0 && <CatalogueView entries={state.products} />}
      {state.isComplete && state.products.length === 0 && (
        <Typography sx={{ py: 4 }}>There are no products to show yet.</Typography>
      )}
      {state.isLoadingMore && !state.error && <Spinner label="Loading more products" size={28} />}
    </>
  );
}
