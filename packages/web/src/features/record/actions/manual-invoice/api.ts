import { useMutation, useQuery } from '@tanstack/react-query';
import {
  manualInvoiceResponse,
  openInvoicesResponse,
  type ManualInvoiceRequest,
  type ManualInvoiceResponse,
  type OpenInvoiceList,
} from '@bm/contracts';
import { apiRequest, applicationApiPath, retryUnlessClientError } from '../../../../lib/api-client.ts';
import { applicationQueryOptions, useRefreshRecord } from '../../api/get-application.ts';

/** GET /api/applications/{id}/openInvoices: the open invoices a manual invoice may refer to. */
export function fetchOpenInvoices(applicationId: string, signal?: AbortSignal): Promise<OpenInvoiceList> {
  return apiRequest(applicationApiPath(applicationId, '/openInvoices'), {
    schema: openInvoicesResponse,
    signal,
  });
}

/** Under the record's key, so refreshing the record after the invoice refreshes them too. */
export function useOpenInvoices(applicationId: string) {
  return useQuery({
    queryKey: [
      ...applicationQueryOptions(applicationId).queryKey,
      'manual-invoice',
      'open-invoices',
    ] as const,
    queryFn: ({ signal }) => fetchOpenInvoices(applicationId, signal),
    retry: retryUnlessClientError,
  });
}

/** POST /api/applications/{id}/manualInvoice (spec 7): the invoices raised, each with its payment link. */
export function createManualInvoice(
  applicationId: string,
  body: ManualInvoiceRequest,
): Promise<ManualInvoiceResponse> {
  return apiRequest(applicationApiPath(applicationId, '/manualInvoice'), {
    method: 'POST',
    body,
    schema: manualInvoiceResponse,
  });
}

/** Creates the invoice(s); on success the record, its invoices and its history refresh. */
export function useCreateManualInvoice(applicationId: string) {
  const refresh = useRefreshRecord();
  return useMutation({
    mutationFn: (body: ManualInvoiceRequest) => createManualInvoice(applicationId, body),
    onSuccess: (result) => refresh(applicationId, result.application),
  });
}
