import { useMutation } from '@tanstack/react-query';
import {
  openLapsedPolicyResponse,
  type OpenLapsedPolicyRequest,
  type OpenLapsedPolicyResponse,
} from '@bm/contracts';
import { apiRequest, applicationApiPath } from '../../../../lib/api-client.ts';
import { useRefreshRecord } from '../../api/get-application.ts';

/** POST /api/applications/{id}/openLapsedPolicy (spec 7): comment and uploadedFiles. */
export function openLapsedPolicy(
  applicationId: string,
  body: OpenLapsedPolicyRequest,
): Promise<OpenLapsedPolicyResponse> {
  return apiRequest(applicationApiPath(applicationId, '/openLapsedPolicy'), {
    method: 'POST',
    body,
    schema: openLapsedPolicyResponse,
  });
}

/** Opens the lapsed policy; on success the record (and its nested history) and documents refresh. */
export function useOpenLapsedPolicy(applicationId: string) {
  const refresh = useRefreshRecord();
  return useMutation({
    mutationFn: (body: OpenLapsedPolicyRequest) => openLapsedPolicy(applicationId, body),
    onSuccess: (result) => refresh(applicationId, result.application),
  });
}
