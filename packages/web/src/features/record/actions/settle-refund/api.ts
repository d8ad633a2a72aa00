import { useMutation } from '@tanstack/react-query';
import { settleRefundResponse, type SettleRefundBody, type SettleRefundResponse } from '@bm/contracts';
import { apiRequest, applicationApiPath } from '../../../../lib/api-client.ts';
import { useRefreshRecord } from '../../api/get-application.ts';

/**
 * POST /api/applications/{id}/refunds/{refundId}/settle: finance paid a pending manual refund out by
 * hand (docs/decisions/0020).
 */
export function settleRefund(
  applicationId: string,
  refundId: string,
  body: SettleRefundBody,
): Promise<SettleRefundResponse> {
  return apiRequest(applicationApiPath(applicationId, `/refunds/${encodeURIComponent(refundId)}/settle`), {
    method: 'POST',
    body,
    schema: settleRefundResponse,
  });
}

/** Once recorded, the record's invoices and history are fetched again (the credit note is paid). */
export function useSettleRefund(applicationId: string) {
  const refresh = useRefreshRecord();
  return useMutation({
    mutationFn: ({ refundId, body }: { refundId: string; body: SettleRefundBody }) =>
      settleRefund(applicationId, refundId, body),
    onSuccess: () => refresh(applicationId),
  });
}
