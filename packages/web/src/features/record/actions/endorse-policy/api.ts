import {
  billingConfigResponse,
  cardTokenResponse,
  endorsementQuoteResponse,
  paymentMethodSchema,
  applicationDefinitionResponse,
  type BillingConfigResponse,
  type CardTokenBody,
  type CardTokenResponse,
  type EndorsementQuoteResponse,
  type EndorsementRequest,
  type PaymentMethod,
} from '@bm/contracts';
import type { ProductDefinition } from '@bm/domain';
import { ApiError, apiRequest, applicationApiPath } from '../../../../lib/api-client.ts';

/** What POST /api/applications/{id}/endorsement/quote prices (the endorsement without expectedTotal). */
export type EndorsementQuoteRequest = Omit<NonNullable<EndorsementRequest['endorsement']>, 'expectedTotal'>;

/**
 * GET /api/applications/{id}/definition: the definition the policy was bound on (its pinned version),
 * the same one the server prices the endorsement with.
 */
export async function fetchApplicationDefinition(
  applicationId: string,
  signal?: AbortSignal,
): Promise<ProductDefinition> {
  const answer = await apiRequest(applicationApiPath(applicationId, '/definition'), {
    schema: applicationDefinitionResponse,
    signal,
  });
  return answer.definition as unknown as ProductDefinition;
}

/** POST /api/applications/{id}/endorsement/quote: the priced endorsement; nothing is saved. */
export function quoteEndorsement(
  applicationId: string,
  body: EndorsementQuoteRequest,
  signal?: AbortSignal,
): Promise<EndorsementQuoteResponse> {
  return apiRequest(applicationApiPath(applicationId, '/endorsement/quote'), {
    method: 'POST',
    body,
    schema: endorsementQuoteResponse,
    signal,
  });
}

/** GET /api/billing/customers/{c}/paymentMethods/{card}?applicationId=: the card on file; null on 404. */
export async function fetchCardOnFile(
  customerId: string,
  cardId: string,
  applicationId: string,
  signal?: AbortSignal,
): Promise<PaymentMethod | null> {
  const path = `/api/billing/customers/${encodeURIComponent(customerId)}/paymentMethods/${encodeURIComponent(cardId)}`;
  try {
    return await apiRequest(path, { query: { applicationId }, schema: paymentMethodSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** GET /api/billing/config: whether new cards go to the simulated processor or to Stripe.js. */
export function fetchBillingConfig(signal?: AbortSignal): Promise<BillingConfigResponse> {
  return apiRequest('/api/billing/config', { schema: billingConfigResponse, signal });
}

/** POST /api/billing/tokens: a new card to a single-use token; a refused card is a 402 naming the field. */
export function createCardToken(body: CardTokenBody): Promise<CardTokenResponse> {
  return apiRequest('/api/billing/tokens', { method: 'POST', body, schema: cardTokenResponse });
}
