import { useEffect } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductListResponse, ProductSummary } from '@bm/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

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

export function productsQueryOptions(insurerId?: string) {
  return infiniteQueryOptions({
    queryKey: ['catalogue', 'products', insurerId ?? null] as const,
    queryFn: ({ pageParam, signal }) => fetchProductsPage({ nextToken: pageParam, insurerId }, signal),
    initialPageParam: undefined as string | undefined,
    // A token the server repeats would loop forever: stop there.
    getNextPageParam: (last, _pages, lastToken) =>
      last.nextToken && last.nextToken !== lastToken ? last.nextToken : undefined,
    staleTime: 5 * 60_000,
  });
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
  const query = useInfiniteQuery(productsQueryOptions(insurerId));
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = query;
  // The page count is a dependency: a quick page may arrive without a render in between.
  const pageCount = query.data?.pages.length ?? 0;

  useEffect(() => {
    if (pageCount > 0 && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [pageCount, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const products = query.data?.pages.flatMap((page) => page.items) ?? [];
  return {
    products,
    isPending: query.isPending,
    isLoadingMore: query.isSuccess && (hasNextPage || isFetchingNextPage),
    isComplete: query.isSuccess && !hasNextPage,
    error: query.error,
    isRetrying: query.error !== null && query.isFetching,
    retry: () => void (isFetchNextPageError ? fetchNextPage() : refetch()),
  };
}
