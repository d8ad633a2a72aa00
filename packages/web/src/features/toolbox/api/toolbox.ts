import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  jobRunState,
  toolboxJobListResponse,
  toolboxJobRunResponse,
  toolboxPolicyResponse,
  toolboxProductListResponse,
  toolboxProductResponse,
  toolboxUserActionResponse,
  toolboxUserListResponse,
  type ToolboxUserAction,
} from '@bm/contracts';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client.ts';
import { invalidateLightQueries } from '../../../lib/light-query.ts';

const KEY = ['toolbox'] as const;

/** GET /api/toolbox/users?search=: users by email or name with their sign-in state. */
export function useToolboxUsers(search: string) {
  return useQuery({
    queryKey: [...KEY, 'users', search] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/toolbox/users', { query: { search }, schema: toolboxUserListResponse, signal }),
    enabled: search.length > 0,
    retry: retryUnlessClientError,
  });
}

/** POST /api/toolbox/users/{userId}/{action}; then the user lists again. */
export function useToolboxUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: ToolboxUserAction }) =>
      apiRequest(`/api/toolbox/users/${encodeURIComponent(userId)}/${action}`, {
        method: 'POST',
        schema: toolboxUserActionResponse,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'users'] }),
  });
}

export function useToolboxProducts() {
  return useQuery({
    queryKey: [...KEY, 'products'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/toolbox/products', { schema: toolboxProductListResponse, signal }),
    retry: retryUnlessClientError,
  });
}

/** PATCH /api/toolbox/products/{productId}; then this list and the catalogue read again. */
export function useUpdateToolboxProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      productId,
      change,
    }: {
      productId: string;
      change: { enabled?: boolean; showTile?: boolean };
    }) =>
      apiRequest(`/api/toolbox/products/${encodeURIComponent(productId)}`, {
        method: 'PATCH',
        body: change,
        schema: toolboxProductResponse,
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [...KEY, 'products'] });
      // The catalogue keeps products for five minutes: this session sees the change at once.
      invalidateLightQueries('catalogue');
    },
  });
}

export function useToolboxJobs() {
  return useQuery({
    queryKey: [...KEY, 'jobs'] as const,
    queryFn: ({ signal }) => apiRequest('/api/toolbox/jobs', { schema: toolboxJobListResponse, signal }),
    retry: retryUnlessClientError,
    // While a run goes on, its progress and then its outcome are read every second and a half.
    refetchInterval: (query) =>
      query.state.data?.items.some((job) => job.runs[0] && jobRunState(job.runs[0], Date.now()) === 'running')
        ? 1_500
        : false,
  });
}

/** POST /api/toolbox/jobs/{job}/runs: starts the job and answers at once with its run. */
export function useRunToolboxJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (job: string) =>
      apiRequest(`/api/toolbox/jobs/${encodeURIComponent(job)}/runs`, {
        method: 'POST',
        schema: toolboxJobRunResponse,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: [...KEY, 'jobs'] }),
  });
}

/** GET /api/toolbox/policies?policyNumber=: each term's raw ledger. */
export function useToolboxPolicyLedger(policyNumber: string) {
  return useQuery({
    queryKey: [...KEY, 'policy', policyNumber] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/toolbox/policies', { query: { policyNumber }, schema: toolboxPolicyResponse, signal }),
    enabled: policyNumber.length > 0,
    retry: retryUnlessClientError,
  });
}
