import { useQuery } from '@tanstack/react-query';
import {
  payInFullQuoteResponse,
  payInFullResponse,
  type PayInFullBody,
  type PayInFullQuoteResponse,
  type PayInFullResponse,
} from '@bm/contracts';
import { apiRequest, applicationApiPath } from '../../../../lib/api-client.ts';

/** POST /api/applications/{id}/payInFullQuote: what paying in full now would charge (nothing saved). */
export function fetchPayInFullQuote(
  applicationId: string,
  signal?: AbortSignal,
): Promise<PayInFullQuoteResponse> {
  return apiRequest(applicationApiPath(applicationId, '/payInFullQuote'), {
    method: 'POST',
    body: {},
    schema: payInFullQuoteResponse,
    signal,
  });
}

/** The quote, fetched afresh each time the modal opens (the figures move with the clock and payments). */
export function usePayInFullQuote(applicationId: string) {
  return useQuery({
    queryKey: ['crm', 'pay-in-full-quote', applicationId] as const,
    queryFn: ({ signal }) => fetchPayInFullQuote(applicationId, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * POST /api/applications/{id}/payInFull (spec 7): one card charge of the open balance seen; 402
 * (payment_failed) with the processor's message on a declined card, 409 when the figures moved.
 */
export function payInFull(applicationId: string, body: PayInFullBody): Promise<PayInFullResponse> {
  return apiRequest(applicationApiPath(applicationId, '/payInFull'), {
    method: 'POST',
    body,
    schema: payInFullResponse,
  });
}
