import { useQuery } from '@tanstack/react-query';
import {
  changePaymentPlanQuoteResponse,
  changePaymentPlanResponse,
  type ChangePaymentPlanBody,
  type ChangePaymentPlanQuoteResponse,
  type ChangePaymentPlanResponse,
} from '@bm/contracts';
import type { PaymentPeriod } from '@bm/domain';
import { apiRequest, applicationApiPath } from '../../../../lib/api-client.ts';

/** POST /api/applications/{id}/changePaymentPlanQuote: what moving the policy to `to` now would do (nothing saved). */
export function fetchChangePaymentPlanQuote(
  applicationId: string,
  to: PaymentPeriod,
  signal?: AbortSignal,
): Promise<ChangePaymentPlanQuoteResponse> {
  return apiRequest(applicationApiPath(applicationId, '/changePaymentPlanQuote'), {
    method: 'POST',
    body: { to },
    schema: changePaymentPlanQuoteResponse,
    signal,
  });
}

/** The quote of the plan chosen, fetched afresh each time (the figures move with the clock and payments). */
export function useChangePaymentPlanQuote(applicationId: string, to: PaymentPeriod | null) {
  return useQuery({
    queryKey: ['crm', 'change-payment-plan-quote', applicationId, to] as const,
    queryFn: ({ signal }) => fetchChangePaymentPlanQuote(applicationId, to as PaymentPeriod, signal),
    enabled: to !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * POST /api/applications/{id}/changePaymentPlan (decision 0078): to annual one card charge of what
 * was shown; to a financed plan nothing charged. 402 (payment_failed) on a declined card or when no
 * card can pay the new plan, 409 when the plan cannot change or the payments moved.
 */
export function changePaymentPlan(
  applicationId: string,
  body: ChangePaymentPlanBody,
): Promise<ChangePaymentPlanResponse> {
  return apiRequest(applicationApiPath(applicationId, '/changePaymentPlan'), {
    method: 'POST',
    body,
    schema: changePaymentPlanResponse,
  });
}
