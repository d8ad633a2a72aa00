import { useQuery } from '@tanstack/react-query';
import { openInvoicesResponse, type OpenInvoiceList } from '@bm/contracts';
import { apiRequest, applicationApiPath, retryUnlessClientError } from '../../../lib/api-client.ts';
import { applicationQueryOptions } from './get-application.ts';

/** GET /api/applications/{id}/openInvoices: the open invoices an action may settle or refer to. */
export function fetchOpenInvoices(applicationId: string, signal?: AbortSignal): Promise<OpenInvoiceList> {
  return apiRequest(applicationApiPath(applicationId, '/openInvoices'), {
    schema: openInvoicesResponse,
    signal,
  });
}

/** Under the record's key, so refreshing the record after an action refreshes them too. */
export function useOpenInvoices(applicationId: string) {
  return useQuery({
    queryKey: [...applicationQueryOptions(applicationId).queryKey, 'open-invoices'] as const,
    queryFn: ({ signal }) => fetchOpenInvoices(applicationId, signal),
    retry: retryUnlessClientError,
  });
}
