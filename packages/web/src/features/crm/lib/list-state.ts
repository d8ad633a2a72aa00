import { APPLICATION_SORTS, type ApplicationSort } from '@bm/contracts';
import {
  CATALOGUE,
  PAYMENT_PERIODS,
  POLICY_STATUSES,
  PROVINCES,
  SALES_STATUSES,
  type PaymentPeriod,
  type PolicyStatus,
  type Province,
  type SalesStatus,
} from '@bm/domain';

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export type SortOrder = 'asc' | 'desc';

/** The CRM list's state, held in the URL search params so refresh and back keep it. */
export interface CrmListState {
  search: string;
  status: PolicyStatus[];
  salesStatus: SalesStatus[];
  productId: string;
  brokerageId: string;
  province: Province | '';
  paymentPeriod: PaymentPeriod | '';
  includeClosed: boolean;
  sort: ApplicationSort;
  order: SortOrder;
  limit: PageSize;
  /** The cursor of the page shown; null for the first page. */
  cursor: string | null;
}

/** Search and every filter back to their defaults (sort and page size stay). */
export const CLEARED_FILTERS = {
  search: '',
  status: [],
  salesStatus: [],
  productId: '',
  brokerageId: '',
  province: '',
  paymentPeriod: '',
  includeClosed: false,
} satisfies Partial<CrmListState>;

export const DEFAULT_LIST_STATE: CrmListState = {
  ...CLEARED_FILTERS,
  sort: 'createdAt',
  order: 'desc',
  limit: 25,
  cursor: null,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

function csv<T extends string>(values: readonly T[], raw: string | null): T[] {
  if (!raw) return [];
  const picked = raw.split(',').map((v) => v.trim());
  return values.filter((value) => picked.includes(value));
}

/** Reads the list state from the URL, dropping anything the API would refuse. */
export function parseListState(params: URLSearchParams): CrmListState {
  const limit = Number(params.get('limit'));
  const productId = params.get('productId') ?? '';
  const brokerageId = params.get('brokerageId') ?? '';
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    status: csv(POLICY_STATUSES, params.get('status')),
    salesStatus: csv(SALES_STATUSES, params.get('salesStatus')),
    productId: CATALOGUE.some((entry) => entry.productId === productId) ? productId : '',
    brokerageId: UUID.test(brokerageId) ? brokerageId : '',
    province: oneOf(PROVINCES, params.get('province')) ?? '',
    paymentPeriod: oneOf(PAYMENT_PERIODS, params.get('paymentPeriod')) ?? '',
    includeClosed: params.get('includeClosed') === 'true',
    sort: oneOf(APPLICATION_SORTS, params.get('sort')) ?? DEFAULT_LIST_STATE.sort,
    order: oneOf(['asc', 'desc'] as const, params.get('order')) ?? DEFAULT_LIST_STATE.order,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? (limit as PageSize) : DEFAULT_LIST_STATE.limit,
    cursor: params.get('cursor') || null,
  };
}

/** The query sent to GET /api/applications (empty values are left out by the API client). */
export type ApplicationListRequest = Record<string, string | number | undefined>;

export function toListRequest(state: CrmListState): ApplicationListRequest {
  return {
    cursor: state.cursor ?? undefined,
    limit: state.limit,
    search: state.search || undefined,
    status: state.status.join(',') || undefined,
    salesStatus: state.salesStatus.join(',') || undefined,
    productId: state.productId || undefined,
    brokerageId: state.brokerageId || undefined,
    province: state.province || undefined,
    paymentPeriod: state.paymentPeriod || undefined,
    includeClosed: state.includeClosed ? 'true' : undefined,
    sort: state.sort,
    order: state.order,
  };
}

/** Writes the state to search params, leaving defaults out so URLs stay short. */
export function toSearchParams(state: CrmListState): URLSearchParams {
  const params = new URLSearchParams();
  const request = toListRequest(state);
  for (const [key, value] of Object.entries(request)) {
    if (value === undefined || value === '') continue;
    const fallback = (DEFAULT_LIST_STATE as unknown as Record<string, unknown>)[key];
    if (value === fallback) continue;
    params.set(key, String(value));
  }
  return params;
}

/** How many filters (not search, sort or paging) differ from the defaults. */
export function activeFilterCount(state: CrmListState): number {
  return [
    state.status.length > 0,
    state.salesStatus.length > 0,
    state.productId !== '',
    state.brokerageId !== '',
    state.province !== '',
    state.paymentPeriod !== '',
    state.includeClosed,
  ].filter(Boolean).length;
}
