import { and, asc, eq, gt, inArray, isNull, min, or, sql, type SQL } from 'drizzle-orm';
import { backfillFigures, type BackfillSkip, type ChargeComponent, type Cents } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, ledgerEntries, policyTransactions } from '../../db/schema.ts';

const BATCH = 500;

/** Money-moving rows still without figures: the predicate of policy_transactions_figures_pending_idx. */
const pending = sql`${policyTransactions.reportFigures} is null and (${policyTransactions.type} in ('New Business', 'Renewal') or ${policyTransactions.premiumDelta} <> 0 or ${policyTransactions.taxDelta} <> 0 or ${policyTransactions.feeDelta} <> 0 or ${policyTransactions.totalDelta} <> 0)`;

/**
 * The report-figures backfill job (docs/decisions/0050): history rows written before figures were
 * stored (migration 0017) get the figures recordPolicyChange would have stored, computed in domain
 * (`backfillFigures`) from the row, its policy's bound quote and plan, and its own ledger entries.
 * A row whose figures cannot be known exactly keeps none and is counted by reason. Idempotent: a
 * row is filled only while it has no figures (the history trigger allows exactly that, once), so a
 * second run, or two at once, write each row once. The journal job then journals the filled rows.
 */
export async function backfillReportFigures(
  db: Db,
): Promise<{ filled: number; skipped: Partial<Record<BackfillSkip, number>> }> {
  // Rows written after the ledger's first entry were written by code that kept the ledger.
  const [first] = await db.select({ at: min(ledgerEntries.createdAt) }).from(ledgerEntries);
  const ledgerSince = first?.at ?? null;
  const skipped: Partial<Record<BackfillSkip, number>> = {};
  let filled = 0;
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? or(
          gt(policyTransactions.createdAt, after.createdAt),
          and(eq(policyTransactions.createdAt, after.createdAt), gt(policyTransactions.id, after.id)),
        )
      : undefined;
    const rows = await db
      .select({
        id: policyTransactions.id,
        type: policyTransactions.type,
        premiumDelta: policyTransactions.premiumDelta,
        taxDelta: policyTransactions.taxDelta,
        feeDelta: policyTransactions.feeDelta,
        totalDelta: policyTransactions.totalDelta,
        createdAt: policyTransactions.createdAt,
        boundQuote: applications.boundQuote,
        paymentPeriod: applications.paymentPeriod,
        boundDate: applications.boundDate,
      })
      .from(policyTransactions)
      .innerJoin(applications, eq(applications.id, policyTransactions.applicationId))
      .where(and(pending, keyset))
      .orderBy(asc(policyTransactions.createdAt), asc(policyTransactions.id))
      .limit(BATCH);
    if (rows.length === 0) break;

    const entries = await db
      .select({
        changeId: ledgerEntries.changeId,
        kind: ledgerEntries.kind,
        component: ledgerEntries.component,
        amount: sql<string>`sum(${ledgerEntries.amount})`,
      })
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.changeId,
          rows.map((row) => row.id),
        ),
      )
      .groupBy(ledgerEntries.changeId, ledgerEntries.kind, ledgerEntries.component);
    const charges = new Map<string, Partial<Record<ChargeComponent, Cents>>>();
    const withEntries = new Set<string>();
    for (const entry of entries) {
      withEntries.add(entry.changeId);
      if (entry.kind !== 'charge' || !entry.component) continue;
      const own = charges.get(entry.changeId) ?? {};
      own[entry.component as ChargeComponent] = Number(entry.amount);
      charges.set(entry.changeId, own);
    }

    for (const row of rows) {
      const result = backfillFigures({
        ...row,
        afterBind: row.boundDate !== null && row.createdAt.getTime() >= row.boundDate.getTime(),
        charges: charges.get(row.id) ?? {},
        ledgerKnown:
          withEntries.has(row.id) ||
          (ledgerSince !== null && row.createdAt.getTime() >= ledgerSince.getTime()),
      });
      if ('skipped' in result) {
        skipped[result.skipped] = (skipped[result.skipped] ?? 0) + 1;
        continue;
      }
      const written = await db
        .update(policyTransactions)
        .set({ reportFigures: result.figures })
        .where(and(eq(policyTransactions.id, row.id), isNull(policyTransactions.reportFigures)))
        .returning({ id: policyTransactions.id });
      filled += written.length;
    }
    if (rows.length < BATCH) break;
    const last: { createdAt: Date; id: string } = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
  return { filled, skipped };
}
