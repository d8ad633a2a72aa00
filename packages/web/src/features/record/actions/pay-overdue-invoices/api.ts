import { useQuery } from '@tanstack/react-query';
import {
  activeApplicationsCountResponse,
  overdueInvoicesPayResponse,
  overdueInvoicesQuoteResponse,
  type OverdueInvoicesPayBody,
  type OverdueInvoicesPayResponse,
} from '@bm/contracts';
import { apiRequest, retryUnlessClientError } from '../../../../lib/api-client.ts';

const customerPath = (customerId: string, rest: string) =>
  `/api/billing/customers/${encodeURIComponent(customerId)}${rest}`;

/**
 * POST /api/billing/customers/{customerId}/overdueinvoices/pay (spec 7): every overdue invoice of
 * the policy in one charge, on a saved card (cardId) or a new card (token, then the card on file).
 */
export function payOverdueInvoices(
  customerId: string,
  body: OverdueInvoicesPayBody,
): Promise<OverdueInvoicesPayResponse> {
  return apiRequest(customerPath(customerId, '/overdueinvoices/pay'), {
    method: 'POST',
    body,
    schema: overdueInvoicesPayResponse,
  });
}

/** GET …/activeApplicationsCount: how many active policies (that the user sees) pay with this customer's card. */
export function useActiveApplicationsCount(customerId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['billing', 'active-applications-count', customerId] as const,
    queryFn: ({ signal }) =>
      apiRequest(customerPath(customerId ?? '', '/activeApplicationsCount'), {
        schema: activeApplicationsCountResponse,
        signal,
      }),
    enabled: enabled && customerId !== null,
    retry: retryUnlessClientError,
  });
}

/**
 * GET …/overdueinvoices/quote: what paying the policy's overdue invoices asks for, with the card
 * figures shown before payment (the credit card surcharge billed inside, the total by debit card).
 */
export function useOverdueQuote(customerId: string | null, applicationId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['billing', 'overdue-quote', customerId, applicationId] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        customerPath(
          customerId ?? '',
          `/overdueinvoices/quote?applicationId=${encodeURIComponent(applicationId)}`,
        ),
        { schema: overdueInvoicesQuoteResponse, signal },
      ),
    enabled: enabled && customerId !== null,
    retry: retryUnlessClientError,
  });
}
