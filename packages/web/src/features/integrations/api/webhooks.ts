import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  okResponse,
  replayWebhookResponse,
  webhookDeliveriesResponse,
  webhookEndpointListResponse,
  webhookEndpointSchema,
  webhookEndpointWithSecretResponse,
  webhookEventTypesResponse,
  type CreateWebhookEndpointBody,
  type ReplayWebhookBody,
  type UpdateWebhookEndpointBody,
  type WebhookDelivery,
} from '@bm/contracts';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client.ts';

const KEY = ['webhooks'] as const;
const path = (id: string, rest = '') => `/api/webhooks/endpoints/${encodeURIComponent(id)}${rest}`;

/** GET /api/webhooks/event-types. */
export function useEventTypes() {
  return useQuery({
    queryKey: [...KEY, 'event-types'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/webhooks/event-types', { schema: webhookEventTypesResponse, signal }),
    retry: retryUnlessClientError,
    staleTime: 60 * 60_000,
  });
}

/** GET /api/webhooks/endpoints. */
export function useEndpoints() {
  return useQuery({
    queryKey: [...KEY, 'endpoints'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/webhooks/endpoints', { schema: webhookEndpointListResponse, signal }),
    retry: retryUnlessClientError,
  });
}

/** While a shown delivery is still pending, the log asks again this often (its outcome follows). */
export const PENDING_REFRESH_MS = 2_000;

/**
 * GET /api/webhooks/endpoints/{id}/deliveries, one page (newest first); read again every two seconds
 * while one of them is pending, so that a replay's outcome appears without reloading.
 */
export function useDeliveries(
  endpointId: string,
  status: WebhookDelivery['status'] | '',
  cursor: string | null,
) {
  return useQuery({
    queryKey: [...KEY, 'deliveries', endpointId, status, cursor] as const,
    queryFn: ({ signal }) =>
      apiRequest(path(endpointId, '/deliveries'), {
        query: { status, cursor, limit: 25 },
        schema: webhookDeliveriesResponse,
        signal,
      }),
    retry: retryUnlessClientError,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  });
}

function useWebhookMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

/** POST /api/webhooks/endpoints: the endpoint and its secret (shown once). */
export function useCreateEndpoint() {
  return useWebhookMutation((body: CreateWebhookEndpointBody) =>
    apiRequest('/api/webhooks/endpoints', {
      method: 'POST',
      body,
      schema: webhookEndpointWithSecretResponse,
    }),
  );
}

/** PATCH /api/webhooks/endpoints/{id}. */
export function useUpdateEndpoint() {
  return useWebhookMutation(({ id, body }: { id: string; body: UpdateWebhookEndpointBody }) =>
    apiRequest(path(id), { method: 'PATCH', body, schema: webhookEndpointSchema }),
  );
}

/** DELETE /api/webhooks/endpoints/{id}. */
export function useDeleteEndpoint() {
  return useWebhookMutation((id: string) => apiRequest(path(id), { method: 'DELETE', schema: okResponse }));
}

/** POST /api/webhooks/endpoints/{id}/rotate-secret: the new secret (shown once). */
export function useRotateSecret() {
  return useWebhookMutation((id: string) =>
    apiRequest(path(id, '/rotate-secret'), { method: 'POST', schema: webhookEndpointWithSecretResponse }),
  );
}

/** POST /api/webhooks/endpoints/{id}/replay: how many deliveries were queued. */
export function useReplay() {
  return useWebhookMutation(({ id, body }: { id: string; body: ReplayWebhookBody }) =>
    apiRequest(path(id, '/replay'), { method: 'POST', body, schema: replayWebhookResponse }),
  );
}
