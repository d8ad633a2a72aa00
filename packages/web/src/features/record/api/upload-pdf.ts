import { useMutation } from '@tanstack/react-query';
import { uploadResponse, type UploadedFile } from '@bm/contracts';
import { ApiError, applicationApiPath } from '../../../lib/api-client.ts';

/**
 * POST /api/applications/{id}/uploads?pdfOnly=true (multipart, field 'file'): the one upload path of
 * every modal that takes files. Only a real PDF is kept; the server judges the content.
 */
export async function uploadPdf(applicationId: string, file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(applicationApiPath(applicationId, '/uploads?pdfOnly=true'), {
      method: 'POST',
      credentials: 'same-origin',
      body: form,
    });
  } catch {
    throw new ApiError(0, 'We could not reach the server. Check your connection and try again.');
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const body = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const message = typeof body.message === 'string' ? body.message : `Request failed (${response.status})`;
    throw new ApiError(response.status, message, body);
  }
  return uploadResponse.parse(data);
}

export function useUploadPdf(applicationId: string) {
  return useMutation({ mutationFn: (file: File) => uploadPdf(applicationId, file) });
}
