import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  applicationSaveResponse,
  applicationSchema,
  payApplicationResponse,
  quoteResponse,
  type Application,
  type ApplicationSaveResponse,
  type PayApplicationBody,
  type PayApplicationResponse,
  type QuoteResponse,
  type SaveApplicationBody,
} from '@bm/contracts';
import { apiRequest, applicationApiPath, retryUnlessClientError } from '../../../lib/api-client.ts';

const path = (applicationId: string) => applicationApiPath(applicationId);

/** POST /api/applications: starts an application for a product (201). */
export function createApplication(productId: string): Promise<Application> {
  return apiRequest('/api/applications', { method: 'POST', body: { productId }, schema: applicationSchema });
}

/** GET /api/applications/{id}: the application with its form, quote, status and saved card. */
export function fetchApplication(applicationId: string, signal?: AbortSignal): Promise<Application> {
  return apiRequest(path(applicationId), { schema: applicationSchema, signal });
}

export function applicationQueryKey(applicationId: string) {
  return ['application', 'applications', applicationId] as const;
}

export function applicationQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: applicationQueryKey(applicationId),
    queryFn: ({ signal }) => fetchApplication(applicationId, signal),
    retry: retryUnlessClientError,
    // The questionnaire holds the form from here on; a refetch must not replace what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useApplication(applicationId: string | null) {
  return useQuery({ ...applicationQueryOptions(applicationId ?? ''), enabled: Boolean(applicationId) });
}

/** PUT /api/applications/{id}: saves the answers and the page; answers eligibility and open errors. */
export function saveApplication(
  applicationId: string,
  body: SaveApplicationBody,
): Promise<ApplicationSaveResponse> {
  return apiRequest(path(applicationId), { method: 'PUT', body, schema: applicationSaveResponse });
}

/** POST /api/applications/{id}/quote: the server's pricing of the saved answers. */
export function requestQuote(applicationId: string, signal?: AbortSignal): Promise<QuoteResponse> {
  return apiRequest(`${path(applicationId)}/quote`, { method: 'POST', schema: quoteResponse, signal });
}

/** POST /api/applications/{id}/pay: charges the first payment and binds; a declined card answers 402. */
export function payApplication(
  applicationId: string,
  body: PayApplicationBody,
): Promise<PayApplicationResponse> {
  return apiRequest(`${path(applicationId)}/pay`, { method: 'POST', body, schema: payApplicationResponse });
}

/**
 * The server's pricing of the answers as saved at `revision` (a new save, a new revision). Kept
 * apart per revision so figures of older answers are never taken for the current ones.
 */
export function useServerQuote(applicationId: string, revision: number, enabled: boolean) {
  return useQuery({
    queryKey: ['application', 'quote', applicationId, revision] as const,
    queryFn: ({ signal }) => requestQuote(applicationId, signal),
    enabled,
    retry: retryUnlessClientError,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
