import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  cancellationPremiumsResponse,
  cancellationRecordResponse,
  endorsementResponse,
  ticketLookupResponse,
  type CancellationPremiumsBody,
  type CancellationPremiumsResponse,
  type CancellationRecordResponse,
  type EndorsementRequest,
  type EndorsementResponse,
  type TicketLookup,
} from '@bm/contracts';
import { apiRequest } from '../../../../lib/api-client.ts';
import {
  applicationQueryOptions,
  retryUnlessClientError,
  useRefreshRecord,
} from '../../../crm/api/get-application.ts';

const applicationPath = (applicationId: string) => `/api/applications/${encodeURIComponent(applicationId)}`;

/** POST /api/applications/{id}/cancellation/premiums: the figures of a cancellation (nothing saved). */
export function fetchCancellationPremiums(
  applicationId: string,
  body: CancellationPremiumsBody,
  signal?: AbortSignal,
): Promise<CancellationPremiumsResponse> {
  return apiRequest(`${applicationPath(applicationId)}/cancellation/premiums`, {
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

/** POST /api/applications/{id}/endorsement with a cancellation (spec 4: a cancellation is an endorsement). */
export function saveCancellation(
  applicationId: string,
  body: EndorsementRequest,
): Promise<EndorsementResponse> {
  return apiRequest(`${applicationPath(applicationId)}/endorsement`, {
    method: 'POST',
    body,
    schema: endorsementResponse,
  });
}

/**
 * Saves the cancellation; on success the record (and its history, nested under it), documents and
 * invoices (plan payments voided, a balance invoiced) refresh.
 */
export function useSaveCancellation(applicationId: string) {
  const refresh = useRefreshRecord();
  return useMutation({
    mutationFn: (body: EndorsementRequest) => saveCancellation(applicationId, body),
    onSuccess: (result) => refresh(applicationId, result.application),
  });
}

/** GET /api/hubspot/ticket/{ticketId}?applicationId=: whether the ticket exists and names the policy. */
export function lookupTicket(ticketId: string, applicationId: string): Promise<TicketLookup> {
  return apiRequest(`/api/hubspot/ticket/${encodeURIComponent(ticketId)}`, {
    query: { applicationId },
    schema: ticketLookupResponse,
  });
}

/** GET /api/applications/{id}/cancellationRecord: the read-only record of a cancelled policy. */
export function fetchCancellationRecord(
  applicationId: string,
  signal?: AbortSignal,
): Promise<CancellationRecordResponse> {
  return apiRequest(`${applicationPath(applicationId)}/cancellationRecord`, {
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
