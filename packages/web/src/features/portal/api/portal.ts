import { queryOptions } from '@tanstack/react-query';
import {
  portalEndorsementRequestResponse,
  portalView,
  type PortalEndorsementRequestBody,
  type PortalEndorsementRequestResponse,
  type PortalView,
} from '@bm/contracts';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client.ts';

const portalPath = (token: string, rest = '') => `/api/portal/${encodeURIComponent(token)}${rest}`;

/** GET /api/portal/{token}: the policy, its documents and payment schedule (404 invalid, 410 expired). */
export function fetchPortal(token: string, signal?: AbortSignal): Promise<PortalView> {
  return apiRequest(portalPath(token), { schema: portalView, signal });
}

export function portalQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['portal', token] as const,
    queryFn: ({ signal }) => fetchPortal(token, signal),
    retry: retryUnlessClientError,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/portal/{token}/endorsementRequest: a note and a ticket on the record. */
export function requestPortalEndorsement(
  token: string,
  body: PortalEndorsementRequestBody,
): Promise<PortalEndorsementRequestResponse> {
  return apiRequest(portalPath(token, '/endorsementRequest'), {
    method: 'POST',
    body,
    schema: portalEndorsementRequestResponse,
  });
}
