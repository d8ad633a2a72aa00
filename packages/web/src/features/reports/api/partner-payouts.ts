import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { partnerPayoutCompleteResponse, partnerPayoutListResponse, type PartnerPayout } from '@bm/contracts';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client.ts';

const PAYOUTS_KEY = ['reports', 'partner-payouts'] as const;

/** GET /api/invoices/partner: every partner payout, latest month first (finance, super admins). */
export function usePartnerPayouts(enabled: boolean) {
  return useQuery({
    queryKey: PAYOUTS_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/api/invoices/partner', { schema: partnerPayoutListResponse, signal }),
    enabled,
    retry: retryUnlessClientError,
  });
}

/** POST /api/invoices/partner/{partner}/{invoiceId}/completes; then the payouts and the report again. */
export function useCompletePartnerPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ payout, transferDate }: { payout: PartnerPayout; transferDate: string }) =>
      apiRequest(`/api/invoices/partner/${payout.partnerType}/${encodeURIComponent(payout.id)}/completes`, {
        method: 'POST',
        body: { transferDate },
        schema: partnerPayoutCompleteResponse,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['reports'] }),
  });
}
