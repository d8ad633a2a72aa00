import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  commissionReportResponse,
  productListResponse,
  reportBrokerListResponse,
  type CommissionReportResponse,
} from '@bm/contracts';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client.ts';
import type { ReportRequest } from '../lib/list-state.ts';

/** GET /api/reports/commissions: one keyset page of the report and the totals of all that match. */
export function fetchCommissionReport(
  request: ReportRequest,
  signal?: AbortSignal,
): Promise<CommissionReportResponse> {
  return apiRequest('/api/reports/commissions', { query: request, schema: commissionReportResponse, signal });
}

export function useCommissionReport(request: ReportRequest, enabled = true) {
  return useQuery({
    queryKey: ['reports', 'commissions', request] as const,
    queryFn: ({ signal }) => fetchCommissionReport(request, signal),
    enabled,
    // Keep the lines and totals on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** The brokers the report can be filtered by. */
export function useReportBrokers(enabled = true) {
  return useQuery({
    queryKey: ['reports', 'brokers'] as const,
    queryFn: ({ signal }) => apiRequest('/api/reports/brokers', { schema: reportBrokerListResponse, signal }),
    enabled,
    retry: retryUnlessClientError,
    staleTime: 5 * 60_000,
  });
}

/** The catalogue's products, for the product filter. */
export function useReportProducts() {
  return useQuery({
    queryKey: ['reports', 'products'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/products', { query: { limit: 100 }, schema: productListResponse, signal }),
    retry: retryUnlessClientError,
    staleTime: 5 * 60_000,
  });
}
