import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceListResponse, type InvoiceList } from '@bm/contracts';
import { apiRequest, applicationApiPath, retryUnlessClientError } from '../../../lib/api-client.ts';
import { applicationQueryOptions } from './get-application.ts';

/** GET /api/applications/{applicationId}/invoices: the record's invoices and their totals. */
export function fetchInvoices(applicationId: string, signal?: AbortSignal): Promise<InvoiceList> {
  return apiRequest(applicationApiPath(applicationId, '/invoices'), {
    schema: invoiceListResponse,
    signal,
  });
}

/** Under the record's key: refreshing the record (after any action) refreshes its invoices too. */
export function invoicesQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: [...applicationQueryOptions(applicationId).queryKey, 'invoices'] as const,
    queryFn: ({ signal }) => fetchInvoices(applicationId, signal),
    retry: retryUnlessClientError,
  });
}

export function useInvoices(applicationId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...invoicesQueryOptions(applicationId), enabled: options.enabled ?? true });
}
