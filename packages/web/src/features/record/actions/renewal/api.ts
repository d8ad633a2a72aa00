import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  applicationSchema,
  renewalOfferResponse,
  renewalStatusResponse,
  type Application,
  type DeclineBody,
  type StopActionBody,
} from '@bm/contracts';
import type { StopActionKind } from '@bm/domain';
import { apiRequest, applicationApiPath, retryUnlessClientError } from '../../../../lib/api-client.ts';
import { applicationQueryOptions, useRefreshRecord } from '../../api/get-application.ts';

const path = (applicationId: string, action: string) => applicationApiPath(applicationId, `/${action}`);

/** GET /api/applications/{id}/renewal: the renewal, the renewed policy, the offer window, the stop. */
export function renewalStatusQueryOptions(applicationId: string) {
  return queryOptions({
    // Under the record's key: invalidating the record refreshes its renewal state too.
    queryKey: [...applicationQueryOptions(applicationId).queryKey, 'renewal'] as const,
    queryFn: ({ signal }) =>
      apiRequest(path(applicationId, 'renewal'), { schema: renewalStatusResponse, signal }),
    retry: retryUnlessClientError,
  });
}

export function useRenewalStatus(applicationId: string, enabled: boolean) {
  return useQuery({ ...renewalStatusQueryOptions(applicationId), enabled });
}

/** After a change: the records it touched (each with everything under its key). */
function useRefresh() {
  const refreshRecord = useRefreshRecord();
  return async (...ids: (string | null | undefined)[]) => {
    for (const id of ids) if (id) await refreshRecord(id);
  };
}

/** POST /api/applications/{id}/renewal: offers the renewal (answers the existing one). */
export function useOfferRenewal(applicationId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () =>
      apiRequest(path(applicationId, 'renewal'), { method: 'POST', schema: renewalOfferResponse }),
    onSuccess: (result) => refresh(applicationId, result.application.applicationId),
  });
}

/** PUT /api/applications/{id}/stopRenewal or /stopBind. */
export function useStopAction(record: Application) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: StopActionKind; body: StopActionBody }) =>
      apiRequest(path(record.applicationId, kind), { method: 'PUT', body, schema: applicationSchema }),
    onSuccess: () => refresh(record.applicationId, record.renewalOfId),
  });
}

/** POST /api/applications/{id}/decline. */
export function useDeclineRenewal(record: Application) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: DeclineBody) =>
      apiRequest(path(record.applicationId, 'decline'), { method: 'POST', body, schema: applicationSchema }),
    onSuccess: () => refresh(record.applicationId, record.renewalOfId),
  });
}
