import { useMutation } from '@tanstack/react-query';
import { manualInvoiceResponse, type ManualInvoiceRequest, type ManualInvoiceResponse } from '@bm/contracts';
import { apiRequest, applicationApiPath } from '../../../../lib/api-client.ts';
import { useRefreshRecord } from '../../api/get-application.ts';

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
