import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { applicationListResponse, type ApplicationListResponse } from '@bm/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { APPLICATIONS_QUERY_KEY } from '../../../lib/crm-query-keys.ts';
import type { ApplicationListRequest } from '../lib/list-state.ts';

/** GET /api/applications: one keyset page of the CRM list. */
export function fetchApplications(
  request: ApplicationListRequest,
  signal?: AbortSignal,
): Promise<ApplicationListResponse> {
  return apiRequest('/api/applications', { query: request, schema: applicationListResponse, signal });
}

export function applicationsQueryOptions(request: ApplicationListRequest) {
  return queryOptions({
    queryKey: [...APPLICATIONS_QUERY_KEY, request] as const,
    queryFn: ({ signal }) => fetchApplications(request, signal),
    // Keep the rows on screen while the next page, sort or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useApplications(request: ApplicationListRequest) {
  return useQuery(applicationsQueryOptions(request));
}
