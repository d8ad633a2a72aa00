import { useEffect, useSyncExternalStore } from 'react';
import type { ProductListResponse, ProductSummary } from '@bm/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { registerQuery, toError, withRetries } from '../../../lib/light-query.ts';

/**
 * GET /api/products: one page of the catalogue, optionally one insurer's products. A first page: the
 * answer is not parsed again with zod here, the server sends it checked against productListResponse,
 * its response schema (decision 0028).
 */
export async function fetchProductsPage(
  params: { nextToken?: string; insurerId?: string },
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  const page = await apiRequest('/api/products', {
    query: { nextToken: params.nextToken, insurerId: params.insurerId },
    signal,
  });
  return page as ProductListResponse;
}

const STALE_MS = 5 * 60_000;

interface CatalogueState {
  pages: ProductListResponse[];
  /** The first page failed (error) or has not arrived (pending); success once it has. */
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  /** The failed page was a later one: a retry asks for that page again. */
  nextPageFailed: boolean;
  fetching: boolean;
  complete: boolean;
}

/**
 * The catalogue's pages for one insurer (or all), kept across visits as react-query kept them
 * before (fresh for five minutes, the last answer shown while a stale one is fetched again): the
 * catalogue is a first page, and react-query loads with the pages that need it (decision 0041).
 */
class CatalogueStore {
  readonly name = 'catalogue';
  private state: CatalogueState = CatalogueStore.empty();
  private readonly listeners = new Set<() => void>();
  private updatedAt = 0;
  private generation = 0;

  private static empty(): CatalogueState {
    return {
      pages: [],
      status: 'pending',
      error: null,
      nextPageFailed: false,
      fetching: false,
      complete: false,
    };
  }

  constructor(private readonly insurerId: string | undefined) {
    registerQuery(this);
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getSnapshot = () => this.state;

  private update(patch: Partial<CatalogueState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private isStale() {
    return this.updatedAt === 0 || Date.now() - this.updatedAt > STALE_MS;
  }

  /**
   * The pages from `fromToken` (the first page when undefined) on, in turn, each shown as it arrives;
   * a refetch of a catalogue already shown keeps it on screen until every page is in again.
   */
  private async load(fromToken: string | undefined) {
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    const refreshing = fromToken === undefined && this.state.pages.length > 0;
    this.update({ fetching: true });
    let pages = fromToken === undefined ? [] : this.state.pages;
    let token = fromToken;
    for (;;) {
      let page: ProductListResponse;
      try {
        const nextToken = token;
        page = await withRetries(() => fetchProductsPage({ nextToken, insurerId: this.insurerId }));
      } catch (error) {
        if (!current()) return;
        // As react-query: the error is shown with whatever pages are on screen; a retry asks again
        // for the page that failed (or from the first, if none is shown).
        this.update({
          error: toError(error),
          status: 'error',
          nextPageFailed: !refreshing && token !== undefined,
          fetching: false,
        });
        return;
      }
      if (!current()) return;
      pages = [...pages, page];
      // A token the server repeats would loop forever: stop there.
      const next = page.nextToken && page.nextToken !== token ? page.nextToken : undefined;
      if (next === undefined || !refreshing) {
        this.updatedAt = Date.now();
        this.update({
          pages,
          status: 'success',
          error: null,
          nextPageFailed: false,
          complete: next === undefined,
          fetching: next !== undefined,
        });
      }
      if (next === undefined) return;
      token = next;
    }
  }

  /** A component shows the catalogue: fetched if it has not been, or is stale. */
  ensureFresh(): void {
    if (!this.state.fetching && this.isStale()) void this.load(undefined);
  }

  onWindowFocus(): void {
    if (this.listeners.size > 0) this.ensureFresh();
  }

  invalidate(): void {
    this.updatedAt = 0;
    if (this.listeners.size > 0) this.ensureFresh();
  }

  retry(): void {
    if (this.state.fetching) return;
    const last = this.state.pages.at(-1);
    void this.load(this.state.nextPageFailed ? (last?.nextToken ?? undefined) : undefined);
  }

  reset(): void {
    this.generation += 1;
    this.updatedAt = 0;
    this.state = CatalogueStore.empty();
  }
}

const stores = new Map<string, CatalogueStore>();

function catalogueStore(insurerId: string | undefined): CatalogueStore {
  const key = insurerId ?? '';
  let store = stores.get(key);
  if (!store) {
    store = new CatalogueStore(insurerId);
    stores.set(key, store);
  }
  return store;
}

export interface CatalogueProducts {
  /** The products of every page received so far, in order. */
  products: ProductSummary[];
  /** No page has arrived yet. */
  isPending: boolean;
  /** Later pages are still on their way. */
  isLoadingMore: boolean;
  /** Every page has arrived. */
  isComplete: boolean;
  error: Error | null;
  /** A retry after an error is under way. */
  isRetrying: boolean;
  retry: () => void;
}

/**
 * The whole catalogue: the first page as soon as it arrives, then each next page by its
 * nextToken until the server gives none.
 */
export function useCatalogueProducts(insurerId?: string): CatalogueProducts {
  const store = catalogueStore(insurerId);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => store.ensureFresh(), [store]);
  return {
    products: state.pages.flatMap((page) => page.items),
    isPending: state.status === 'pending',
    isLoadingMore: state.status === 'success' && !state.complete,
    isComplete: state.status === 'success' && state.complete,
    error: state.error,
    isRetrying: state.error !== null && state.fetching,
    retry: () => store.retry(),
  };
}
