import { useQuery } from '@tanstack/react-query';
import {
  addressSuggestionsResponse,
  buildingsResponse,
  type BuildingsResponse,
  publicLocationInfoResponse,
  type AddressSuggestionsResponse,
  type PublicLocationInfoResponse,
} from '@bm/contracts';
import { isValidPostalCode } from '@bm/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

export type AddressSuggestion = AddressSuggestionsResponse['suggestions'][number];

/**
 * GET /api/addressSuggestions?query=&postal=: address autocomplete (3 characters or more): the
 * insureds' addresses already known, the typed street at the postal code's city, then the lookup's.
 */
export async function fetchAddressSuggestions(
  query: string,
  postal: string,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  const answer = await apiRequest('/api/addressSuggestions', {
    query: { query, postal },
    schema: addressSuggestionsResponse,
    signal,
  });
  return answer.suggestions;
}

export interface LocationInfoRequest {
  street: string;
  city: string;
  province: string;
  postal: string;
  subdomain?: string;
}

/** POST /api/publicLocationInfo: facts about the address and the form keys it fills. */
export function fetchLocationInfo(body: LocationInfoRequest): Promise<PublicLocationInfoResponse> {
  return apiRequest('/api/publicLocationInfo', { method: 'POST', body, schema: publicLocationInfoResponse });
}

/** Suggestions start after this many characters of the street. */
export const SUGGESTION_MIN_CHARS = 3;
export const SUGGESTION_DEBOUNCE_MS = 300;

/**
 * Address suggestions for what the broker typed, once they pause typing (3 characters or more), near
 * the postal code the form holds (when it holds a whole one).
 */
export function useAddressSuggestions(typed: string, postalCode: string) {
  const query = useDebouncedValue(typed.trim(), SUGGESTION_DEBOUNCE_MS);
  const postal = isValidPostalCode(postalCode) ? postalCode.trim().toUpperCase() : '';
  return useQuery({
    queryKey: ['application', 'addressSuggestions', query, postal] as const,
    queryFn: ({ signal }) => fetchAddressSuggestions(query, postal, signal),
    enabled: query.length >= SUGGESTION_MIN_CHARS,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export type Building = BuildingsResponse['data']['data'][number];

/**
 * GET /api/buildings?productId&subdomain: the known buildings of a product (campus residences,
 * large rental buildings). A failure is silent and gives an empty list (spec 7).
 */
export async function fetchBuildings(productId: string, subdomain: string | null): Promise<Building[]> {
  try {
    const answer = await apiRequest('/api/buildings', {
      query: { productId, subdomain },
      schema: buildingsResponse,
    });
    return answer.data.data;
  } catch {
    return [];
  }
}

export function useBuildings(productId: string | null, subdomain: string | null) {
  return useQuery({
    queryKey: ['application', 'buildings', productId, subdomain] as const,
    queryFn: () => fetchBuildings(productId ?? '', subdomain),
    enabled: Boolean(productId),
    staleTime: 10 * 60_000,
  });
}
