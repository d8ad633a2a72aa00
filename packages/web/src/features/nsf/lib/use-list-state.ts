import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { parseListState, toSearchParams, type NsfListState } from './list-state.ts';

function readCursorStack(state: unknown): string[] {
  if (state && typeof state === 'object' && 'nsfCursors' in state) {
    const stack = (state as { nsfCursors: unknown }).nsfCursors;
    if (Array.isArray(stack)) return stack.filter((c): c is string => typeof c === 'string');
  }
  return [];
}

export interface NsfListStateApi {
  state: NsfListState;
  /** Pages visited before this one: each entry is that page's cursor ('' for the first page). */
  previousCursors: string[];
  /** Changes search, filters or page size; paging goes back to the first page. */
  update: (patch: Partial<Omit<NsfListState, 'cursor'>>, options?: { replace?: boolean }) => void;
  goNext: (nextCursor: string) => void;
  goPrevious: () => void;
}

/**
 * As the CRM list: filters, page size and the current cursor live in the URL; the stack of previous
 * cursors lives in the history entry's state, so Back and Previous both step back.
 */
export function useNsfListState(): NsfListStateApi {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const state = useMemo(() => parseListState(searchParams), [searchParams]);
  const previousCursors = useMemo(() => readCursorStack(location.state), [location.state]);

  const update = useCallback<NsfListStateApi['update']>(
    (patch, options) => {
      setSearchParams(toSearchParams({ ...state, ...patch, cursor: null }), {
        replace: options?.replace,
        state: { nsfCursors: [] },
      });
    },
    [state, setSearchParams],
  );

  const goNext = useCallback(
    (nextCursor: string) => {
      setSearchParams(toSearchParams({ ...state, cursor: nextCursor }), {
        state: { nsfCursors: [...previousCursors, state.cursor ?? ''] },
      });
    },
    [state, previousCursors, setSearchParams],
  );

  const goPrevious = useCallback(() => {
    // Opened on a later page from a link (no stack): Previous goes to the first page.
    const previous = previousCursors.at(-1) ?? '';
    setSearchParams(toSearchParams({ ...state, cursor: previous || null }), {
      state: { nsfCursors: previousCursors.slice(0, -1) },
    });
  }, [state, previousCursors, setSearchParams]);

  return { state, previousCursors, update, goNext, goPrevious };
}
