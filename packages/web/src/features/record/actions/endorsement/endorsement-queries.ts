import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { fetchApplicationDefinition, quoteEndorsement, type EndorsementQuoteRequest } from './api.ts';

/** How long the answers must rest before the preview is priced again. */
export const PREVIEW_DEBOUNCE_MS = 400;

function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The definition the policy is priced with (its pinned version): the questions a reason may change,
 * with their kinds and options.
 */
export function usePolicyDefinition(applicationId: string, enabled = true) {
  return useQuery({
    queryKey: ['crm', 'endorsement', 'definition', applicationId] as const,
    queryFn: ({ signal }) => fetchApplicationDefinition(applicationId, signal),
    enabled: enabled && applicationId !== '',
    retry: retryUnlessClientError,
    staleTime: 5 * 60_000,
  });
}

/**
 * The preview, the one source of the figures shown and of the total the save expects: the request
 * is priced once it has rested for PREVIEW_DEBOUNCE_MS. `current` is true only when the figures
 * are those of `request` as it is now (not of an earlier request, nor still loading).
 */
export function useEndorsementPreview(applicationId: string, request: EndorsementQuoteRequest | null) {
  const text = request ? JSON.stringify(request) : null;
  const settled = useDebouncedValue(text, PREVIEW_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['crm', 'endorsement', 'quote', applicationId, settled] as const,
    queryFn: ({ signal }) =>
      quoteEndorsement(applicationId, JSON.parse(settled ?? '{}') as EndorsementQuoteRequest, signal),
    enabled: settled !== null,
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
  });
  const current =
    text !== null && settled === text && query.isSuccess && !query.isPlaceholderData && !query.isFetching;
  const failed = text !== null && settled === text && query.isError && !query.isFetching;
  return { query, current, pending: text !== null && !current && !failed, failed };
}
