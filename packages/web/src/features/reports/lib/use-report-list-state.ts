import {
  useKeysetListState,
  type KeysetListStateApi,
  type KeysetListUrl,
} from '../../../lib/use-keyset-list-state.ts';
import { parseReportListState, toReportSearchParams, type ReportListState } from './list-state.ts';

export type ReportListStateApi = KeysetListStateApi<ReportListState>;

const REPORT_LIST_URL: KeysetListUrl<ReportListState> = {
  parse: parseReportListState,
  toSearchParams: toReportSearchParams,
  historyKey: 'reportCursors',
};

/** The /reports list's filters and page in the URL; the pages visited in the history entry. */
export function useReportListState(): ReportListStateApi {
  return useKeysetListState(REPORT_LIST_URL);
}
