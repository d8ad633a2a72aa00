import { useEffect, useSyncExternalStore } from 'react';
import { retryUnlessClientError } from './api-client.ts';

/**
 * A small stand-in for react-query where a first page needs server data (the session, the
 * catalogue), so that react-query loads with the pages that use it and not before the first one
 * (decision 0041). It keeps react-query's rules as the app configured them: an answer is fresh for
 * `staleMs`; a stale one is fetched again when a component starts using it and when the window
 * comes back into view; a failure other than a 4xx is retried twice (after 1 s, then 2 s); a
 * refetch keeps the last answer on screen.
 */
export interface LightQueryState<T> {
  data: T | undefined;
  error: Error | null;
  /** pending: no answer yet; error: the last fetch failed; success: `data` is the last answer. */
  status: 'pending' | 'error' | 'success';
  fetching: boolean;
}

/** What every light query does when the window comes back into view, and between tests. */
export interface RegisteredQuery {
  /** A name to invalidate it by from elsewhere (e.g. 'catalogue'). */
  readonly name?: string;
  onWindowFocus: () => void;
  reset: () => void;
  /** The answer may be out of date: fetched again on next use, or now if anything shows it. */
  invalidate?: () => void;
}

const queries = new Set<RegisteredQuery>();

/** Stores of their own (the catalogue's pages) join the window-focus refetch and the test reset. */
export function registerQuery(query: RegisteredQuery): void {
  queries.add(query);
}
let retryFailures = true;

/** Tests: no retries (as their react-query clients), and a clean slate between tests. */
export function configureLightQueries(options: { retry: boolean }): void {
  retryFailures = options.retry;
}
export function resetLightQueries(): void {
  for (const query of queries) query.reset();
}

/** Invalidates the queries of a name (a change elsewhere, e.g. the toolbox hiding a product). */
export function invalidateLightQueries(name: string): void {
  for (const query of queries) if (query.name === name) query.invalidate?.();
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') for (const query of queries) query.onWindowFocus();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `fetcher`, retrying as react-query did (a 4xx is final; others twice, 1 s then 2 s apart). */
export async function withRetries<T>(fetcher: () => Promise<T>): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await fetcher();
    } catch (error) {
      if (!retryFailures || !(error instanceof Error) || !retryUnlessClientError(failures, error))
        throw error;
      await sleep(Math.min(1000 * 2 ** failures, 30_000));
    }
  }
}

export function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** One server answer shared by every component that reads it. */
export class LightQuery<T> implements RegisteredQuery {
  private state: LightQueryState<T> = { data: undefined, error: null, status: 'pending', fetching: false };
  private readonly listeners = new Set<() => void>();
  private updatedAt = 0;
  private running: Promise<void> | null = null;
  private generation = 0;

  constructor(
    private readonly fetcher: () => Promise<T>,
    private readonly staleMs: number,
  ) {
    queries.add(this);
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getSnapshot = () => this.state;

  private update(patch: Partial<LightQueryState<T>>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private isStale() {
    return this.updatedAt === 0 || Date.now() - this.updatedAt > this.staleMs;
  }

  /** The answer is known without asking (e.g. the sign-in answer carries the user). */
  set(data: T): void {
    this.generation += 1;
    this.running = null;
    this.updatedAt = Date.now();
    this.update({ data, error: null, status: 'success', fetching: false });
  }

  fetch(): Promise<void> {
    if (this.running) return this.running;
    const generation = this.generation;
    this.update({ fetching: true });
    const run = withRetries(this.fetcher).then(
      (data) => {
        if (generation !== this.generation) return;
        this.running = null;
        this.updatedAt = Date.now();
        this.update({ data, error: null, status: 'success', fetching: false });
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        this.running = null;
        this.update({ error: toError(error), status: 'error', fetching: false });
      },
    );
    this.running = run;
    return run;
  }

  /** A component starts reading the answer: fetched if there is none yet or it is stale. */
  ensureFresh(): void {
    if (!this.running && this.isStale()) void this.fetch();
  }

  /** The answer may be out of date: fetched again now if anything shows it. */
  invalidate(): void {
    this.updatedAt = 0;
    if (this.listeners.size > 0) void this.fetch();
  }

  onWindowFocus(): void {
    if (this.listeners.size > 0 && this.isStale()) void this.fetch();
  }

  reset(): void {
    this.generation += 1;
    this.running = null;
    this.updatedAt = 0;
    this.state = { data: undefined, error: null, status: 'pending', fetching: false };
  }
}

/** The query's state, fetched when this component mounts if there is none yet or it is stale. */
export function useLightQuery<T>(query: LightQuery<T>): LightQueryState<T> {
  const state = useSyncExternalStore(query.subscribe, query.getSnapshot);
  useEffect(() => query.ensureFresh(), [query]);
  return state;
}
