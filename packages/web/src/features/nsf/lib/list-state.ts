import { NSF_STATUSES, type NsfStatus } from '@bm/domain';
import type { NsfListRequest } from '../../../lib/nsf-invoices.ts';

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** The /nsf list's state, held in the URL search params so refresh and back keep it. */
export interface NsfListState {
  search: string;
  status: NsfStatus | '';
  brokerageId: string;
  /** awaitingDelivery: the notices sent whose delivery day is not recorded (no cancellation date yet). */
  notice: 'awaitingDelivery' | '';
  limit: PageSize;
  /** The cursor of the page shown; null for the first page. */
  cursor: string | null;
}

export const CLEARED_FILTERS = {
  search: '',
  status: '',
  brokerageId: '',
  notice: '',
} satisfies Partial<NsfListState>;

export const DEFAULT_LIST_STATE: NsfListState = { ...CLEARED_FILTERS, limit: 25, cursor: null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the list state from the URL, dropping anything the API would refuse. */
export function parseListState(params: URLSearchParams): NsfListState {
  const status = params.get('status') ?? '';
  const brokerageId = params.get('brokerageId') ?? '';
  const limit = Number(params.get('limit'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    status: (NSF_STATUSES as readonly string[]).includes(status) ? (status as NsfStatus) : '',
    brokerageId: UUID.test(brokerageId) ? brokerageId : '',
    notice: params.get('notice') === 'awaitingDelivery' ? 'awaitingDelivery' : '',
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? (limit as PageSize) : DEFAULT_LIST_STATE.limit,
    cursor: params.get('cursor') || null,
  };
}

/** The query of GET /api/nsfInvoices. */
export function toListRequest(state: NsfListState): NsfListRequest {
  return {
    status: state.status || undefined,
    search: state.search || undefined,
    brokerageId: state.brokerageId || undefined,
    notice: state.notice || undefined,
    limit: state.limit,
    cursor: state.cursor ?? undefined,
  };
}

/** Writes the state to search params, leaving defaults out so URLs stay short. */
export function toSearchParams(state: NsfListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toListRequest(state))) {
    if (value === undefined || value === '') continue;
    if (key === 'limit' && value === DEFAULT_LIST_STATE.limit) continue;
    params.set(key, String(value));
  }
  return params;
}

/** Whether search or any filter differs from the defaults. */
export function isFiltered(state: NsfListState): boolean {
  return state.search !== '' || state.status !== '' || state.brokerageId !== '' || state.notice !== '';
}
