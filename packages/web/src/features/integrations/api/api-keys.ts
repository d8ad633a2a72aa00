import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeyListResponse, createApiKeyResponse, okResponse, type CreateApiKeyBody } from '@bm/contracts';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client.ts';

const KEY = ['api-keys'] as const;

/** GET /api/api-keys. */
export function useApiKeys() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest('/api/api-keys', { schema: apiKeyListResponse, signal }),
    retry: retryUnlessClientError,
  });
}

/** POST /api/api-keys: the key in full, shown once. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) =>
      apiRequest('/api/api-keys', { method: 'POST', body, schema: createApiKeyResponse }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** DELETE /api/api-keys/{id}: revokes it. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE', schema: okResponse }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
