import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  additionalInsuredResponse,
  type AdditionalInsuredBody,
  type AdditionalInsuredResponse,
} from '@bm/contracts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { applicationQueryOptions } from '../../../crm/api/get-application.ts';
import { documentsQueryOptions } from '../../../crm/api/get-documents.ts';

/** POST /api/applications/{id}/fillpdf: a certificate of insurance naming an additional insured. */
export function issueCertificate(
  applicationId: string,
  body: AdditionalInsuredBody,
): Promise<AdditionalInsuredResponse> {
  return apiRequest(`/api/applications/${encodeURIComponent(applicationId)}/fillpdf`, {
    method: 'POST',
    body,
    schema: additionalInsuredResponse,
  });
}

/** Issues the certificate, then refreshes the record's documents and history (nested under the record). */
export function useIssueCertificate(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdditionalInsuredBody) => issueCertificate(applicationId, body),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: documentsQueryOptions(applicationId).queryKey }),
        client.invalidateQueries({ queryKey: applicationQueryOptions(applicationId).queryKey }),
      ]);
    },
  });
}
