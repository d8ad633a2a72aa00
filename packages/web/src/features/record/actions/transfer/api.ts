import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  leadResultResponse,
  productListResponse,
  transferOptionsResponse,
  transferPreviewResponse,
  transferResponse,
  type LeadAssignBody,
  type LeadMoveBody,
  type ProductSummary,
  type TransferBody,
  type TransferOptionsBody,
} from '@bm/contracts';
import { apiRequest, applicationApiPath, retryUnlessClientError } from '../../../../lib/api-client.ts';
import { applicationQueryOptions, useRefreshRecord } from '../../api/get-application.ts';
import { APPLICATIONS_QUERY_KEY } from '../../../../lib/crm-query-keys.ts';

/** POST /api/brokerages/{applicationId}/cognitoUsers (spec 7): brokerages, owners, current owner. */
export function fetchTransferOptions(applicationId: string, body: TransferOptionsBody, signal?: AbortSignal) {
  return apiRequest(`/api/brokerages/${encodeURIComponent(applicationId)}/cognitoUsers`, {
    method: 'POST',
    body,
    schema: transferOptionsResponse,
    signal,
  });
}

/** The choices of a transfer ('transfer') or a lead assignment ('assignLead') for one brokerage. */
export function useTransferOptions(
  applicationId: string,
  purpose: 'transfer' | 'assignLead',
  selectedBrokerageGroup: string | null,
) {
  const body: TransferOptionsBody = selectedBrokerageGroup
    ? { purpose, selectedBrokerageGroup }
    : { purpose };
  return useQuery({
    queryKey: ['crm', 'transfers', 'options', applicationId, purpose, selectedBrokerageGroup] as const,
    queryFn: ({ signal }) => fetchTransferOptions(applicationId, body, signal),
    retry: retryUnlessClientError,
    // The brokerage list stays on screen while another brokerage's owners load.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/products: the enabled products of the catalogue a lead can move to. */
export function useCatalogueProducts() {
  return useQuery({
    queryKey: ['crm', 'transfers', 'products'] as const,
    queryFn: async ({ signal }): Promise<ProductSummary[]> => {
      const page = await apiRequest('/api/products', {
        query: { limit: 100 },
        schema: productListResponse,
        signal,
      });
      return page.items.filter((product) => product.enabled);
    },
    retry: retryUnlessClientError,
    staleTime: 5 * 60_000,
  });
}

export function usePreviewTransfer(applicationId: string) {
  return useMutation({
    mutationFn: (body: TransferBody) =>
      apiRequest(applicationApiPath(applicationId, '/transfer/preview'), {
        method: 'POST',
        body,
        schema: transferPreviewResponse,
      }),
  });
}

/** After a change: the record, its history (nested under it) and documents are fetched again. */
function useRefreshMoved(applicationId: string) {
  const client = useQueryClient();
  const refreshRecord = useRefreshRecord();
  return async () => {
    await refreshRecord(applicationId);
    await client.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY });
  };
}

/** POST /api/applications/{id}/transfer (spec 7). */
export function useTransferAccount(applicationId: string) {
  const client = useQueryClient();
  const refresh = useRefreshMoved(applicationId);
  return useMutation({
    mutationFn: (body: TransferBody) =>
      apiRequest(applicationApiPath(applicationId, '/transfer'), {
        method: 'POST',
        body,
        schema: transferResponse,
      }),
    onSuccess: async (result) => {
      if (!result.accessible) {
        // The user can no longer open the record: drop it rather than refetch a 403.
        client.removeQueries({ queryKey: applicationQueryOptions(applicationId).queryKey });
        return;
      }
      client.setQueryData(applicationQueryOptions(applicationId).queryKey, result.application);
      await refresh();
    },
  });
}

/** POST /api/applications/{id}/lead/move (ProductCardModal). */
export function useMoveLead(applicationId: string) {
  const refresh = useRefreshMoved(applicationId);
  return useMutation({
    mutationFn: (body: LeadMoveBody) =>
      apiRequest(applicationApiPath(applicationId, '/lead/move'), {
        method: 'POST',
        body,
        schema: leadResultResponse,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/applications/{id}/lead/assign (AssignCustomLead). */
export function useAssignLead(applicationId: string) {
  const client = useQueryClient();
  const refresh = useRefreshMoved(applicationId);
  return useMutation({
    mutationFn: (body: LeadAssignBody) =>
      apiRequest(applicationApiPath(applicationId, '/lead/assign'), {
        method: 'POST',
        body,
        schema: leadResultResponse,
      }),
    onSuccess: async (result) => {
      if (!result.accessible) {
        client.removeQueries({ queryKey: applicationQueryOptions(applicationId).queryKey });
        return;
      }
      await refresh();
    },
  });
}
