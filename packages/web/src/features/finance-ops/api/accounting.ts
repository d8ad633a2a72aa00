import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountingConnectionSchema,
  accountingSyncResponse,
  financeOpsSummaryResponse,
  localConsentResponse,
  partnerPayoutListResponse,
  qboAuthUriResponse,
  qboTokensResponse,
  reconciliationResponse,
  type AccountingEnvironment,
} from '@bm/contracts';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client.ts';

const KEY = ['finance-ops'] as const;

/** GET /api/accounting: the connection, its last sync and the journal's size. */
export function useAccounting() {
  return useQuery({
    queryKey: [...KEY, 'accounting'],
    queryFn: ({ signal }) => apiRequest('/api/accounting', { schema: accountingConnectionSchema, signal }),
    retry: retryUnlessClientError,
  });
}

/** GET /api/finance-ops/summary: NSF invoices pending and partner payouts still open. */
export function useFinanceOpsSummary() {
  return useQuery({
    queryKey: [...KEY, 'summary'],
    queryFn: ({ signal }) =>
      apiRequest('/api/finance-ops/summary', { schema: financeOpsSummaryResponse, signal }),
    retry: retryUnlessClientError,
  });
}

/** GET /api/invoices/partner?status=open: the payouts to complete (completed on /reports). */
export function useOpenPayouts() {
  return useQuery({
    queryKey: [...KEY, 'open-payouts'],
    queryFn: ({ signal }) =>
      apiRequest('/api/invoices/partner', {
        query: { status: 'open' },
        schema: partnerPayoutListResponse,
        signal,
      }),
    retry: retryUnlessClientError,
  });
}

/** GET /api/accounting/reconciliation: a month's card payments and refunds against the processor's. */
export function useReconciliation(period: string) {
  return useQuery({
    queryKey: [...KEY, 'reconciliation', period],
    queryFn: ({ signal }) =>
      apiRequest('/api/accounting/reconciliation', {
        query: { period },
        schema: reconciliationResponse,
        signal,
      }),
    enabled: /^\d{4}-\d{2}$/.test(period),
    retry: retryUnlessClientError,
  });
}

/** GET /api/QBOOAuthURI, then the browser goes there to consent (Intuit, or the local consent step). */
export function useConnect() {
  return useMutation({
    mutationFn: async () => {
      const { uri } = await apiRequest('/api/QBOOAuthURI', { schema: qboAuthUriResponse });
      window.location.assign(uri);
    },
  });
}

const redirectUri = () => `${window.location.origin}/finance-ops`;

/** POST /api/QBOOAuthTokens with the URL the consent step redirected to. */
export function useExchangeTokens() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      environment,
      tokenExchangeUrl,
    }: {
      environment: AccountingEnvironment;
      tokenExchangeUrl: string;
    }) =>
      apiRequest('/api/QBOOAuthTokens', {
        method: 'POST',
        body: { environment, redirectUri: redirectUri(), tokenExchangeUrl },
        schema: qboTokensResponse,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** PUT /api/QBOOAuthTokens: new tokens for the connection. */
export function useRefreshTokens() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (environment: AccountingEnvironment) =>
      apiRequest('/api/QBOOAuthTokens', {
        method: 'PUT',
        body: { environment, redirectUri: redirectUri() },
        schema: qboTokensResponse,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/accounting/syncs: posts the month's journal. */
export function useSync() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (period: string) =>
      apiRequest('/api/accounting/syncs', {
        method: 'POST',
        body: { period },
        schema: accountingSyncResponse,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/accounting/local/consents: the local consent step's Allow; answers where to go next. */
export function useLocalConsent() {
  return useMutation({
    mutationFn: (state: string) =>
      apiRequest('/api/accounting/local/consents', {
        method: 'POST',
        body: { state },
        schema: localConsentResponse,
      }),
  });
}

/** DELETE /api/QBOOAuthTokens: revokes and deletes the connection's tokens; the journal stays. */
export function useDisconnect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/QBOOAuthTokens', { method: 'DELETE', schema: qboTokensResponse }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
