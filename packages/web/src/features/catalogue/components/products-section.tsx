import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { errorMessage } from '../../../lib/form-field.ts';
import type { CatalogueProducts } from '../api/get-products.ts';
import { CatalogueView } from './catalogue-view.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { catalogueMessages } from './messages.ts';

function LoadError({ error, retrying, onRetry }: { error: Error; retrying: boolean; onRetry: () => void }) {
  const t = useT(catalogueMessages);
  return (
    <ErrorAlert
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {t('retry')}
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
  const t = useT(catalogueMessages);
  if (state.isPending && !state.error) return <Spinner label={t('loading')} />;
  return (
    <>
      {state.error && <LoadError error={state.error} retrying={state.isRetrying} onRetry={state.retry} />}
      {state.products.length > 0 && <CatalogueView entries={state.products} />}
      {state.isComplete && state.products.length === 0 && (
        <Typography sx={{ py: 4 }}>{t('none')}</Typography>
      )}
      {state.isLoadingMore && !state.error && <Spinner label={t('loadingMore')} size={28} />}
    </>
  );
}
