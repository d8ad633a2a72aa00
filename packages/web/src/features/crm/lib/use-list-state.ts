import {
  useKeysetListState,
  type KeysetListStateApi,
  type KeysetListUrl,
} from '../../../lib/use-keyset-list-state.ts';
import { parseListState, toSearchParams, type CrmListState } from './list-state.ts';

export type CrmListStateApi = KeysetListStateApi<CrmListState>;

const CRM_LIST_URL: KeysetListUrl<CrmListState> = {
  parse: parseListState,
  toSearchParams,
  historyKey: 'crmCursors',
};

/** The CRM list's state in the URL, its cursor stack in the history entry (lib/use-keyset-list-state). */
export function useCrmListState(): CrmListStateApi {
  return useKeysetListState(CRM_LIST_URL);
}
