import { useMutation } from '@tanstack/react-query';
import { voidInvoiceResponse, type OpenInvoice, type VoidInvoiceResponse } from '@bm/contracts';
import { apiRequest, applicationApiPath } from '../../../../lib/api-client.ts';
import { useRefreshRecord } from '../../api/get-application.ts';

/** POST /api/applications/{id}/voidInvoice (spec 7): the invoice and what it says it is. */
export function voidInvoice(applicationId: string, invoice: OpenInvoice): Promise<VoidInvoiceResponse> {
  return apiRequest(applicationApiPath(applicationId, '/voidInvoice'), {
    method: 'POST',
    body: { invoiceId: invoice.id, isMPF: invoice.isMPF, waivable: invoice.waivable },
    schema: voidInvoiceResponse,
  });
}

/**
 * Voids; on success the record, its invoices, history and the open invoices list (the record's
 * `useOpenInvoices`, under its key) are fetched again.
 */
export function useVoidInvoice(applicationId: string) {
  const refresh = useRefreshRecord();
  return useMutation({
    mutationFn: (invoice: OpenInvoice) => voidInvoice(applicationId, invoice),
    onSuccess: () => refresh(applicationId),
  });
}
