import { eq } from 'drizzle-orm';
import { brokerageQuoteRates, type ProductDefinition, type QuoteRates } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { brokerages } from '../../db/schema.ts';
import { findProductVersion, findProductWithDefinition } from '../products/index.ts';

/**
 * Published definition versions never change (a change is a new version), so each one is read
 * from the database once per process and kept. Bounded by the number of published versions.
 */
const published = new Map<string, ProductDefinition>();

/**
 * The definition an application is answered and rated with: the version it was started on
 * (pinned in product_version_id), or the product's current one for older records.
 */
export async function definitionFor(
  db: Db,
  application: { productId: string; productVersionId: string | null },
): Promise<{ definition: ProductDefinition; versionId: string } | null> {
  const pinnedId = application.productVersionId;
  if (pinnedId) {
    const cached = published.get(pinnedId);
    if (cached) return { definition: cached, versionId: pinnedId };
    const pinned = await findProductVersion(db, pinnedId);
    if (pinned) {
      const definition = pinned.definition as ProductDefinition;
      published.set(pinned.id, definition);
      return { definition, versionId: pinned.id };
    }
  }
  const current = await findProductWithDefinition(db, application.productId);
  return current
    ? { definition: current.definition as ProductDefinition, versionId: current.versionId }
    : null;
}

/**
 * The commission rates an application is quoted with over its product's own: its brokerage's
 * partner rate for the product (Setup Partnership; domain brokerageQuoteRates), or none.
 */
export async function quoteRatesFor(
  db: Db,
  application: { brokerageId: string; productId: string },
): Promise<Partial<QuoteRates>> {
  const [brokerage] = await db
    .select({ commissionRates: brokerages.commissionRates })
    .from(brokerages)
    .where(eq(brokerages.id, application.brokerageId))
    .limit(1);
  return brokerageQuoteRates(brokerage ?? null, application.productId);
}
