import { COMMISSION_REPORT_PAGE_SIZES } from '@bm/contracts';
import { isCalendarDay, PAYMENT_PERIODS, PROVINCES, type PaymentPeriod, type Province } from '@bm/domain';

export type ReportPageSize = (typeof COMMISSION_REPORT_PAGE_SIZES)[number];
export const PAYOUT_STATUSES = ['Paid', 'Not Paid'] as const;
export type PayoutStatusFilter = (typeof PAYOUT_STATUSES)[number];

/** The /reports list's state, held in the URL search params so refresh, back and links keep it. */
export interface ReportListState {
  /** Transaction Vancouver days, YYYY-MM-DD, inclusive, or ''. */
  from: string;
  to: string;
  brokerageId: string;
  brokerId: string;
  productId: string;
  province: Province | '';
  paymentPeriod: PaymentPeriod | '';
  payoutStatus: PayoutStatusFilter | '';
  limit: ReportPageSize;
  cursor: string | null;
}

export const CLEARED_REPORT_FILTERS = {
  from: '',
  to: '',
  brokerageId: '',
  brokerId: '',
  productId: '',
  province: '',
  paymentPeriod: '',
  payoutStatus: '',
} satisfies Partial<ReportListState>;

export const DEFAULT_REPORT_LIST_STATE: ReportListState = {
  ...CLEARED_REPORT_FILTERS,
  limit: 50,
  cursor: null,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (raw: string | null) => (raw && UUID.test(raw) ? raw : '');
const day = (raw: string | null) => (raw && isCalendarDay(raw) ? raw : '');
function oneOf<T extends string>(values: readonly T[], raw: string | null): T | '' {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : '';
}

/** Reads the list state from the URL, dropping anything the API would refuse. */
export function parseReportListState(params: URLSearchParams): ReportListState {
  const limit = Number(params.get('limit'));
  return {
    from: day(params.get('from')),
    to: day(params.get('to')),
    brokerageId: uuid(params.get('brokerageId')),
    brokerId: uuid(params.get('brokerId')),
    productId: (params.get('productId') ?? '').trim().slice(0, 100),
    province: oneOf(PROVINCES, params.get('province')),
    paymentPeriod: oneOf(PAYMENT_PERIODS, params.get('paymentPeriod')),
    payoutStatus: oneOf(PAYOUT_STATUSES, params.get('payoutStatus')),
    limit: (COMMISSION_REPORT_PAGE_SIZES as readonly number[]).includes(limit)
      ? (limit as ReportPageSize)
      : DEFAULT_REPORT_LIST_STATE.limit,
    cursor: params.get('cursor') || null,
  };
}

export type ReportRequest = Record<string, string | number | undefined>;

/** The filters as the API reads them (the CSV export takes the same, without paging). */
export function toReportFilters(state: ReportListState): ReportRequest {
  return {
    from: state.from || undefined,
    to: state.to || undefined,
    brokerageId: state.brokerageId || undefined,
    brokerId: state.brokerId || undefined,
    productId: state.productId || undefined,
    province: state.province || undefined,
    paymentPeriod: state.paymentPeriod || undefined,
    payoutStatus: state.payoutStatus || undefined,
  };
}

export function toReportRequest(state: ReportListState): ReportRequest {
  return { ...toReportFilters(state), limit: state.limit, cursor: state.cursor ?? undefined };
}

export function toReportSearchParams(state: ReportListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toReportRequest(state))) {
    if (value === undefined || value === '') continue;
    if (key === 'limit' && value === DEFAULT_REPORT_LIST_STATE.limit) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The CSV export's address for the filters in force. */
export function reportCsvHref(state: ReportListState): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toReportFilters(state)))
    if (value) params.set(key, String(value));
  const query = params.toString();
  return `/api/reports/commissions.csv${query ? `?${query}` : ''}`;
}

export function activeReportFilterCount(state: ReportListState): number {
  return Object.values(toReportFilters(state)).filter((v) => v !== undefined).length;
}
