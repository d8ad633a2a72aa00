import { useQuery } from '@tanstack/react-query';
import {
  billingConfigResponse,
  cardTokenResponse,
  paymentMethodSchema,
  type BillingConfigResponse,
  type CardTokenBody,
  type CardTokenResponse,
  type PaymentMethod,
} from '@bm/contracts';
import { ApiError, apiRequest, retryUnlessClientError } from '../../../lib/api-client.ts';

/** GET /api/billing/config: the simulated processor, or Stripe with each account's publishable key. */
export function fetchBillingConfig(signal?: AbortSignal): Promise<BillingConfigResponse> {
  return apiRequest('/api/billing/config', { schema: billingConfigResponse, signal });
}

/** How a new card is taken; the same for the whole session, so it is fetched once. */
export function useBillingConfig() {
  return useQuery({
    queryKey: ['billing', 'config'] as const,
    queryFn: ({ signal }) => fetchBillingConfig(signal),
    staleTime: Infinity,
    retry: retryUnlessClientError,
  });
}

/** POST /api/billing/tokens: the card to a single-use token; a refused card is a 402 naming the field. */
export function createCardToken(body: CardTokenBody): Promise<CardTokenResponse> {
  return apiRequest('/api/billing/tokens', { method: 'POST', body, schema: cardTokenResponse });
}

/** GET /api/billing/customers/{customerId}/paymentMethods/{cardId}: the saved card, or null (404). */
export async function fetchSavedCard(
  customerId: string,
  cardId: string,
  applicationId: string,
  signal?: AbortSignal,
): Promise<PaymentMethod | null> {
  try {
    return await apiRequest(
      `/api/billing/customers/${encodeURIComponent(customerId)}/paymentMethods/${encodeURIComponent(cardId)}`,
      { query: { applicationId }, schema: paymentMethodSchema, signal },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The application's card on file, when it has one (stripe.customerId and stripe.cardId). */
export function useSavedCard(
  stripe: { customerId: string | null; cardId: string | null },
  applicationId: string,
) {
  const { customerId, cardId } = stripe;
  return useQuery({
    queryKey: ['application', 'savedCard', customerId, cardId, applicationId] as const,
    queryFn: ({ signal }) =>
      customerId && cardId
        ? fetchSavedCard(customerId, cardId, applicationId, signal)
        : Promise.resolve(null),
    enabled: Boolean(customerId && cardId),
    retry: retryUnlessClientError,
  });
}
