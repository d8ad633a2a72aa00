import { useQuery } from '@tanstack/react-query';
import { brokerageListResponse, type Brokerage } from '@bm/contracts';
import { apiRequest, retryUnlessClientError } from './api-client.ts';

/** GET /api/brokerages: every brokerage the user may filter by. */
export function fetchBrokerages(signal?: AbortSignal): Promise<Brokerage[]> {
  return apiRequest('/api/brokerages', { schema: brokerageListResponse, signal }).then((list) => list.items);
}

/** The brokerage filter's options (CRM, invoices, NSF); idle unless the user sees every brokerage. */
export function useBrokerages(enabled: boolean) {
  return useQuery({
    queryKey: ['brokerages'] as const,
    queryFn: ({ signal }) => fetchBrokerages(signal),
    enabled,
    retry: retryUnlessClientError,
    staleTime: 5 * 60_000,
  });
}
