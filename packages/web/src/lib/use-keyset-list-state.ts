import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** A list's state as kept in the URL: filters, page size and the cursor of the page shown. */
export interface KeysetListState {
  /** The cursor of the page shown; null for the first page. */
  cursor: string | null;
}

export interface KeysetListStateApi<S extends KeysetListState> {
  state: S;
  /** Pages visited before this one: each entry is that page's cursor ('' for the first page). */
  previousCursors: string[];
  /** Changes search, filters, sort or page size; paging goes back to the first page. */
  update: (patch: Partial<Omit<S, 'cursor'>>, options?: { replace?: boolean }) => void;
  goNext: (nextCursor: string) => void;
  goPrevious: () => void;
}

export interface KeysetListUrl<S extends KeysetListState> {
  parse: (params: URLSearchParams) => S;
  toSearchParams: (state: S) => URLSearchParams;
  /** The history state's key for the cursor stack (one per list, e.g. 'crmCursors'). */
  historyKey: string;
}

function readCursorStack(state: unknown, key: string): string[] {
  if (state && typeof state === 'object' && key in state) {
    const stack = (state as Record<string, unknown>)[key];
    if (Array.isArray(stack)) return stack.filter((c): c is string => typeof c === 'string');
  }
  return [];
}

/**
 * A keyset-paged list's state lives in the URL (filters, sort, page size, current cursor); the stack
 * of previous cursors lives in the history entry's state, so Back and Previous both step back.
 * `url` must be a stable object (a module constant).
 */
export function useKeysetListState<S extends KeysetListState>(url: KeysetListUrl<S>): KeysetListStateApi<S> {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const state = useMemo(() => url.parse(searchParams), [url, searchParams]);
  const previousCursors = useMemo(
    () => readCursorStack(location.state, url.historyKey),
    [location.state, url.historyKey],
  );

  // The URL each change writes renders later (the app applies history changes in a transition), so
  // a second change made before then (a field typed fast, a search's pause ending) must build on the
  // first one's URL, not on the state this render read: `written` holds the URLs written and not yet
  // rendered, `latest` the state the next change builds on.
  const written = useRef<string[]>([]);
  const latest = useRef(state);
  useLayoutEffect(() => {
    const shown = searchParams.toString();
    const at = written.current.indexOf(shown);
    if (at === -1) written.current = []; // Back, a link, or our last write: the URL shown is the latest.
    else written.current = written.current.slice(at + 1);
    if (written.current.length === 0) latest.current = state;
  }, [searchParams, state]);

  const update = useCallback<KeysetListStateApi<S>['update']>(
    (patch, options) => {
      const next = { ...latest.current, ...patch, cursor: null };
      const params = url.toSearchParams(next);
      // A change to what is already written renders nothing new: nothing to wait for.
      if (params.toString() !== url.toSearchParams(latest.current).toString()) {
        written.current.push(params.toString());
      }
      latest.current = url.parse(params);
      setSearchParams(params, { replace: options?.replace, state: { [url.historyKey]: [] } });
    },
    [url, setSearchParams],
  );

  const goNext = useCallback(
    (nextCursor: string) => {
      setSearchParams(url.toSearchParams({ ...state, cursor: nextCursor }), {
        state: { [url.historyKey]: [...previousCursors, state.cursor ?? ''] },
      });
    },
    [url, state, previousCursors, setSearchParams],
  );

  const goPrevious = useCallback(() => {
    // Opened on a later page from a link (no stack): Previous goes to the first page.
    const previous = previousCursors.at(-1) ?? '';
    setSearchParams(url.toSearchParams({ ...state, cursor: previous || null }), {
      state: { [url.historyKey]: previousCursors.slice(0, -1) },
    });
  }, [url, state, previousCursors, setSearchParams]);

  return { state, previousCursors, update, goNext, goPrevious };
}

/** What the pager needs of a list's query: its page of items and the next page's cursor. */
export interface KeysetPageQuery {
  isError: boolean;
  isPlaceholderData: boolean;
  data?: { items: readonly unknown[]; nextCursor: string | null };
}

/**
 * The props of a list's pager (components/keyset-pagination.tsx), from its state and its query: the
 * page number from the cursor stack (null when a later page was opened from a link), the page size,
 * and Previous / Next as the cursors allow.
 */
export function keysetPagerProps<Size extends number, S extends KeysetListState & { limit: Size }>(
  list: KeysetListStateApi<S>,
  query: KeysetPageQuery,
) {
  const { state, previousCursors } = list;
  return {
    page: state.cursor && previousCursors.length === 0 ? null : previousCursors.length + 1,
    pageSize: state.limit,
    rowCount: query.isError ? 0 : (query.data?.items.length ?? 0),
    hasPrevious: state.cursor !== null,
    hasNext: !query.isError && !!query.data?.nextCursor,
    busy: query.isPlaceholderData,
    onPageSize: (limit: Size) => list.update({ limit } as Partial<Omit<S, 'cursor'>>),
    onPrevious: list.goPrevious,
    onNext: () => {
      if (query.data?.nextCursor) list.goNext(query.data.nextCursor);
    },
  };
}
