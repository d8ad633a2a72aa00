import { useMutation, useQuery } from '@tanstack/react-query';
import {
  financeTransactionResponse,
  openInvoicesResponse,
  type FinanceTransactionRequest,
  type FinanceTransactionResponse,
  type OpenInvoiceList,
} from '@bm/contracts';
import { apiRequest, applicationApiPath, retryUnlessClientError } from '../../../../lib/api-client.ts';
import { applicationQueryOptions, useRefreshRecord } from '../../api/get-application.ts';

/** GET /api/applications/{id}/openInvoices: what an off-platform payment can settle. */
export function fetchOpenInvoices(applicationId: string, signal?: AbortSignal): Promise<OpenInvoiceList> {
  return apiRequest(applicationApiPath(applicationId, '/openInvoices'), {
    schema: openInvoicesResponse,
    signal,
  });
}

/** Under the record's key, so refreshing the record after a transaction refreshes them too. */
export function useOpenInvoices(applicationId: string) {
  return useQuery({
    queryKey: [
      ...applicationQueryOptions(applicationId).queryKey,
      'finance-transaction',
      'open-invoices',
    ] as const,
    queryFn: ({ signal }) => fetchOpenInvoices(applicationId, signal),
    retry: retryUnlessClientError,
  });
}

/** POST /api/applications/{id}/financeTransaction (spec 7). */
export function recordFinanceTransaction(
  applicationId: string,
  body: FinanceTransactionRequest,
): Promise<FinanceTransactionResponse> {
  return apiRequest(applicationApiPath(applicationId, '/financeTransaction'), {
    method: 'POST',
    body,
    schema: financeTransactionResponse,
  });
}

/** Records it; on success the record, its invoices and its history refresh. */
export function useRecordFinanceTransaction(applicationId: string) {
  const refresh = useRefreshRecord();
  return useMutation({
    mutationFn: (body: FinanceTransactionRequest) => recordFinanceTransaction(applicationId, body),
    onSuccess: (result) => refresh(applicationId, result.application),
  });
}
