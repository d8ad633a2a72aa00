import { useMutation, useQuery } from '@tanstack/react-query';
import {
  openLapsedPolicyResponse,
  reinstatementPreviewResponse,
  reinstateResponse,
  type ReinstateBody,
  type ReinstatementPreview,
  type ReinstateResponse,
  type OpenLapsedPolicyRequest,
  type OpenLapsedPolicyResponse,
} from '@bm/contracts';
import { apiRequest, applicationApiPath } from '../../../../lib/api-client.ts';
import { useRefreshRecord } from '../../api/get-application.ts';

/** POST /api/applications/{id}/reinstate/preview: what a reinstatement would invoice (nothing saved). */
export function fetchReinstatementPreview(
  applicationId: string,
  signal?: AbortSignal,
): Promise<ReinstatementPreview> {
  return apiRequest(applicationApiPath(applicationId, '/reinstate/preview'), {
    method: 'POST',
    body: {},
    schema: reinstatementPreviewResponse,
    signal,
  });
}

/** The preview, fetched afresh each time the modal opens (figures move with the clock and payments). */
export function useReinstatementPreview(applicationId: string) {
  return useQuery({
    queryKey: ['crm', 'reinstatement-preview', applicationId] as const,
    queryFn: ({ signal }) => fetchReinstatementPreview(applicationId, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /api/applications/{id}/reinstate (spec 7): reinstatementReason, details and the total seen. */
export function reinstatePolicy(applicationId: string, body: ReinstateBody): Promise<ReinstateResponse> {
  return apiRequest(applicationApiPath(applicationId, '/reinstate'), {
    method: 'POST',
    body,
    schema: reinstateResponse,
  });
}

/** Reinstates; on success the record (its history is nested under it), documents and invoices refresh. */
export function useReinstatePolicy(applicationId: string) {
  const refresh = useRefreshRecord();
  return useMutation({
    mutationFn: (body: ReinstateBody) => reinstatePolicy(applicationId, body),
    onSuccess: (result) => refresh(applicationId, result.application),
  });
}

/** POST /api/applications/{id}/openLapsedPolicy (spec 7): comment and uploadedFiles. */
export function openLapsedPolicy(
  applicationId: string,
  body: OpenLapsedPolicyRequest,
): Promise<OpenLapsedPolicyResponse> {
  return apiRequest(applicationApiPath(applicationId, '/openLapsedPolicy'), {
    method: 'POST',
    body,
    schema: openLapsedPolicyResponse,
  });
}

/** Opens the lapsed policy; on success the record (and its nested history) and documents refresh. */
export function useOpenLapsedPolicy(applicationId: string) {
  const refresh = useRefreshRecord();
  return useMutation({
    mutationFn: (body: OpenLapsedPolicyRequest) => openLapsedPolicy(applicationId, body),
    onSuccess: (result) => refresh(applicationId, result.application),
  });
}
