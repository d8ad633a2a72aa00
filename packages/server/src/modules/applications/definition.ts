import { eq } from 'drizzle-orm';
import { brokerageQuoteRates, type ProductDefinition, type QuoteRates } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { brokerages } from '../../db/schema.ts';
import { findProductWithDefinition, publishedVersion } from '../products/index.ts';

/**
 * The definition an application is answered and rated with: the version it was started on
 * (pinned in product_version_id), or the product's current one for older records. Both come from
 * the published versions the products module keeps by id (docs/decisions/0097).
 */
export async function definitionFor(
  db: Db,
  application: { productId: string; productVersionId: string | null },
): Promise<{ definition: ProductDefinition; versionId: string } | null> {
  const pinned = application.productVersionId
    ? await publishedVersion(db, application.productVersionId)
    : null;
  if (pinned) return { definition: pinned.definition, versionId: pinned.id };
  const current = await findProductWithDefinition(db, application.productId);
  return current ? { definition: current.definition, versionId: current.versionId } : null;
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
