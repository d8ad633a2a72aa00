import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceSearchResponse, type InvoiceSearchResponse } from '@bm/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { InvoiceListRequest } from '../lib/list-state.ts';

/** GET /api/invoices: one keyset page of the invoices the user may see, and the totals of all that match. */
export function fetchInvoices(
  request: InvoiceListRequest,
  signal?: AbortSignal,
): Promise<InvoiceSearchResponse> {
  return apiRequest('/api/invoices', { query: request, schema: invoiceSearchResponse, signal });
}

export function invoicesQueryOptions(request: InvoiceListRequest, enabled = true) {
  return queryOptions({
    queryKey: ['invoices', 'search', request] as const,
    queryFn: ({ signal }) => fetchInvoices(request, signal),
    enabled,
    // Keep the rows and totals on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useInvoiceSearch(request: InvoiceListRequest, enabled = true) {
  return useQuery(invoicesQueryOptions(request, enabled));
}
