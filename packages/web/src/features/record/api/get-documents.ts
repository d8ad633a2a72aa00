import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  documentLinkResponse,
  documentListResponse,
  type DocumentLink,
  type DocumentList,
} from '@bm/contracts';
import { apiRequest, applicationApiPath, retryUnlessClientError } from '../../../lib/api-client.ts';
import { externalNavigation } from '../../../lib/browser.ts';
import { applicationQueryOptions } from './get-application.ts';

/** GET /api/applications/{applicationId}/documents: the record's stored documents. */
export function fetchDocuments(applicationId: string, signal?: AbortSignal): Promise<DocumentList> {
  return apiRequest(applicationApiPath(applicationId, '/documents'), {
    schema: documentListResponse,
    signal,
  });
}

export function documentsQueryOptions(applicationId: string) {
  return queryOptions({
    // Under the record's key: refreshing the record refreshes its documents too.
    queryKey: [...applicationQueryOptions(applicationId).queryKey, 'documents'] as const,
    queryFn: ({ signal }) => fetchDocuments(applicationId, signal),
    retry: retryUnlessClientError,
  });
}

export function useDocuments(applicationId: string) {
  return useQuery(documentsQueryOptions(applicationId));
}

/** A document key as a URL path: each segment encoded, the slashes kept. */
export function documentPath(key: string): string {
  return `/api/documents/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** GET /api/documents/{key}: a short-lived link to download the document. */
export function fetchDocumentLink(key: string): Promise<DocumentLink> {
  return apiRequest(documentPath(key), { schema: documentLinkResponse });
}

/** Asks for a document's link, then sends the browser to it (the download starts there). */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: fetchDocumentLink,
    onSuccess: (link) => externalNavigation.assign(link.url),
  });
}
