import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationSchema, type Application, type ManualBindBody } from '@bm/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { applicationQueryOptions } from './get-application.ts';
import { documentsQueryOptions } from './get-documents.ts';

/** POST /api/applications/{id}/bind: records the policy as bound (spec 4, manual bind). */
export function manualBind(applicationId: string, body: ManualBindBody): Promise<Application> {
  return apiRequest(`/api/applications/${encodeURIComponent(applicationId)}/bind`, {
    method: 'POST',
    body,
    schema: applicationSchema,
  });
}

export function useManualBind(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualBindBody) => manualBind(applicationId, body),
    onSuccess: async (record) => {
      client.setQueryData(applicationQueryOptions(applicationId).queryKey, record);
      await client.invalidateQueries({ queryKey: documentsQueryOptions(applicationId).queryKey });
    },
  });
}
