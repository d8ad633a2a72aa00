import { useMutation } from '@tanstack/react-query';
import {
  financeTransactionResponse,
  type FinanceTransactionRequest,
  type FinanceTransactionResponse,
} from '@bm/contracts';
import { apiRequest, applicationApiPath } from '../../../../lib/api-client.ts';
import { useRefreshRecord } from '../../api/get-application.ts';

/** POST /api/applications/{id}/financeTransaction (spec 7). */
export function recordFinanceTransaction(
  applicationId: string,
  body: FinanceTransactionRequest,
): Promise<FinanceTransactionResponse> {
  return apiRequest(applicationApiPath(applicationId, '/financeTransaction'), {
    method: 'POST',
    body,
    schema: financeTransactionResponse,
  });
}

/** Records it; on success the record, its invoices and its history refresh. */
export function useRecordFinanceTransaction(applicationId: string) {
  const refresh = useRefreshRecord();
  return useMutation({
    mutationFn: (body: FinanceTransactionRequest) => recordFinanceTransaction(applicationId, body),
    onSuccess: (result) => refresh(applicationId, result.application),
  });
}
