import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  filteredInvoicesResponse,
  refundInvoiceResponse,
  type FilteredInvoiceList,
  type RefundInvoiceRequest,
  type RefundInvoiceResponse,
} from '@bm/contracts';
import { apiRequest, retryUnlessClientError } from '../../../../lib/api-client.ts';
import { applicationQueryOptions, useRefreshRecord } from '../../api/get-application.ts';

/**
 * GET /api/invoices/MPF/{applicationId}?status=paid: the paid missed payment fee invoices (spec:
 * invoiceId, invoiceNumber, amount) and whether the caller may refund each (docs/decisions/0030).
 */
export function fetchPaidMpfInvoices(
  applicationId: string,
  signal?: AbortSignal,
): Promise<FilteredInvoiceList> {
  return apiRequest(`/api/invoices/MPF/${encodeURIComponent(applicationId)}`, {
    query: { status: 'paid' },
    schema: filteredInvoicesResponse,
    signal,
  });
}

/** Under the record's key: refreshing the record after a refund fetches the list again. */
export function paidMpfInvoicesQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: [
      ...applicationQueryOptions(applicationId).queryKey,
      'invoices-filtered',
      'MPF',
      'paid',
    ] as const,
    queryFn: ({ signal }) => fetchPaidMpfInvoices(applicationId, signal),
    retry: retryUnlessClientError,
    staleTime: 0,
  });
}

export function usePaidMpfInvoices(applicationId: string) {
  return useQuery(paidMpfInvoicesQueryOptions(applicationId));
}

/**
 * POST /api/policies/{policyId}/invoices/{invoiceId}/refunds (spec 7: remark, policyNumber, type);
 * policyId is the application id. The idempotency key makes a retry of one attempt refund once.
 */
export function refundMpfInvoice(
  applicationId: string,
  invoiceId: string,
  body: RefundInvoiceRequest,
): Promise<RefundInvoiceResponse> {
  const path = `/api/policies/${encodeURIComponent(applicationId)}/invoices/${encodeURIComponent(invoiceId)}/refunds`;
  return apiRequest(path, { method: 'POST', body, schema: refundInvoiceResponse });
}

/** Refunds; on success the record, its invoices, history and the paid MPF list are fetched again. */
export function useRefundMpfInvoice(applicationId: string) {
  const refresh = useRefreshRecord();
  return useMutation({
    mutationFn: ({ invoiceId, body }: { invoiceId: string; body: RefundInvoiceRequest }) =>
      refundMpfInvoice(applicationId, invoiceId, body),
    onSuccess: () => refresh(applicationId),
  });
}
