import { queryOptions, useQuery } from '@tanstack/react-query';
import { productDetailSchema, type ProductDetail } from '@bm/contracts';
import type { ProductDefinition } from '@bm/domain';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client.ts';

/** A product with its current definition, the definition typed as the domain's ProductDefinition. */
export interface Product extends Omit<ProductDetail, 'definition'> {
  definition: ProductDefinition;
}

/**
 * GET /api/products/{productId}. The contract checks the definition's outline (pages with names and
 * titles, eligibility, rating) and passes the rest through: it is the domain's ProductDefinition as JSON.
 */
export async function fetchProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  const detail = await apiRequest(`/api/products/${encodeURIComponent(productId)}`, {
    schema: productDetailSchema,
    signal,
  });
  return { ...detail, definition: detail.definition as unknown as ProductDefinition };
}

export function productQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['application', 'products', productId] as const,
    queryFn: ({ signal }) => fetchProduct(productId, signal),
    retry: retryUnlessClientError,
    staleTime: 5 * 60_000,
  });
}

export function useProduct(productId: string | undefined) {
  return useQuery({ ...productQueryOptions(productId ?? ''), enabled: Boolean(productId) });
}
