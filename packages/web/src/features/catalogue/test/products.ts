import type { ProductListResponse, ProductSummary } from '@bm/contracts';
import { CATALOGUE, INSURERS } from '@bm/domain';
import type { MockHandler } from '../../../test/fetch-mock.ts';

const insurerName = (insurerId: string) => INSURERS.find((item) => item.id === insurerId)?.name ?? insurerId;

/** A product as GET /api/products lists it. */
export function makeProduct(productId: string, overrides: Partial<ProductSummary> = {}): ProductSummary {
  const insurerId = overrides.insurerId ?? 'cascadia-mutual';
  return {
    productId,
    name: productId,
    enabled: true,
    categories: ['Construction'],
    searchKeywords: [],
    applicationPath: productId,
    insurerId,
    insurerName: insurerName(insurerId),
    lineOfBusiness: 'commercial',
    showTile: true,
    description: `About ${productId}`,
    version: '1.0.0',
    ...overrides,
  };
}

/** The seeded catalogue, as the server lists it. */
export const CATALOGUE_PRODUCTS: ProductSummary[] = CATALOGUE.map((entry) =>
  makeProduct(entry.productId, {
    ...entry,
    categories: [...entry.categories],
    searchKeywords: [...entry.searchKeywords],
  }),
);

/** Splits products into pages of `size`, linked by the tokens 'page-2', 'page-3'... */
export function pagesOf(products: readonly ProductSummary[], size: number): ProductListResponse[] {
  const pages: ProductListResponse[] = [];
  for (let start = 0; start < products.length || pages.length === 0; start += size) {
    const next = start + size < products.length ? `page-${pages.length + 2}` : null;
    pages.push({ items: products.slice(start, start + size), nextToken: next });
  }
  return pages;
}

/**
 * A mockFetch handler answering GET /api/products from `pages` by nextToken (the first page
 * without one), keeping only the products of the insurerId asked for.
 */
export function productsHandler(pages: readonly ProductListResponse[]): MockHandler {
  return ({ method, url }) => {
    if (method !== 'GET' || url.pathname !== '/api/products') return undefined;
    const token = url.searchParams.get('nextToken');
    const index = token ? Number(token.replace('page-', '')) - 1 : 0;
    const page = pages[index];
    if (!page) return { status: 400, body: { message: `Unknown nextToken ${token}` } };
    const insurerId = url.searchParams.get('insurerId');
    return {
      body: insurerId ? { ...page, items: page.items.filter((item) => item.insurerId === insurerId) } : page,
    };
  };
}
