import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  nsfInvoiceItem,
  nsfListResponse,
  type NsfInvoiceItem,
  type NsfListResponse,
  type NsfUpdateBody,
} from '@bm/contracts';
import { apiRequest, retryUnlessClientError } from './api-client.ts';

/**
 * NSF invoices, read and updated by two features: the /nsf page (features/nsf) and the record's
 * NsfInvoice modal (features/record). One query key, so an update made in one refreshes both.
 */
export const NSF_INVOICES_QUERY_KEY = ['nsf-invoices'] as const;

/** The query of GET /api/nsfInvoices (nsfListQuery); empty values are left out by the API client. */
export interface NsfListRequest {
  status?: string;
  search?: string;
  brokerageId?: string;
  applicationId?: string;
  notice?: string;
  limit?: number;
  cursor?: string;
  [key: string]: string | number | undefined;
}

/** GET /api/nsfInvoices: one keyset page, newest first. */
export function fetchNsfInvoices(request: NsfListRequest, signal?: AbortSignal): Promise<NsfListResponse> {
  return apiRequest('/api/nsfInvoices', { query: request, schema: nsfListResponse, signal });
}

export function nsfInvoicesQueryOptions(request: NsfListRequest) {
  return queryOptions({
    queryKey: [...NSF_INVOICES_QUERY_KEY, request] as const,
    queryFn: ({ signal }) => fetchNsfInvoices(request, signal),
    retry: retryUnlessClientError,
    staleTime: 15_000,
  });
}

/** PUT /api/nsfInvoices/{invoiceId}: finance and super admins set the reason and status. */
export function updateNsfInvoice(invoiceId: string, body: NsfUpdateBody): Promise<NsfInvoiceItem> {
  return apiRequest(`/api/nsfInvoices/${encodeURIComponent(invoiceId)}`, {
    method: 'PUT',
    body,
    schema: nsfInvoiceItem,
  });
}

/** Saves an NSF invoice; every NSF list on screen is fetched again, then `onSaved` runs. */
export function useUpdateNsfInvoice(onSaved?: (item: NsfInvoiceItem) => Promise<unknown> | void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, body }: { invoiceId: string; body: NsfUpdateBody }) =>
      updateNsfInvoice(invoiceId, body),
    onSuccess: async (item) => {
      await Promise.all([client.invalidateQueries({ queryKey: NSF_INVOICES_QUERY_KEY }), onSaved?.(item)]);
    },
  });
}
