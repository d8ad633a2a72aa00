import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationSchema, type Application } from '@bm/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** GET /api/applications/{applicationId}: the policy record (400, 403, 404 carry `{ message }`). */
export function fetchApplication(applicationId: string, signal?: AbortSignal): Promise<Application> {
  return apiRequest(`/api/applications/${encodeURIComponent(applicationId)}`, {
    schema: applicationSchema,
    signal,
  });
}

/** A 4xx answer will not change on retry. */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function applicationQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: ['crm', 'applications', 'detail', applicationId] as const,
    queryFn: ({ signal }) => fetchApplication(applicationId, signal),
    retry: retryUnlessClientError,
  });
}

export function useApplication(applicationId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...applicationQueryOptions(applicationId), enabled: options.enabled ?? true });
}
