import { eq } from 'drizzle-orm';
import { brokerageQuoteRates, type ProductDefinition, type QuoteRates } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { brokerages } from '../../db/schema.ts';
import { pinnedOrCurrentDefinition } from '../products/index.ts';

/**
 * The definition an application is answered and rated with: the version it was started on
 * (pinned in product_version_id), or the product's current one for older records. Both come from
 * the published versions the products module keeps by id (docs/decisions/0097).
 */
export function definitionFor(
  db: Db,
  application: { productId: string; productVersionId: string | null },
): Promise<{ definition: ProductDefinition; versionId: string } | null> {
  return pinnedOrCurrentDefinition(db, application);
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
