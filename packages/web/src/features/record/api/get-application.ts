import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { applicationSchema, type Application } from '@bm/contracts';
import { apiRequest, applicationApiPath, retryUnlessClientError } from '../../../lib/api-client.ts';

/** GET /api/applications/{applicationId}: the policy record (400, 403, 404 carry `{ message }`). */
export function fetchApplication(applicationId: string, signal?: AbortSignal): Promise<Application> {
  return apiRequest(applicationApiPath(applicationId), {
    schema: applicationSchema,
    signal,
  });
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

/**
 * Queries under a record's key that carry the record's version (`updatedAt`) in their own key: a
 * changed record written into the cache makes them fetch on their own (get-transactions.ts).
 */
export const RECORD_VERSIONED = 'transactions';

/**
 * After an action on a record: everything kept under its query key (notes, documents, invoices,
 * history, renewal state, cancellation record) fetched again. When the server answered with the
 * changed record, it is shown at once and not fetched again, and the history follows its new version.
 */
export function useRefreshRecord() {
  const client = useQueryClient();
  return async (applicationId: string, application?: Application) => {
    const queryKey = applicationQueryOptions(applicationId).queryKey;
    if (!application) return client.invalidateQueries({ queryKey });
    client.setQueryData(queryKey, application);
    const depth = queryKey.length;
    return client.invalidateQueries({
      queryKey,
      predicate: (query) => query.queryKey.length > depth && query.queryKey[depth] !== RECORD_VERSIONED,
    });
  };
}
