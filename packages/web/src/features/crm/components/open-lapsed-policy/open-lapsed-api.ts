import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  openLapsedPolicyResponse,
  type OpenLapsedPolicyRequest,
  type OpenLapsedPolicyResponse,
} from '@bm/contracts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { applicationQueryOptions } from '../../../crm/api/get-application.ts';
import { documentsQueryOptions } from '../../../crm/api/get-documents.ts';

/** POST /api/applications/{id}/openLapsedPolicy (spec 7): comment and uploadedFiles. */
export function openLapsedPolicy(
  applicationId: string,
  body: OpenLapsedPolicyRequest,
): Promise<OpenLapsedPolicyResponse> {
  return apiRequest(`/api/applications/${encodeURIComponent(applicationId)}/openLapsedPolicy`, {
    method: 'POST',
    body,
    schema: openLapsedPolicyResponse,
  });
}

/** Opens the lapsed policy; on success the record (and its nested history) and documents refresh. */
export function useOpenLapsedPolicy(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenLapsedPolicyRequest) => openLapsedPolicy(applicationId, body),
    onSuccess: async (result) => {
      const recordKey = applicationQueryOptions(applicationId).queryKey;
      client.setQueryData(recordKey, result.application);
      await Promise.all([
        client.invalidateQueries({ queryKey: recordKey }),
        client.invalidateQueries({ queryKey: documentsQueryOptions(applicationId).queryKey }),
      ]);
    },
  });
}
