import { useQuery } from '@tanstack/react-query';
import {
  extensionResponse,
  extensionStateResponse,
  type ExtensionBody,
  type ExtensionDecisionBody,
  type ExtensionResponse,
  type ExtensionStateResponse,
} from '@bm/contracts';
import { apiRequest, applicationApiPath } from '../../../../lib/api-client.ts';

export const extensionStateKey = (applicationId: string) => ['crm', 'extension', applicationId] as const;

/** GET /api/applications/{id}/extension: months used and left, the card, the latest referral. */
export function useExtensionState(applicationId: string) {
  return useQuery({
    queryKey: extensionStateKey(applicationId),
    queryFn: ({ signal }) =>
      apiRequest(applicationApiPath(applicationId, '/extension'), { schema: extensionStateResponse, signal }),
    retry: false,
    staleTime: 0,
  });
}

/** POST /api/applications/{id}/extension?type=quote|review|bind (spec 7). */
export function requestExtension(
  applicationId: string,
  type: 'quote' | 'review' | 'bind',
  body: ExtensionBody,
): Promise<ExtensionResponse> {
  return apiRequest(applicationApiPath(applicationId, '/extension'), {
    method: 'POST',
    query: { type },
    body,
    schema: extensionResponse,
  });
}

/** POST /api/applications/{id}/extension/referral: an underwriter prices or declines a referral. */
export function decideExtension(
  applicationId: string,
  body: ExtensionDecisionBody,
): Promise<ExtensionStateResponse> {
  return apiRequest(applicationApiPath(applicationId, '/extension/referral'), {
    method: 'POST',
    body,
    schema: extensionStateResponse,
  });
}
