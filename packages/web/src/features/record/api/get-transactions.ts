import { queryOptions, useQuery } from '@tanstack/react-query';
import { policyTransactionListResponse, type PolicyTransactionList } from '@bm/contracts';
import { apiRequest, applicationApiPath, retryUnlessClientError } from '../../../lib/api-client.ts';
import { applicationQueryOptions, RECORD_VERSIONED } from './get-application.ts';

function transactionsPath(applicationId: string): string {
  return applicationApiPath(applicationId, '/transactions');
}

/** GET /api/applications/{applicationId}/transactions: the policy's transaction history. */
export function fetchTransactions(
  applicationId: string,
  signal?: AbortSignal,
): Promise<PolicyTransactionList> {
  return apiRequest(transactionsPath(applicationId), { schema: policyTransactionListResponse, signal });
}

/** GET /api/applications/{applicationId}/transactions.csv: the history as a spreadsheet (a download). */
export function transactionsCsvUrl(applicationId: string): string {
  return `${transactionsPath(applicationId)}.csv`;
}

/**
 * Nested under the record's own key, so invalidating the record refreshes its history too; the
 * record's `updatedAt` is part of the key, so a changed record (a bind, an endorsement, a
 * cancellation written into the cache) fetches the history again.
 */
export function transactionsQueryOptions(applicationId: string, recordVersion: string) {
  return queryOptions({
    queryKey: [...applicationQueryOptions(applicationId).queryKey, RECORD_VERSIONED, recordVersion] as const,
    queryFn: ({ signal }) => fetchTransactions(applicationId, signal),
    retry: retryUnlessClientError,
  });
}

/** While a changed record's history loads, the record's previous history stays on screen. */
export function useTransactions(applicationId: string, recordVersion: string) {
  return useQuery({
    ...transactionsQueryOptions(applicationId, recordVersion),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === applicationId ? previous : undefined,
  });
}
