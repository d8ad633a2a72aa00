import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { ProductDefinition } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { brokerages, products, productVersions } from '../../db/schema.ts';
import { publishedVersion } from './definitions.ts';

const summaryColumns = {
  product: products,
  version: productVersions.version,
  versionId: productVersions.id,
};

/** One page of products in id order, starting after `afterId`. Fetches one extra row to know if more follow. */
export async function listProducts(
  db: Db,
  options: { afterId?: string; limit: number; insurerId?: string; onlyIds?: readonly string[] | null },
) {
  const conditions: SQL[] = [];
  if (options.onlyIds) conditions.push(inArray(products.id, [...options.onlyIds]));
  if (options.afterId) conditions.push(gt(products.id, options.afterId));
  if (options.insurerId) conditions.push(eq(products.insurerId, options.insurerId));
  return db
    .select(summaryColumns)
    .from(products)
    .leftJoin(productVersions, eq(productVersions.id, products.currentVersionId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(products.id))
    .limit(options.limit + 1);
}

/**
 * A product with its current definition, or null. The product row is read every time (publishing
 * moves current_version_id, in any process); the definition comes from the published versions
 * kept by id (definitions.ts), read from the database only the first time.
 */
export async function findProductWithDefinition(db: Db, productId: string) {
  const [row] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!row?.currentVersionId) return null;
  const current = await publishedVersion(db, row.currentVersionId);
  if (!current) return null;
  return { product: row, version: current.version, versionId: current.id, definition: current.definition };
}

/**
 * The definition a record is answered, rated and documented with: the version it was started on
 * (pinned in product_version_id), or the product's current one for older records; both from the
 * published versions kept by id (definitions.ts; docs/decisions/0097).
 */
export async function pinnedOrCurrentDefinition(
  db: Db,
  record: { productId: string; productVersionId: string | null },
): Promise<{ definition: ProductDefinition; versionId: string } | null> {
  const pinned = record.productVersionId ? await publishedVersion(db, record.productVersionId) : null;
  if (pinned) return { definition: pinned.definition, versionId: pinned.id };
  const current = await findProductWithDefinition(db, record.productId);
  return current ? { definition: current.definition, versionId: current.versionId } : null;
}

export type ProductRow = Awaited<ReturnType<typeof listProducts>>[number];

/** The products a brokerage sells: a partner's list, or null (every product) for the others. */
export async function brokerageProductIds(db: Db, brokerageId: string): Promise<string[] | null> {
  const [row] = await db
    .select({ productIds: brokerages.productIds })
    .from(brokerages)
    .where(eq(brokerages.id, brokerageId))
    .limit(1);
  return row?.productIds ?? null;
}
