import { useQuery } from '@tanstack/react-query';
import {
  activeApplicationsCountResponse,
  overdueInvoicesPayResponse,
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
