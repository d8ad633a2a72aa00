import {
  useKeysetListState,
  type KeysetListStateApi,
  type KeysetListUrl,
} from '../../../lib/use-keyset-list-state.ts';
import { parseInvoiceListState, toInvoiceSearchParams, type InvoiceListState } from './list-state.ts';

export type InvoiceListStateApi = KeysetListStateApi<InvoiceListState>;

const INVOICE_LIST_URL: KeysetListUrl<InvoiceListState> = {
  parse: parseInvoiceListState,
  toSearchParams: toInvoiceSearchParams,
  historyKey: 'invoiceCursors',
};

/** The /invoices list's filters and page in the URL; the pages visited in the history entry. */
export function useInvoiceListState(): InvoiceListStateApi {
  return useKeysetListState(INVOICE_LIST_URL);
}
