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

/**
 * Scheduled payments due for an attempt today: open plan invoices (not the first, paid at bind; not
 * fees) of bound policies on a plan the job collects, with a card on file, due within the lead of
 * the earliest attempt. Keyset by due date then invoice number (unique), so that a night's charges go
 * in the same order on every run of the same data (the demo's story, docs/decisions/0066).
 */
async function candidates(
  db: Db,
  now: Date,
  after: { dueDate: Date; number: string } | null,
): Promise<Candidate[]> {
  const horizon = new Date(now.getTime() + (LEAD_DAYS + 1) * 86_400_000);
  const collected = PAYMENT_PERIODS.filter(collectsLaterPayments);
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
        eq(invoices.status, 'open'),
        eq(invoices.isMpf, false),
        gt(invoices.instalmentNumber, 1),
        lte(invoices.dueDate, horizon),
        eq(applications.status, 'bound'),
        inArray(applications.paymentPeriod, collected),
        isNotNull(applications.stripeCustomerId),
        isNotNull(applications.stripeCardId),
        after
          ? sql`(${invoices.dueDate}, ${invoices.number}) > (${after.dueDate.toISOString()}::timestamptz, ${after.number})`
          : undefined,
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.number))
    .limit(BATCH);
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
