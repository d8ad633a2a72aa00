import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { COLLECTION_ATTEMPT_DAYS, collectsLaterPayments, PAYMENT_PERIODS } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, invoices } from '../../db/schema.ts';
import { attemptCollection } from './collect-attempt.ts';
import type { Candidate, CollectionsDeps, CollectionsResult } from './collect-types.ts';

// The job's one attempt is collect-attempt.ts (a decline: collect-declined.ts); its types and the
// names it writes are collect-types.ts, offered here as before.
export {
  COLLECTION_CHANGE_TYPES,
  MPF_INVOICE_TYPE,
  type CollectionsDeps,
  type CollectionsResult,
} from './collect-types.ts';

/** Invoices looked at per query; the job pages through all that are due. */
const BATCH = 100;

/** The furthest ahead of its due date a payment is first charged (an annual plan's 7 days). */
const LEAD_DAYS = Math.max(0, ...PAYMENT_PERIODS.map((p) => -Math.min(...COLLECTION_ATTEMPT_DAYS[p])));

/** The latest due date a run as of `now` looks at: the lead of the earliest attempt, and a day. */
const horizonOf = (now: Date) => new Date(now.getTime() + (LEAD_DAYS + 1) * 86_400_000);

/**
 * Scheduled payments the job looks at: open plan invoices (not the first, paid at bind; not fees)
 * of bound policies on a plan the job collects, with a card on file, due by `horizon` (any date when
 * null).
 */
function candidateFilter(horizon: Date | null) {
  return and(
    eq(invoices.status, 'open'),
    eq(invoices.isMpf, false),
    gt(invoices.instalmentNumber, 1),
    horizon ? lte(invoices.dueDate, horizon) : undefined,
    eq(applications.status, 'bound'),
    inArray(applications.paymentPeriod, PAYMENT_PERIODS.filter(collectsLaterPayments)),
    isNotNull(applications.stripeCustomerId),
    isNotNull(applications.stripeCardId),
  );
}

/**
 * Scheduled payments due for an attempt today, within the lead of the earliest attempt. Keyset by
 * due date then invoice number (unique), so that a night's charges go in the same order on every run
 * of the same data (the demo's story, docs/decisions/0066).
 */
async function candidates(
  db: Db,
  now: Date,
  after: { dueDate: Date; number: string } | null,
): Promise<Candidate[]> {
  return db
    .select({
      id: invoices.id,
      applicationId: invoices.applicationId,
      number: invoices.number,
      dueDate: invoices.dueDate,
      instalmentNumber: invoices.instalmentNumber,
      paymentAccount: invoices.paymentAccount,
    })
    .from(invoices)
    .innerJoin(applications, eq(applications.id, invoices.applicationId))
    .where(
      and(
        candidateFilter(horizonOf(now)),
        after
          ? sql`(${invoices.dueDate}, ${invoices.number}) > (${after.dueDate.toISOString()}::timestamptz, ${after.number})`
          : undefined,
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.number))
    .limit(BATCH);
}

/**
 * How many scheduled payments a run as of `now` looks at (those whose schedule asks for no attempt
 * yet wait): with nthCollectionDueDate, how the bench picks and describes the day of a collections
 * run over a given number of instalments (decision 0102).
 */
export async function collectionsLookedAt(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .innerJoin(applications, eq(applications.id, invoices.applicationId))
    .where(candidateFilter(horizonOf(now)));
  return row?.n ?? 0;
}

/** The due date of the `nth` open scheduled payment the job collects, by due date (null: fewer are open). */
export async function nthCollectionDueDate(db: Db, nth: number): Promise<Date | null> {
  const [row] = await db
    .select({ dueDate: invoices.dueDate })
    .from(invoices)
    .innerJoin(applications, eq(applications.id, invoices.applicationId))
    .where(candidateFilter(null))
    .orderBy(asc(invoices.dueDate))
    .offset(Math.max(0, nth - 1))
    .limit(1);
  return row?.dueDate ?? null;
}

/**
 * The collections job: every scheduled payment whose attempt falls today is charged to the card on
 * file on the plan's account; a payment is recorded on the policy's ledger, a decline opens (or
 * updates) its NSF invoice, adds a missed payment fee on the first decline, and after the last retry
 * sets the cancellation date and sends the notice. Safe to run twice or in two processes at once.
 * `progress` is told the counts so far after each payment (the toolbox shows them while it runs).
 */
export async function collectScheduledPayments(
  deps: CollectionsDeps,
  now: Date,
  progress?: (soFar: CollectionsResult) => void,
): Promise<CollectionsResult> {
  const result: CollectionsResult = {
    attempted: 0,
    paid: 0,
    declined: 0,
    nsfOpened: 0,
    noticesSent: 0,
    skipped: 0,
  };
  let after: { dueDate: Date; number: string } | null = null;
  for (;;) {
    const batch = await candidates(deps.db, now, after);
    for (const candidate of batch) {
      const attempted = await attemptCollection(deps, candidate, now);
      if (attempted.outcome === 'skipped') result.skipped += 1;
      if (attempted.outcome === 'paid' || attempted.outcome === 'declined') result.attempted += 1;
      if (attempted.outcome === 'paid') result.paid += 1;
      if (attempted.outcome === 'declined') result.declined += 1;
      if (attempted.nsfOpened) result.nsfOpened += 1;
      if (attempted.noticeSent) result.noticesSent += 1;
      progress?.({ ...result });
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) break;
    after = { dueDate: last.dueDate, number: last.number };
  }
  // The links and notices written this run go out now that their transactions have committed.
  if (result.nsfOpened > 0 || result.noticesSent > 0) await deps.email.flush(deps.db);
  return result;
}
