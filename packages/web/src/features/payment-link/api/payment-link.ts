import { queryOptions } from '@tanstack/react-query';
import {
  cardTokenResponse,
  paymentLinkPayResponse,
  paymentLinkView,
  type CardTokenResponse,
  type PaymentLinkCardTokenBody,
  type PaymentLinkPayBody,
  type PaymentLinkPayResponse,
  type PaymentLinkView,
} from '@bm/contracts';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client.ts';

const linkPath = (token: string, rest = '') => `/api/payments/links/${encodeURIComponent(token)}${rest}`;

export const paymentLinkQueryKey = (token: string) => ['paymentLink', token] as const;

/** GET /api/payments/links/{token}: the invoice the link names and what it owes now (404 invalid, 410 expired). */
export function fetchPaymentLink(token: string, signal?: AbortSignal): Promise<PaymentLinkView> {
  return apiRequest(linkPath(token), { schema: paymentLinkView, signal });
}

export function paymentLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: paymentLinkQueryKey(token),
    queryFn: ({ signal }) => fetchPaymentLink(token, signal),
    retry: retryUnlessClientError,
    // What the page shows must be what is owed: no background refetch while the payer types.
    refetchOnWindowFocus: false,
  });
}

/** POST …/cardTokens: the card's fields to a token on the invoice's account (simulated processor). */
export function createLinkCardToken(
  token: string,
  body: PaymentLinkCardTokenBody,
): Promise<CardTokenResponse> {
  return apiRequest(linkPath(token, '/cardTokens'), { method: 'POST', body, schema: cardTokenResponse });
}

/** POST …/pay: one charge per idempotency key of what the invoice owes now. */
export function payPaymentLink(token: string, body: PaymentLinkPayBody): Promise<PaymentLinkPayResponse> {
  return apiRequest(linkPath(token, '/pay'), { method: 'POST', body, schema: paymentLinkPayResponse });
}
