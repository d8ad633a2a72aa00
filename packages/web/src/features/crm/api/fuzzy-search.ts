import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fuzzySearchResponse, type FuzzySearchResponse } from '@bm/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Fewer characters than this are not worth a typo-tolerant search. */
export const FUZZY_MIN_LENGTH = 2;

/** GET /api/fuzzysearch?searchword=: typo-tolerant lookup by policy number, insured or email. */
export function fetchFuzzySearch(searchword: string, signal?: AbortSignal): Promise<FuzzySearchResponse> {
  return apiRequest('/api/fuzzysearch', { query: { searchword }, schema: fuzzySearchResponse, signal });
}

export function fuzzySearchQueryOptions(searchword: string) {
  const term = searchword.trim();
  return queryOptions({
    queryKey: ['crm', 'fuzzysearch', term] as const,
    queryFn: ({ signal }) => fetchFuzzySearch(term, signal),
    enabled: term.length >= FUZZY_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useFuzzySearch(searchword: string) {
  return useQuery(fuzzySearchQueryOptions(searchword));
}
