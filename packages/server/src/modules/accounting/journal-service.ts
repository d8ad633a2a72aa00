import { and, asc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import {
  formatDate,
  isBalanced,
  ledgerMoneyEntry,
  payoutEntry,
  payoutPartnerName,
  transactionEntry,
  type JournalEntryDraft,
  type PartnerType,
  type TransactionFigures,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import {
  applications,
  journalEntries,
  journalLines,
  ledgerEntries,
  partnerPayouts,
  policyTransactions,
} from '../../db/schema.ts';

const BATCH = 500;

interface Draft {
  draft: JournalEntryDraft;
  applicationId: string | null;
}

/**
 * One batch of a source's entries not yet journaled, in the source's order, after `after` (the last
 * batch's `last`; null: from the start). Within a run each batch starts where the one before ended,
 * instead of reading again every source row already journaled (at 300,000 policies a run of 10,000
 * new entries read the ledger from its start 20 times: decision 0102). A row committed meanwhile
 * behind the cursor is journaled by the next run.
 */
type DraftLoader = (db: Db, after: unknown, batch: number) => Promise<{ drafts: Draft[]; last: unknown }>;

const notJournaled = (type: string | SQL, id: SQL) =>
  notExists(
    sql`(select 1 from ${journalEntries} where ${journalEntries.sourceType} = ${type} and ${journalEntries.sourceId} = ${id})`,
  );
type SQL = ReturnType<typeof sql>;

const transactionDrafts: DraftLoader = async (db, after, batch) => {
  const cursor = after as { createdAt: Date; id: string } | null;
  const rows = await db
    .select({
      id: policyTransactions.id,
      type: policyTransactions.type,
      createdAt: policyTransactions.createdAt,
      figures: policyTransactions.reportFigures,
      applicationId: applications.id,
      policyNumber: applications.policyNumber,
      province: applications.province,
    })
    .from(policyTransactions)
    .innerJoin(applications, eq(applications.id, policyTransactions.applicationId))
    .where(
      and(
        sql`${policyTransactions.reportFigures} is not null`,
        notJournaled('transaction', sql`${policyTransactions.id}::text`),
        // A Date keeps milliseconds: a row of the same millisecond is read again, never skipped.
        cursor
          ? sql`(${policyTransactions.createdAt}, ${policyTransactions.id}) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(policyTransactions.createdAt), asc(policyTransactions.id))
    .limit(batch);
  const lastRow = rows.at(-1);
  const drafts = rows.map((row) => ({
    applicationId: row.applicationId,
    draft: transactionEntry({
      id: row.id,
      date: formatDate(row.createdAt),
      type: row.type,
      policyNumber: row.policyNumber,
      province: row.province,
      figures: row.figures as TransactionFigures,
    }),
  }));
  return { drafts, last: lastRow ? { createdAt: lastRow.createdAt, id: lastRow.id } : null };
};

const ledgerDrafts: DraftLoader = async (db, after, batch) => {
  const rows = await db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      manual: ledgerEntries.manual,
      createdAt: ledgerEntries.createdAt,
      applicationId: applications.id,
      policyNumber: applications.policyNumber,
    })
    .from(ledgerEntries)
    .innerJoin(applications, eq(applications.id, ledgerEntries.applicationId))
    .where(
      and(
        inArray(ledgerEntries.kind, ['payment', 'refund', 'writeOff']),
        notJournaled(sql`${ledgerEntries.kind}`, sql`${ledgerEntries.id}::text`),
        after === null ? undefined : gt(ledgerEntries.id, after as number),
      ),
    )
    .orderBy(asc(ledgerEntries.id))
    .limit(batch);
  const drafts = rows.map((row) => ({
    applicationId: row.applicationId,
    draft: ledgerMoneyEntry({
      id: String(row.id),
      date: formatDate(row.createdAt),
      kind: row.kind as 'payment' | 'refund' | 'writeOff',
      amount: row.amount,
      manual: row.manual,
      policyNumber: row.policyNumber,
    }),
  }));
  return { drafts, last: rows.at(-1)?.id ?? null };
};

/** Completed payouts are few (one per brokerage and insurer a month): each batch reads from the start. */
const payoutDrafts: DraftLoader = async (db, _after, batch) => {
  const rows = await db
    .select()
    .from(partnerPayouts)
    .where(
      and(eq(partnerPayouts.status, 'completed'), notJournaled('payout', sql`${partnerPayouts.id}::text`)),
    )
    .orderBy(asc(partnerPayouts.completedAt))
    .limit(batch);
  const drafts = rows.map((row) => ({
    applicationId: null,
    draft: payoutEntry({
      id: row.id,
      date: row.transferDate ?? formatDate(row.completedAt),
      number: row.number,
      partnerType: row.partnerType as PartnerType,
      // An insurer's payout stores its id: the memo names the insurer.
      partnerName: payoutPartnerName(row.partnerType as PartnerType, row.partnerName),
      amount: row.amount,
    }),
  }));
  return { drafts, last: null };
};

/**
 * Writes the entries of one batch in one transaction: each entry is inserted unless its source is
 * already journaled (unique source key; on conflict nothing), and its lines only when it was. Two
 * runs at once write each entry once. Answers how many entries it wrote.
 */
async function writeDrafts(db: Db, drafts: Draft[]): Promise<number> {
  // An entry with no line (every amount 0) is written too: its source is then journaled.
  const written = drafts;
  if (written.length === 0) return 0;
  for (const { draft } of written) {
    if (!isBalanced(draft))
      throw new Error(`Journal entry ${draft.sourceType}:${draft.sourceId} does not balance`);
  }
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(journalEntries)
      .values(
        written.map(({ draft, applicationId }) => ({
          sourceType: draft.sourceType,
          sourceId: draft.sourceId,
          applicationId,
          entryDate: draft.date,
          memo: draft.memo,
          total: draft.lines.reduce((sum, line) => sum + line.debit, 0),
        })),
      )
      .onConflictDoNothing({ target: [journalEntries.sourceType, journalEntries.sourceId] })
      .returning({
        id: journalEntries.id,
        sourceType: journalEntries.sourceType,
        sourceId: journalEntries.sourceId,
      });
    const byKey = new Map(written.map(({ draft }) => [`${draft.sourceType}:${draft.sourceId}`, draft]));
    const lines = inserted.flatMap((entry) =>
      (byKey.get(`${entry.sourceType}:${entry.sourceId}`)?.lines ?? []).map((line) => ({
        entryId: entry.id,
        ...line,
      })),
    );
    if (lines.length > 0) await tx.insert(journalLines).values(lines);
    return inserted.length;
  });
}

/**
 * How many money-moving sources are not yet journaled (each becomes one entry at the next sync):
 * history rows with report figures, ledger payments, refunds and write-offs, completed payouts.
 * With the entries no sync has posted, they are what is not yet posted (issue 24 item 7).
 */
export async function countPendingSources(db: Db): Promise<number> {
  const [transactions] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(policyTransactions)
    .innerJoin(applications, eq(applications.id, policyTransactions.applicationId))
    .where(
      and(
        sql`${policyTransactions.reportFigures} is not null`,
        notJournaled('transaction', sql`${policyTransactions.id}::text`),
      ),
    );
  const [ledger] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .innerJoin(applications, eq(applications.id, ledgerEntries.applicationId))
    .where(
      and(
        inArray(ledgerEntries.kind, ['payment', 'refund', 'writeOff']),
        notJournaled(sql`${ledgerEntries.kind}`, sql`${ledgerEntries.id}::text`),
      ),
    );
  const [payouts] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(partnerPayouts)
    .where(
      and(eq(partnerPayouts.status, 'completed'), notJournaled('payout', sql`${partnerPayouts.id}::text`)),
    );
  return (transactions?.n ?? 0) + (ledger?.n ?? 0) + (payouts?.n ?? 0);
}

/**
 * Journals every money-moving source not yet journaled (docs/decisions/0044): history rows with
 * report figures, ledger payments, refunds and write-offs, completed partner payouts. Safe to run
 * at any time and in several processes (idempotent per source), in batches of `batch` (500), each
 * source's batches in its order, each starting where the one before ended.
 */
export async function journalPendingSources(db: Db, batch = BATCH): Promise<{ entries: number }> {
  let entries = 0;
  for (const load of [transactionDrafts, ledgerDrafts, payoutDrafts]) {
    let after: unknown = null;
    for (;;) {
      const { drafts, last } = await load(db, after, batch);
      if (drafts.length === 0) break;
      const wrote = await writeDrafts(db, drafts);
      entries += wrote;
      // Another process wrote this batch meanwhile: the next load starts after it.
      if (wrote === 0 && drafts.length < batch) break;
      after = last;
    }
  }
  return { entries };
}
