import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AccountingSync } from '@bm/contracts';
import { formatCad, payoutPeriodDays } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { accountingSyncs, journalEntries, journalLines } from '../../db/schema.ts';
import {
  AccountingProviderError,
  type AccountingProvider,
  type AccountingTokens,
  type TokenVault,
} from '../../integrations/accounting/index.ts';
import { conflict, HttpError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { userLabel } from './access.ts';
import { connectedRow, refreshStored, syncView } from './connection-service.ts';
import { journalPendingSources } from './journal-service.ts';
import { storedSyncError, syncErrorOf } from './sync-error.ts';

/** A sync still `running` after this long was cut short (its process stopped): it no longer blocks. */
const STALE_SYNC_MS = 15 * 60_000;

export const SYNC_MESSAGES = {
  running: 'A sync is already running. Wait for it to finish.',
  done: (count: number, amount: number, period: string) =>
    count === 0
      ? `Nothing new to post for ${period}: the journal is up to date.`
      : `Posted ${count} journal ${count === 1 ? 'entry' : 'entries'} (${formatCad(amount)}) for ${period}.`,
} as const;

const isUniqueViolation = (error: unknown) =>
  Boolean(error && typeof error === 'object' && (error as { code?: string }).code === '23505') ||
  /unique|duplicate key/i.test(String((error as { message?: string })?.message ?? ''));

async function postEach(
  db: Db,
  provider: AccountingProvider,
  tokens: AccountingTokens,
  syncId: string,
  entryIds: string[],
): Promise<{ count: number; amount: number }> {
  let count = 0;
  let amount = 0;
  for (const id of entryIds) {
    const [entry] = await db.select().from(journalEntries).where(eq(journalEntries.id, id));
    if (!entry || entry.syncId) continue;
    const lines = await db
      .select({
        accountCode: journalLines.accountCode,
        accountName: journalLines.accountName,
        debit: journalLines.debit,
        credit: journalLines.credit,
      })
      .from(journalLines)
      .where(eq(journalLines.entryId, id))
      .orderBy(asc(journalLines.id));
    // An entry of zero (no line) is not sent: it is marked posted by this sync all the same.
    const externalId =
      lines.length === 0
        ? null
        : await provider.postEntry(tokens, {
            id,
            number: entry.number,
            date: entry.entryDate,
            memo: entry.memo,
            lines,
          });
    const marked = await db
      .update(journalEntries)
      .set({ syncId, externalId })
      .where(and(eq(journalEntries.id, id), isNull(journalEntries.syncId)))
      .returning({ total: journalEntries.total });
    for (const row of marked) {
      count += 1;
      amount += row.total;
    }
  }
  return { count, amount };
}

/**
 * The sync (docs/decisions/0044): journals the sources not yet journaled, then posts the month's
 * entries no sync has posted to the accounting target (QuickBooks: one JournalEntry each, in order;
 * local: the journal is the book, posting records the sync). The run is recorded with who ran it,
 * what it posted and how it ended; one sync at a time. A QuickBooks failure part-way keeps what
 * was posted (recorded on those entries), records the failure and answers 502: the next sync
 * posts the rest.
 */
export async function syncPeriod(
  db: Db,
  provider: AccountingProvider,
  vault: TokenVault,
  user: AuthUser,
  period: string,
  now: Date,
): Promise<{ message: string; sync: AccountingSync }> {
  let { tokens } = await connectedRow(db, provider, vault, now);
  await db
    .update(accountingSyncs)
    .set({ status: 'failed', error: storedSyncError({ code: 'stopped' }), finishedAt: now })
    .where(
      and(
        eq(accountingSyncs.status, 'running'),
        lt(accountingSyncs.startedAt, new Date(now.getTime() - STALE_SYNC_MS)),
      ),
    );
  let sync: typeof accountingSyncs.$inferSelect;
  try {
    [sync] = (await db
      .insert(accountingSyncs)
      .values({ provider: provider.name, period, userId: user.id, status: 'running', startedAt: now })
      .returning()) as [typeof accountingSyncs.$inferSelect];
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SYNC_MESSAGES.running);
    throw error;
  }
  const finish = async (values: Partial<typeof accountingSyncs.$inferInsert>) => {
    const [row] = await db
      .update(accountingSyncs)
      .set({ ...values, finishedAt: now })
      .where(eq(accountingSyncs.id, sync.id))
      .returning();
    return syncView(row!, userLabel(user));
  };
  let posted: { count: number; amount: number };
  try {
    await journalPendingSources(db);
    const { first, next } = payoutPeriodDays(period);
    const inPeriod = and(
      gte(journalEntries.entryDate, first),
      lt(journalEntries.entryDate, next),
      isNull(journalEntries.syncId),
    );
    if (provider.name === 'local') {
      const marked = await db
        .update(journalEntries)
        .set({ syncId: sync.id })
        .where(inPeriod)
        .returning({ total: journalEntries.total });
      posted = { count: marked.length, amount: marked.reduce((sum, row) => sum + row.total, 0) };
    } else {
      if (tokens.accessTokenExpiresAt.getTime() < now.getTime() + 120_000)
        tokens = await refreshStored(db, provider, vault, tokens, now);
      const ids = await db
        .select({ id: journalEntries.id })
        .from(journalEntries)
        .where(inPeriod)
        .orderBy(asc(journalEntries.entryDate), asc(journalEntries.number));
      posted = await postEach(
        db,
        provider,
        tokens,
        sync.id,
        ids.map((row) => row.id),
      );
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // What was posted before the failure stays posted (its entries name this sync).
    const [counted] = await db
      .select({
        n: sql<number>`count(*)::int`,
        total: sql<number>`coalesce(sum(${journalEntries.total}), 0)::bigint`,
      })
      .from(journalEntries)
      .where(inArray(journalEntries.syncId, [sync.id]));
    await finish({
      status: 'failed',
      error: storedSyncError(syncErrorOf(error)),
      entriesPosted: counted?.n ?? 0,
      amountPosted: Number(counted?.total ?? 0),
    });
    if (error instanceof HttpError) throw error;
    if (error instanceof AccountingProviderError) throw new HttpError(502, message);
    throw error;
  }
  return {
    message: SYNC_MESSAGES.done(posted.count, posted.amount, period),
    sync: await finish({ status: 'done', entriesPosted: posted.count, amountPosted: posted.amount }),
  };
}
