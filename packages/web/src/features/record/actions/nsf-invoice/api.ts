import { useQuery } from '@tanstack/react-query';
import { invoicePaymentLinkResponse, NSF_PAGE_SIZES, type InvoicePaymentLinkResponse } from '@bm/contracts';
import { apiRequest, applicationApiPath, retryUnlessClientError } from '../../../../lib/api-client.ts';
import { nsfInvoicesQueryOptions } from '../../../../lib/nsf-invoices.ts';

/** The most NSF invoices one page holds; a policy has at most one per missed instalment. */
const POLICY_NSF_LIMIT = NSF_PAGE_SIZES.at(-1)!;

/** GET /api/nsfInvoices?applicationId=: this policy's NSF invoices, newest first. */
export function usePolicyNsfInvoices(applicationId: string) {
  return useQuery(nsfInvoicesQueryOptions({ applicationId, limit: POLICY_NSF_LIMIT }));
}

/** POST /api/applications/{id}/invoices/{invoiceId}/paymentLink: a new link to pay an open invoice. */
export function issueInvoicePaymentLink(
  applicationId: string,
  invoiceId: string,
  signal?: AbortSignal,
): Promise<InvoicePaymentLinkResponse> {
  return apiRequest(
    applicationApiPath(applicationId, `/invoices/${encodeURIComponent(invoiceId)}/paymentLink`),
    {
      method: 'POST',
      schema: invoicePaymentLinkResponse,
      signal,
    },
  );
}

/**
 * The payment link of an NSF invoice, issued when the modal shows it. Issuing stores nothing (a
 * signed token, valid 30 days), so it is read like a query and kept for the session.
 */
export function useInvoicePaymentLink(applicationId: string, invoiceId: string) {
  return useQuery({
    queryKey: ['payment-link', applicationId, invoiceId] as const,
    queryFn: ({ signal }) => issueInvoicePaymentLink(applicationId, invoiceId, signal),
    retry: retryUnlessClientError,
    staleTime: 60 * 60 * 1000,
  });
}
