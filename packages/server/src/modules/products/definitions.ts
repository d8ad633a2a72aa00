import { eq } from 'drizzle-orm';
import type { ProductDefinition } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { productVersions } from '../../db/schema.ts';

/** A published product definition version: never changed once published (a change is a new version). */
export interface PublishedVersion {
  id: string;
  productId: string;
  version: string;
  definition: ProductDefinition;
}

/**
 * The published versions this process has read, by version id, least recently used first
 * (docs/decisions/0097-published-definitions-cached-by-version.md). A version id names one
 * immutable row, so an entry is never stale in any process; which version is a product's current
 * one is not kept here (products.current_version_id is read every time).
 */
const MAX_VERSIONS = 256;
const versions = new Map<string, PublishedVersion>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * A published definition version by its id, read from the database once per process and kept,
 * frozen (every request shares it). Null for an unknown id, which is not remembered.
 */
export async function publishedVersion(db: Db, versionId: string): Promise<PublishedVersion | null> {
  const kept = versions.get(versionId);
  if (kept) {
    versions.delete(versionId);
    versions.set(versionId, kept);
    return kept;
  }
  const [row] = await db
    .select({
      id: productVersions.id,
      productId: productVersions.productId,
      version: productVersions.version,
      definition: productVersions.definition,
    })
    .from(productVersions)
    .where(eq(productVersions.id, versionId))
    .limit(1);
  if (!row) return null;
  const published = deepFreeze({ ...row, definition: row.definition as ProductDefinition });
  versions.set(versionId, published);
  if (versions.size > MAX_VERSIONS) versions.delete(versions.keys().next().value!);
  return published;
}
