import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  filteredInvoicesResponse,
  voidInvoiceResponse,
  type FilteredInvoice,
  type FilteredInvoiceList,
  type VoidInvoiceResponse,
} from '@bm/contracts';
import { apiRequest, applicationApiPath, retryUnlessClientError } from '../../../../lib/api-client.ts';
import { applicationQueryOptions, useRefreshRecord } from '../../api/get-application.ts';

/**
 * GET /api/invoices/all/{applicationId}?status=open: the policy's open invoices with their type and
 * whether the caller may void each (`voidable`, the void route's own rule; docs/decisions/0030).
 */
export function fetchOpenInvoices(applicationId: string, signal?: AbortSignal): Promise<FilteredInvoiceList> {
  return apiRequest(`/api/invoices/all/${encodeURIComponent(applicationId)}`, {
    query: { status: 'open' },
    schema: filteredInvoicesResponse,
    signal,
  });
}

/** Under the record's key: refreshing the record after a void fetches the list again. */
export function openInvoicesQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: [
      ...applicationQueryOptions(applicationId).queryKey,
      'invoices-filtered',
      'all',
      'open',
    ] as const,
    queryFn: ({ signal }) => fetchOpenInvoices(applicationId, signal),
    retry: retryUnlessClientError,
    staleTime: 0,
  });
}

export function useOpenInvoices(applicationId: string) {
  return useQuery(openInvoicesQueryOptions(applicationId));
}

/** POST /api/applications/{id}/voidInvoice (spec 7): the invoice and what it says it is. */
export function voidInvoice(applicationId: string, invoice: FilteredInvoice): Promise<VoidInvoiceResponse> {
  return apiRequest(applicationApiPath(applicationId, '/voidInvoice'), {
    method: 'POST',
    body: { invoiceId: invoice.invoiceId, isMPF: invoice.isMPF, waivable: invoice.waivable },
    schema: voidInvoiceResponse,
  });
}

/** Voids; on success the record, its invoices, history and the open invoices list are fetched again. */
export function useVoidInvoice(applicationId: string) {
  const refresh = useRefreshRecord();
  return useMutation({
    mutationFn: (invoice: FilteredInvoice) => voidInvoice(applicationId, invoice),
    onSuccess: () => refresh(applicationId),
  });
}
