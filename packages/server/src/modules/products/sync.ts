import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CATALOGUE, compareVersions, PRODUCT_DEFINITIONS } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { products, productVersions } from '../../db/schema.ts';

/** A fixed id per (product, version), so seeded records can point at their definition. */
export function productVersionId(productId: string, version: string): string {
  const hex = createHash('sha256').update(`product-version:${productId}:${version}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Brings the products table in line with the catalogue and publishes every product definition
 * version the code carries: a version is inserted once and never changed (applications pin the
 * version they were rated with); the highest version becomes the product's current one.
 * Runs at every start and is idempotent.
 */
export async function syncProductCatalogue(db: Db, publishedAt: Date = new Date()): Promise<void> {
  for (const entry of CATALOGUE) {
    const values = {
      name: entry.name,
      insurerId: entry.insurerId,
      lineOfBusiness: entry.lineOfBusiness,
      categories: entry.categories,
      searchKeywords: entry.searchKeywords,
      applicationPath: entry.applicationPath,
      showTile: entry.showTile,
      description: entry.description,
    };
    await db
      .insert(products)
      .values({ id: entry.productId, enabled: true, createdAt: publishedAt, ...values })
      .onConflictDoUpdate({ target: products.id, set: values });

    const definition = PRODUCT_DEFINITIONS[entry.productId];
    if (!definition) continue;
    await db
      .insert(productVersions)
      .values({
        id: productVersionId(entry.productId, definition.version),
        productId: entry.productId,
        version: definition.version,
        definition,
        publishedAt,
        createdAt: publishedAt,
      })
      .onConflictDoNothing();
    const versions = await db
      .select({ id: productVersions.id, version: productVersions.version })
      .from(productVersions)
      .where(eq(productVersions.productId, entry.productId));
    // A version published later (by an administrator) wins over the one the code carries; on a
    // tie the code's own definition row is used.
    const newer = versions
      .filter((v) => compareVersions(v.version, definition.version) > 0)
      .sort((a, b) => compareVersions(b.version, a.version))[0];
    const current = newer ?? versions.find((v) => v.version === definition.version);
    if (current) {
      await db.update(products).set({ currentVersionId: current.id }).where(eq(products.id, entry.productId));
    }
  }
}
