import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/form-field.ts';

/**
 * The body of a record card that lists what a query loads: a placeholder while loading, the error
 * with Retry, a line when there is nothing, else the list.
 */
export function ListQueryBody<Item>({
  query,
  loadingLabel,
  emptyText,
  height = 72,
  children,
}: {
  query: UseQueryResult<Item[]>;
  loadingLabel: string;
  emptyText: string;
  height?: number;
  children: (items: Item[]) => ReactNode;
}) {
  if (query.isPending) return <Skeleton variant="rounded" height={height} aria-label={loadingLabel} />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (query.data.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return <>{children(query.data)}</>;
}
