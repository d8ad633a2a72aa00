import { count, eq, sql } from 'drizzle-orm';
import type { FinanceOpsSummary } from '@bm/contracts';
import type { Db } from '../../db/client.ts';
import { nsfInvoices, partnerPayouts } from '../../db/schema.ts';

/** NSF invoices pending (the /nsf page's work) and partner payouts still open (completed on /reports). */
export async function financeOpsSummary(db: Db): Promise<FinanceOpsSummary> {
  const [nsf] = await db.select({ n: count() }).from(nsfInvoices).where(eq(nsfInvoices.status, 'pending'));
  const [payouts] = await db
    .select({ n: count(), amount: sql<string>`coalesce(sum(${partnerPayouts.amount}), 0)` })
    .from(partnerPayouts)
    .where(eq(partnerPayouts.status, 'open'));
  return {
    nsfPending: nsf?.n ?? 0,
    openPayouts: payouts?.n ?? 0,
    openPayoutsAmount: Number(payouts?.amount ?? 0),
  };
}
