import { useQuery } from '@tanstack/react-query';
import {
  billingConfigResponse,
  CARD_ERROR_FIELDS,
  cardTokenResponse,
  paymentMethodSchema,
  type Application,
  type BillingConfigResponse,
  type CardTokenBody,
  type CardTokenResponse,
  type PaymentMethod,
} from '@bm/contracts';
import { ApiError, apiRequest, retryUnlessClientError } from '../../../lib/api-client.ts';
import { RefusedBeforeCharge } from '../../../lib/use-card-attempt.ts';
import { tokenRequest, type NewCard, type NewCardErrors } from '../lib/new-card.ts';

/**
 * The card a record action charges (an endorsement, a pay in full): the card on file, which
 * processor takes a new card, and a new card's token.
 */

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

/** The processor refused the new card before any charge: its message goes under the field it names. */
export class CardRefused extends RefusedBeforeCharge {
  constructor(readonly errors: NewCardErrors) {
    super('card refused');
  }
}

/** The new card's token on `account`; a refused card throws CardRefused. */
export async function newCardToken(card: NewCard, account: CardTokenBody['account']): Promise<string> {
  try {
    return (await createCardToken(tokenRequest(card, account))).token;
  } catch (error) {
    if (error instanceof ApiError && error.status === 402) {
      const field = CARD_ERROR_FIELDS.find((name) => name === error.body.field) ?? 'number';
      throw new CardRefused({ [field]: error.message });
    }
    throw error;
  }
}

/** The record's card on file (null when it has none or the provider no longer knows it). */
export function useCardOnFile(record: Application) {
  const { customerId, cardId } = record.stripe;
  return useQuery({
    queryKey: ['crm', 'card-on-file', record.applicationId, customerId, cardId] as const,
    queryFn: ({ signal }) =>
      customerId && cardId
        ? fetchCardOnFile(customerId, cardId, record.applicationId, signal)
        : Promise.resolve(null),
    retry: retryUnlessClientError,
  });
}

/** Which processor takes a new card. */
export function useBillingProvider() {
  return useQuery({
    queryKey: ['billing', 'config'] as const,
    queryFn: ({ signal }) => fetchBillingConfig(signal),
    staleTime: Infinity,
    retry: retryUnlessClientError,
  });
}
