import type { ProductDefinition } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { findProductVersion, findProductWithDefinition } from '../products/repository.ts';

/**
 * The definition an application is answered and rated with: the version it was started on
 * (pinned in product_version_id), or the product's current one for older records.
 */
export async function definitionFor(
  db: Db,
  application: { productId: string; productVersionId: string | null },
): Promise<{ definition: ProductDefinition; versionId: string } | null> {
  if (application.productVersionId) {
    const pinned = await findProductVersion(db, application.productVersionId);
    if (pinned) return { definition: pinned.definition as ProductDefinition, versionId: pinned.id };
  }
  const current = await findProductWithDefinition(db, application.productId);
  return current ? { definition: current.definition as ProductDefinition, versionId: current.versionId } : null;
}
