import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { parseListState, toSearchParams, type CrmListState } from './list-state.ts';

interface CursorHistory {
  crmCursors: string[];
}

function readCursorStack(state: unknown): string[] {
  if (state && typeof state === 'object' && 'crmCursors' in state) {
    const stack = (state as { crmCursors: unknown }).crmCursors;
    if (Array.isArray(stack)) return stack.filter((c): c is string => typeof c === 'string');
  }
  return [];
}

export interface CrmListStateApi {
  state: CrmListState;
  /** Pages visited before this one: each entry is that page's cursor ('' for the first page). */
  previousCursors: string[];
  /** Changes search, filters, sort or page size; paging goes back to the first page. */
  update: (patch: Partial<Omit<CrmListState, 'cursor'>>, options?: { replace?: boolean }) => void;
  goNext: (nextCursor: string) => void;
  goPrevious: () => void;
}

/**
 * The list state lives in the URL (filters, sort, page size, current cursor); the stack of
 * previous cursors lives in the history entry's state, so Back and Previous both step back.
 */
export function useCrmListState(): CrmListStateApi {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const state = useMemo(() => parseListState(searchParams), [searchParams]);
  const previousCursors = useMemo(() => readCursorStack(location.state), [location.state]);

  const update = useCallback<CrmListStateApi['update']>(
    (patch, options) => {
      const history: CursorHistory = { crmCursors: [] };
      setSearchParams(toSearchParams({ ...state, ...patch, cursor: null }), {
        replace: options?.replace,
        state: history,
      });
    },
    [state, setSearchParams],
  );

  const goNext = useCallback(
    (nextCursor: string) => {
      const history: CursorHistory = { crmCursors: [...previousCursors, state.cursor ?? ''] };
      setSearchParams(toSearchParams({ ...state, cursor: nextCursor }), { state: history });
    },
    [state, previousCursors, setSearchParams],
  );

  const goPrevious = useCallback(() => {
    // Opened on a later page from a link (no stack): Previous goes to the first page.
    const previous = previousCursors.at(-1) ?? '';
    const history: CursorHistory = { crmCursors: previousCursors.slice(0, -1) };
    setSearchParams(toSearchParams({ ...state, cursor: previous || null }), { state: history });
  }, [state, previousCursors, setSearchParams]);

  return { state, previousCursors, update, goNext, goPrevious };
}
