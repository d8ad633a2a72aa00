import { useMutation } from '@tanstack/react-query';
import { applicationSchema, type Application } from '@bm/contracts';
import type { Locale } from '@bm/domain';
import { apiRequest, applicationApiPath } from '../../../lib/api-client.ts';
import { useRefreshRecord } from '../api/get-application.ts';

/** PUT /api/applications/{id}/correspondenceLanguage: the insured's language, chosen on the record. */
export function changeCorrespondenceLanguage(applicationId: string, language: Locale): Promise<Application> {
  return apiRequest(applicationApiPath(applicationId, '/correspondenceLanguage'), {
    method: 'PUT',
    body: { correspondenceLanguage: language },
    schema: applicationSchema,
  });
}

/** The change, then the record shown as the server answered it (its history follows). */
export function useChangeCorrespondenceLanguage(applicationId: string) {
  const refreshRecord = useRefreshRecord();
  return useMutation({
    mutationFn: (language: Locale) => changeCorrespondenceLanguage(applicationId, language),
    onSuccess: (application) => refreshRecord(applicationId, application),
  });
}
