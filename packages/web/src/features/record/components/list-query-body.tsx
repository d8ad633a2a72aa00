import type { ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/form-field.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';

/** A list query's answer is empty when it is an empty array. */
function isEmptyList(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

/**
 * The body of a record card that lists what a query loads: a placeholder while loading, the error
 * with Retry, a line when there is nothing, else the list. `isEmpty` tells an answer that is not
 * an array (a list with totals) apart; `errorText` replaces the server's message with a fixed one.
 */
export function ListQueryBody<Data>({
  query,
  loadingLabel,
  emptyText,
  errorText,
  isEmpty = isEmptyList,
  height = 72,
  children,
}: {
  query: UseQueryResult<Data>;
  loadingLabel: string;
  emptyText: string;
  errorText?: string;
  isEmpty?: (data: Data) => boolean;
  height?: number;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <Skeleton variant="rounded" height={height} aria-label={loadingLabel} />;
  if (query.isError) {
    return (
      <RetryAlert onRetry={() => void query.refetch()}>{errorText ?? errorMessage(query.error)}</RetryAlert>
    );
  }
  if (isEmpty(query.data)) return <Typography color="text.secondary">{emptyText}</Typography>;
  return <>{children(query.data)}</>;
}
