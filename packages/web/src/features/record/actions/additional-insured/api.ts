import { useMutation } from '@tanstack/react-query';
import {
  additionalInsuredResponse,
  type AdditionalInsuredBody,
  type AdditionalInsuredResponse,
} from '@bm/contracts';
import { apiRequest, applicationApiPath } from '../../../../lib/api-client.ts';
import { useRefreshRecord } from '../../api/get-application.ts';

/** POST /api/applications/{id}/fillpdf: a certificate of insurance naming an additional insured. */
export function issueCertificate(
  applicationId: string,
  body: AdditionalInsuredBody,
): Promise<AdditionalInsuredResponse> {
  return apiRequest(applicationApiPath(applicationId, '/fillpdf'), {
    method: 'POST',
    body,
    schema: additionalInsuredResponse,
  });
}

/** Issues the certificate, then refreshes the record's documents and history (nested under the record). */
export function useIssueCertificate(applicationId: string) {
  const refresh = useRefreshRecord();
  return useMutation({
    mutationFn: (body: AdditionalInsuredBody) => issueCertificate(applicationId, body),
    onSuccess: () => refresh(applicationId),
  });
}
