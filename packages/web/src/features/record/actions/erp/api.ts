import { useMutation } from '@tanstack/react-query';
import {
  createErpResponse,
  erpQuoteResponse,
  type CreateErpRequest,
  type CreateErpResponse,
  type ErpQuoteRequest,
  type ErpQuoteResponse,
} from '@bm/contracts';
import { ApiError, apiRequest, applicationApiPath } from '../../../../lib/api-client.ts';
import { useRefreshRecord } from '../../api/get-application.ts';

/** Spec 8: the server's message, else the step's own words. */
export function erpErrorMessage(error: Error, fallback: string): string {
  return error instanceof ApiError && typeof error.body.message === 'string' ? error.body.message : fallback;
}

/** POST /api/applications/{id}/erpQuote: the proposal (the quote step of spec 4's ERP flow). */
export function useErpQuote(applicationId: string) {
  return useMutation({
    mutationFn: (body: ErpQuoteRequest): Promise<ErpQuoteResponse> =>
      apiRequest(applicationApiPath(applicationId, '/erpQuote'), {
        method: 'POST',
        body,
        schema: erpQuoteResponse,
      }),
  });
}

/** POST /api/applications/{id}/createERPendorsement (spec 7); the record refreshes after it. */
export function useCreateErp(applicationId: string) {
  const refresh = useRefreshRecord();
  return useMutation({
    mutationFn: (body: CreateErpRequest): Promise<CreateErpResponse> =>
      apiRequest(applicationApiPath(applicationId, '/createERPendorsement'), {
        method: 'POST',
        body,
        schema: createErpResponse,
      }),
    onSuccess: (result) => refresh(applicationId, result.application),
  });
}
