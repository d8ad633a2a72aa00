import { useMutation } from '@tanstack/react-query';
import { emailDocumentsResponse, type EmailDocumentsBody, type EmailDocumentsResponse } from '@bm/contracts';
import { apiRequest, applicationApiPath } from '../../../../lib/api-client.ts';
import { useRefreshRecord } from '../../api/get-application.ts';

/** POST /api/applications/{id}/email?type=customerDocument: emails the chosen documents (by Key). */
export function emailDocuments(
  applicationId: string,
  body: EmailDocumentsBody,
): Promise<EmailDocumentsResponse> {
  return apiRequest(applicationApiPath(applicationId, '/email'), {
    method: 'POST',
    query: { type: 'customerDocument' },
    body,
    schema: emailDocumentsResponse,
  });
}

/** Emails the documents, then refreshes the record (its history shows the 'Documents Emailed' row). */
export function useEmailDocuments(applicationId: string) {
  const refresh = useRefreshRecord();
  return useMutation({
    mutationFn: (body: EmailDocumentsBody) => emailDocuments(applicationId, body),
    onSuccess: () => refresh(applicationId),
  });
}
