import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsSummaryResponse, type AnalyticsSummaryQuery } from '@bm/contracts';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client.ts';

/** GET /api/analytics/summary: the figures of /analytics for a range of Vancouver days. */
export function useAnalyticsSummary(query: AnalyticsSummaryQuery) {
  return useQuery({
    queryKey: ['analytics', 'summary', query] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/analytics/summary', {
        query: { ...query, brokerageId: query.brokerageId || undefined },
        schema: analyticsSummaryResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
    staleTime: 30_000,
  });
}
