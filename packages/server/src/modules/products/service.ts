import type { ProductDetail, ProductListResponse, ProductSummary } from '@bm/contracts';
import { insurerName } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findProductWithDefinition, listProducts, type ProductRow } from './repository.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';

const encodeToken = (productId: string) => Buffer.from(productId, 'utf8').toString('base64url');
function decodeToken(token: string): string {
  const decoded = Buffer.from(token, 'base64url').toString('utf8');
  if (!decoded || encodeToken(decoded) !== token) throw badRequest('nextToken is not valid');
  return decoded;
}

function toSummary({ product, version }: Pick<ProductRow, 'product' | 'version'>): ProductSummary {
  return {
    productId: product.id,
    name: product.name,
    enabled: product.enabled,
    categories: product.categories,
    searchKeywords: product.searchKeywords,
    applicationPath: product.applicationPath,
    insurerId: product.insurerId,
    insurerName: insurerName(product.insurerId),
    lineOfBusiness: product.lineOfBusiness === 'residential' ? 'residential' : 'commercial',
    showTile: product.showTile,
    description: product.description,
    version: version ?? null,
  };
}

/** The catalogue, a page at a time (the spec's products query pages with nextToken). */
export async function productPage(
  db: Db,
  query: { nextToken?: string; limit: number; insurerId?: string },
  /** The products the user's brokerage sells (a partner's list); null or absent: every product. */
  onlyIds?: readonly string[] | null,
): Promise<ProductListResponse> {
  const afterId = query.nextToken ? decodeToken(query.nextToken) : undefined;
  const rows = await listProducts(db, { afterId, limit: query.limit, insurerId: query.insurerId, onlyIds });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toSummary),
    nextToken: rows.length > query.limit && last ? encodeToken(last.product.id) : null,
  };
}

/** A product with its current definition; 404 for unknown or disabled products. */
export async function productDetail(db: Db, productId: string): Promise<ProductDetail> {
  const row = await findProductWithDefinition(db, productId);
  if (!row || !row.product.enabled) throw notFound(PRODUCT_NOT_FOUND);
  return {
    ...toSummary(row),
    versionId: row.versionId,
    definition: row.definition as unknown as ProductDetail['definition'],
  };
}
