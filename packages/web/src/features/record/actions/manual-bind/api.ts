import { useMutation } from '@tanstack/react-query';
import { applicationSchema, type Application, type ManualBindBody } from '@bm/contracts';
import { apiRequest, applicationApiPath } from '../../../../lib/api-client.ts';
import { useRefreshRecord } from '../../api/get-application.ts';

/** POST /api/applications/{id}/bind: records the policy as bound (spec 4, manual bind). */
export function manualBind(applicationId: string, body: ManualBindBody): Promise<Application> {
  return apiRequest(applicationApiPath(applicationId, '/bind'), {
    method: 'POST',
    body,
    schema: applicationSchema,
  });
}

export function useManualBind(applicationId: string) {
  const refresh = useRefreshRecord();
  return useMutation({
    mutationFn: (body: ManualBindBody) => manualBind(applicationId, body),
    onSuccess: (record) => refresh(applicationId, record),
  });
}
