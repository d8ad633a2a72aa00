import { asc, eq } from 'drizzle-orm';
import type { ToolboxProduct } from '@bm/contracts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit-log/index.ts';
import { PRODUCT_NOT_FOUND } from '../products/index.ts';
import type { ToolboxActor } from './user-service.ts';

const columns = {
  productId: products.id,
  name: products.name,
  insurerId: products.insurerId,
  enabled: products.enabled,
  showTile: products.showTile,
};

/** Every product, enabled or not, by name. */
export async function listToolboxProducts(db: Db): Promise<ToolboxProduct[]> {
  return db.select(columns).from(products).orderBy(asc(products.name), asc(products.id));
}

/** What a change of the product's flags does, as the toolbox says it. */
function describe(product: ToolboxProduct, change: { enabled?: boolean; showTile?: boolean }): string {
  const parts: string[] = [];
  if (change.enabled !== undefined) {
    parts.push(
      change.enabled
        ? `${product.name} is enabled: brokers can start and quote it again.`
        : `${product.name} is disabled: it leaves the catalogue and no new application can be started or saved.`,
    );
  }
  if (change.showTile !== undefined) {
    parts.push(
      change.showTile
        ? `${product.name}'s tile shows in the catalogue.`
        : `${product.name}'s tile is hidden from the catalogue (its page still opens by its address).`,
    );
  }
  return parts.join(' ');
}

/**
 * Enables or disables a product, or shows or hides its catalogue tile, at once: the catalogue
 * (GET /api/products) and the product and application routes read the row on every request
 * (a disabled product answers 'Product not found' and no application of it can be saved).
 * Audited as toolbox.product with the flags before and after.
 */
export async function updateToolboxProduct(
  db: Db,
  actor: ToolboxActor,
  productId: string,
  change: { enabled?: boolean; showTile?: boolean },
  now: Date,
): Promise<{ message: string; product: ToolboxProduct }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(products).where(eq(products.id, productId)).for('update');
    if (!before) throw notFound(PRODUCT_NOT_FOUND);
    const [after] = await tx
      .update(products)
      .set(change)
      .where(eq(products.id, productId))
      .returning(columns);
    await writeAudit(tx, {
      action: 'toolbox.product',
      actorId: actor.id,
      entityType: 'product',
      entityId: productId,
      ip: actor.ip,
      details: {
        before: { enabled: before.enabled, showTile: before.showTile },
        after: { enabled: after!.enabled, showTile: after!.showTile },
      },
      at: now,
    });
    return { message: describe(after!, change), product: after! };
  });
}
