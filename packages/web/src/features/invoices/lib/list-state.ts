import {
  INVOICE_PAGE_SIZES,
  INVOICE_SORTS,
  INVOICE_STATUSES,
  type InvoiceSort,
  type InvoiceStatus,
} from '@bm/contracts';
import { INVOICE_KIND_KEYS, isCalendarDay, type InvoiceKind } from '@bm/domain';

export type InvoicePageSize = (typeof INVOICE_PAGE_SIZES)[number];

/** The /invoices list's state, held in the URL search params so refresh, back and links keep it. */
export interface InvoiceListState {
  search: string;
  status: InvoiceStatus | '';
  kind: InvoiceKind | '';
  brokerageId: string;
  /** Due on or after / on or before, YYYY-MM-DD (Vancouver days), or ''. */
  dueFrom: string;
  dueTo: string;
  /** Latest due first (the default) or overdue first; not a filter: clearing the filters keeps it. */
  sort: InvoiceSort;
  limit: InvoicePageSize;
  /** The cursor of the page shown; null for the first page. */
  cursor: string | null;
}

/** Search and every filter back to their defaults (the page size stays). */
export const CLEARED_INVOICE_FILTERS = {
  search: '',
  status: '',
  kind: '',
  brokerageId: '',
  dueFrom: '',
  dueTo: '',
} satisfies Partial<InvoiceListState>;

export const DEFAULT_INVOICE_LIST_STATE: InvoiceListState = {
  ...CLEARED_INVOICE_FILTERS,
  sort: 'latest-due',
  limit: 25,
  cursor: null,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | '' {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : '';
}

const day = (raw: string | null) => (raw && isCalendarDay(raw) ? raw : '');

/** Reads the list state from the URL, dropping anything the API would refuse. */
export function parseInvoiceListState(params: URLSearchParams): InvoiceListState {
  const limit = Number(params.get('limit'));
  const brokerageId = params.get('brokerageId') ?? '';
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    status: oneOf(INVOICE_STATUSES, params.get('status')),
    kind: oneOf(INVOICE_KIND_KEYS, params.get('kind')),
    brokerageId: UUID.test(brokerageId) ? brokerageId : '',
    dueFrom: day(params.get('dueFrom')),
    dueTo: day(params.get('dueTo')),
    sort: oneOf(INVOICE_SORTS, params.get('sort')) || DEFAULT_INVOICE_LIST_STATE.sort,
    limit: (INVOICE_PAGE_SIZES as readonly number[]).includes(limit)
      ? (limit as InvoicePageSize)
      : DEFAULT_INVOICE_LIST_STATE.limit,
    cursor: params.get('cursor') || null,
  };
}

/** The query sent to GET /api/invoices (empty values are left out by the API client). */
export type InvoiceListRequest = Record<string, string | number | undefined>;

export function toInvoiceListRequest(state: InvoiceListState): InvoiceListRequest {
  return {
    cursor: state.cursor ?? undefined,
    limit: state.limit,
    search: state.search || undefined,
    status: state.status || undefined,
    kind: state.kind || undefined,
    brokerageId: state.brokerageId || undefined,
    dueFrom: state.dueFrom || undefined,
    dueTo: state.dueTo || undefined,
    sort: state.sort === DEFAULT_INVOICE_LIST_STATE.sort ? undefined : state.sort,
  };
}

/** The CSV export's address: every invoice matching the search and filters in force (no page). */
export function invoiceCsvHref(state: InvoiceListState): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toInvoiceListRequest(state))) {
    if (key === 'limit' || key === 'cursor' || value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return `/api/invoices.csv${query ? `?${query}` : ''}`;
}

/** Writes the state to search params, leaving defaults out so URLs stay short. */
export function toInvoiceSearchParams(state: InvoiceListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toInvoiceListRequest(state))) {
    if (value === undefined || value === '') continue;
    if (key === 'limit' && value === DEFAULT_INVOICE_LIST_STATE.limit) continue;
    params.set(key, String(value));
  }
  return params;
}

/** How many filters (not search or paging) differ from the defaults. */
export function activeInvoiceFilterCount(state: InvoiceListState): number {
  return [state.status, state.kind, state.brokerageId, state.dueFrom, state.dueTo].filter((v) => v !== '')
    .length;
}
