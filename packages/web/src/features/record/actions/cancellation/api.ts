import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  cancellationPremiumsResponse,
  cancellationRecordResponse,
  type CancellationPremiumsBody,
  type CancellationPremiumsResponse,
  type CancellationRecordResponse,
  type EndorsementRequest,
} from '@bm/contracts';
import { apiRequest, applicationApiPath, retryUnlessClientError } from '../../../../lib/api-client.ts';
import { applicationQueryOptions, useRefreshRecord } from '../../api/get-application.ts';
import { saveEndorsement } from '../../api/save-endorsement.ts';

/** POST /api/applications/{id}/cancellation/premiums: the figures of a cancellation (nothing saved). */
export function fetchCancellationPremiums(
  applicationId: string,
  body: CancellationPremiumsBody,
  signal?: AbortSignal,
): Promise<CancellationPremiumsResponse> {
  return apiRequest(applicationApiPath(applicationId, '/cancellation/premiums'), {
    method: 'POST',
    body,
    schema: cancellationPremiumsResponse,
    signal,
  });
}

/**
 * The figures for a date, option and waivers; fetched again on every change of them. Kept apart
 * from the record's key, so refreshing the record after the cancel does not ask again.
 */
export function useCancellationPremiums(applicationId: string, body: CancellationPremiumsBody | null) {
  return useQuery({
    queryKey: ['crm', 'cancellation-premiums', applicationId, body] as const,
    queryFn: ({ signal }) =>
      fetchCancellationPremiums(applicationId, body as CancellationPremiumsBody, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Saves the cancellation; on success the record (and its history, nested under it), documents and
 * invoices (plan payments voided, a balance invoiced) refresh.
 */
export function useSaveCancellation(applicationId: string) {
  const refresh = useRefreshRecord();
  return useMutation({
    mutationFn: (body: EndorsementRequest) => saveEndorsement(applicationId, body),
    onSuccess: (result) => refresh(applicationId, result.application),
  });
}

/** GET /api/applications/{id}/cancellationRecord: the read-only record of a cancelled policy. */
export function fetchCancellationRecord(
  applicationId: string,
  signal?: AbortSignal,
): Promise<CancellationRecordResponse> {
  return apiRequest(applicationApiPath(applicationId, '/cancellationRecord'), {
    schema: cancellationRecordResponse,
    signal,
  });
}

/** Nested under the record's key, so it refreshes with the record. */
export function cancellationRecordQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: [...applicationQueryOptions(applicationId).queryKey, 'cancellation-record'] as const,
    queryFn: ({ signal }) => fetchCancellationRecord(applicationId, signal),
    retry: retryUnlessClientError,
  });
}

export function useCancellationRecord(applicationId: string) {
  return useQuery(cancellationRecordQueryOptions(applicationId));
}
