import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accountingDrillResponse, accountingReportResponse, type AccountingReportQuery } from '@bm/contracts';
import type { AccountingReportKind } from '@bm/domain';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client.ts';

/** GET /api/financial-reports/{report}: the report's rows and totals over the period. */
export function useAccountingReport(
  report: AccountingReportKind,
  query: AccountingReportQuery,
  enabled = true,
) {
  return useQuery({
    queryKey: ['financial-reports', report, query] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/financial-reports/${report}`, {
        query: { ...query },
        schema: accountingReportResponse,
        signal,
      }),
    enabled,
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET /api/financial-reports/{report}/drill-down: the transactions behind one row. */
export function useAccountingDrill(
  report: AccountingReportKind,
  query: AccountingReportQuery,
  key: string | null,
) {
  return useQuery({
    queryKey: ['financial-reports', report, 'drill-down', query, key] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/financial-reports/${report}/drill-down`, {
        query: { ...query, key: key ?? '' },
        schema: accountingDrillResponse,
        signal,
      }),
    enabled: key !== null,
    retry: retryUnlessClientError,
    staleTime: 30_000,
  });
}

/** The report's CSV export (a plain download link). */
export function accountingCsvHref(report: AccountingReportKind, query: AccountingReportQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return `/api/financial-reports/${report}/csv?${params.toString()}`;
}

/** The CSV of the transactions behind one row. */
export function accountingDrillCsvHref(
  report: AccountingReportKind,
  query: AccountingReportQuery,
  key: string,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, key })) if (value) params.set(name, value);
  return `/api/financial-reports/${report}/drill-down/csv?${params.toString()}`;
}
