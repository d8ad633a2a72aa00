import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  addNoteResponse,
  noteListResponse,
  type AddNoteBody,
  type AddNoteResponse,
  type NoteList,
} from '@bm/contracts';
import { apiRequest, applicationApiPath, retryUnlessClientError } from '../../../../lib/api-client.ts';
import { applicationQueryOptions, useRefreshRecord } from '../../api/get-application.ts';

const notesPath = (applicationId: string) => applicationApiPath(applicationId, '/notes');

/** GET /api/applications/{id}/notes: the record's notes, newest first. */
export function fetchNotes(applicationId: string, signal?: AbortSignal): Promise<NoteList> {
  return apiRequest(notesPath(applicationId), { schema: noteListResponse, signal });
}

/** Nested under the record's key, so refreshing the record refreshes its notes too. */
export function notesQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: [...applicationQueryOptions(applicationId).queryKey, 'notes'] as const,
    queryFn: ({ signal }) => fetchNotes(applicationId, signal),
    retry: retryUnlessClientError,
  });
}

export function useNotes(applicationId: string) {
  return useQuery(notesQueryOptions(applicationId));
}

/** POST /api/applications/{id}/notes: a comment, a sales status change, or both. */
export function addNote(applicationId: string, body: AddNoteBody): Promise<AddNoteResponse> {
  return apiRequest(notesPath(applicationId), { method: 'POST', body, schema: addNoteResponse });
}

/**
 * Saves a note; the record (its sales status chip, and the notes and history nested under it) and
 * the documents (attachments are uploads) refresh.
 */
export function useAddNote(applicationId: string) {
  const refresh = useRefreshRecord();
  return useMutation({
    mutationFn: (body: AddNoteBody) => addNote(applicationId, body),
    onSuccess: (result) => refresh(applicationId, result.application),
  });
}
