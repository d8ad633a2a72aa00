import {
  useKeysetListState,
  type KeysetListStateApi,
  type KeysetListUrl,
} from '../../../lib/use-keyset-list-state.ts';
import { parseListState, toSearchParams, type NsfListState } from './list-state.ts';

export type NsfListStateApi = KeysetListStateApi<NsfListState>;

const NSF_LIST_URL: KeysetListUrl<NsfListState> = {
  parse: parseListState,
  toSearchParams,
  historyKey: 'nsfCursors',
};

/** The /nsf list's filters and page in the URL; the pages visited in the history entry. */
export function useNsfListState(): NsfListStateApi {
  return useKeysetListState(NSF_LIST_URL);
}
