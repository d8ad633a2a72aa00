import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  partnershipListResponse,
  partnershipResponse,
  productListResponse,
  type PartnershipCreateBody,
  type PartnershipTermsBody,
} from '@bm/contracts';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client.ts';

const KEY = ['partnerships'] as const;

/** GET /api/partnerships: the partner brokerages set up so far, newest first. */
export function usePartnerships() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest('/api/partnerships', { schema: partnershipListResponse, signal }),
    retry: retryUnlessClientError,
  });
}

/** The catalogue's products, for the products a partner may sell. */
export function useSetupProducts() {
  return useQuery({
    queryKey: [...KEY, 'products'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/products', { query: { limit: 100 }, schema: productListResponse, signal }),
    retry: retryUnlessClientError,
    staleTime: 5 * 60_000,
  });
}

/** POST /api/partnerships. */
export function useCreatePartnership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnershipCreateBody) =>
      apiRequest('/api/partnerships', { method: 'POST', body, schema: partnershipResponse }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/partnerships/{brokerageId}/invitations. */
export function useInvitePartnerBrokers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ brokerageId, invitations }: { brokerageId: string; invitations: string[] }) =>
      apiRequest(`/api/partnerships/${encodeURIComponent(brokerageId)}/invitations`, {
        method: 'POST',
        body: { invitations },
        schema: partnershipResponse,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** PUT /api/partnerships/{brokerageId}/terms. */
export function useUpdatePartnerTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ brokerageId, terms }: { brokerageId: string; terms: PartnershipTermsBody }) =>
      apiRequest(`/api/partnerships/${encodeURIComponent(brokerageId)}/terms`, {
        method: 'PUT',
        body: terms,
        schema: partnershipResponse,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
