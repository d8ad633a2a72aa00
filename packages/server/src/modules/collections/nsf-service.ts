import { and, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NsfInvoiceItem, NsfListQuery, NsfListResponse, NsfUpdateBody } from '@bm/contracts';
import {
  canUpdateNsfInvoice,
  formatDate,
  historyPart,
  nextCollectionStep,
  nonPaymentCancellationDay,
  NOTICE_DELIVERY_MESSAGES,
  noticeDeliveryError,
  NSF_MESSAGES,
  policyEffectiveInstant,
  type PaymentPeriod,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, invoices, nsfInvoices, payments } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { decodeInstantCursor, encodeInstantCursor } from '../../lib/keyset-cursor.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  accessScope,
  canSee,
  lockApplication,
  recordPolicyChange,
  scopeCondition,
} from '../policies/index.ts';

const mpfInvoices = alias(invoices, 'mpf_invoices');

/** Declined collection attempts per invoice (the payments the collections job made for it). */
const attemptsSql = sql<number>`(select count(*)::int from ${payments}
  where ${payments.invoiceId} = ${nsfInvoices.invoiceId} and ${payments.status} = 'failed'
    and ${payments.purpose}->>'kind' = 'collection')`;

function selectItems(db: Db) {
  return db
    .select({
      id: nsfInvoices.id,
      invoiceId: nsfInvoices.invoiceId,
      applicationId: nsfInvoices.applicationId,
      reason: nsfInvoices.reason,
      status: nsfInvoices.status,
      cancellationDate: nsfInvoices.cancellationDate,
      registerLetterSentAt: nsfInvoices.registerLetterSentAt,
      letterDeliveredOn: nsfInvoices.letterDeliveredOn,
      createdAt: nsfInvoices.createdAt,
      invoiceNumber: invoices.number,
      invoiceStatus: invoices.status,
      amountDue: invoices.amountDue,
      amountPaid: invoices.amountPaid,
      dueDate: invoices.dueDate,
      mpfStatus: mpfInvoices.status,
      mpfDue: mpfInvoices.amountDue,
      mpfPaid: mpfInvoices.amountPaid,
      policyNumber: applications.policyNumber,
      policyStatus: applications.status,
      paymentPeriod: applications.paymentPeriod,
      effectiveDate: applications.policyEffectiveDate,
      expiryDate: applications.policyExpiryDate,
      insuredName: applications.insuredName,
      brokerageId: applications.brokerageId,
      brokerageName: applications.brokerageName,
      attempts: attemptsSql,
    })
    .from(nsfInvoices)
    .innerJoin(invoices, eq(invoices.id, nsfInvoices.invoiceId))
    .innerJoin(applications, eq(applications.id, nsfInvoices.applicationId))
    .leftJoin(mpfInvoices, eq(mpfInvoices.id, nsfInvoices.mpfInvoiceId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

const owingOn = (status: string | null, due: number | null, paid: number | null) =>
  status === 'open' ? Math.max(0, (due ?? 0) - (paid ?? 0)) : 0;

function toItem(row: Row, now: Date): NsfInvoiceItem {
  const amountOwing = owingOn(row.invoiceStatus, row.amountDue, row.amountPaid);
  const step =
    amountOwing > 0 && row.policyStatus === 'bound'
      ? nextCollectionStep({
          period: row.paymentPeriod as PaymentPeriod,
          dueDay: formatDate(row.dueDate),
          attemptsMade: row.attempts,
          today: formatDate(now),
        })
      : null;
  return {
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    applicationId: row.applicationId,
    policyNumber: row.policyNumber,
    term: `${formatDate(row.effectiveDate)} to ${formatDate(row.expiryDate)}`,
    policyStatus: row.policyStatus,
    insuredName: row.insuredName,
    brokerageName: row.brokerageName,
    reason: row.reason,
    status: row.status,
    amountOwing,
    missedPaymentFeeOwing: owingOn(row.mpfStatus, row.mpfDue, row.mpfPaid),
    attempts: row.attempts,
    nextAttemptDay: step?.kind === 'wait' ? step.day : step?.kind === 'charge' ? formatDate(now) : null,
    cancellationDate: row.cancellationDate ? formatDate(row.cancellationDate) : null,
    registerLetterSentAt: row.registerLetterSentAt?.toISOString() ?? null,
    letterSentOn: row.registerLetterSentAt ? formatDate(row.registerLetterSentAt) : null,
    letterDeliveredOn: row.letterDeliveredOn,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/nsfInvoices: the NSF invoices of the policies the user may see, newest first. */
export async function listNsfInvoices(
  db: Db,
  user: AuthUser,
  query: NsfListQuery,
  now: Date,
): Promise<NsfListResponse> {
  const after = query.cursor ? decodeInstantCursor(query.cursor) : null;
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await selectItems(db)
    .where(
      and(
        scopeCondition(accessScope(user)),
        query.status ? eq(nsfInvoices.status, query.status) : undefined,
        query.brokerageId ? eq(applications.brokerageId, query.brokerageId) : undefined,
        query.applicationId ? eq(nsfInvoices.applicationId, query.applicationId) : undefined,
        // The letters awaiting a delivery day: no cancellation date until it is recorded.
        query.notice === 'awaitingDelivery'
          ? and(
              eq(nsfInvoices.status, 'pending'),
              isNotNull(nsfInvoices.registerLetterSentAt),
              isNull(nsfInvoices.letterDeliveredOn),
            )
          : undefined,
        search
          ? or(
              ilike(applications.policyNumber, search),
              ilike(applications.insuredName, search),
              ilike(invoices.number, search),
            )
          : undefined,
        after
          ? sql`(${nsfInvoices.createdAt}, ${nsfInvoices.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(nsfInvoices.createdAt), desc(nsfInvoices.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toItem(row, now)),
    nextCursor:
      rows.length > query.limit && last ? encodeInstantCursor({ at: last.createdAt, id: last.id }) : null,
  };
}

/**
 * PUT /api/nsfInvoices/{invoiceId}: finance and super admins set the reason and status, and the day
 * the notice of cancellation was delivered (its cancellation date is then 15 days on: domain
 * noticeDeliveryError, nonPaymentCancellationDay), under the policy's lock, with a history row on
 * the policy (the NsfInvoice action) in the same transaction.
 */
export async function updateNsfInvoice(
  db: Db,
  user: AuthUser,
  invoiceId: string,
  body: NsfUpdateBody,
  now: Date,
): Promise<NsfInvoiceItem> {
  const [found] = await db
    .select({ applicationId: nsfInvoices.applicationId })
    .from(nsfInvoices)
    .where(eq(nsfInvoices.invoiceId, invoiceId))
    .limit(1);
  if (!found) throw notFound(NSF_MESSAGES.notFound);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockApplication(tx, found.applicationId);
    // Another brokerage's NSF invoice is not found, as its policy would not be.
    if (!locked || !canSee(accessScope(user), locked.brokerageId)) throw notFound(NSF_MESSAGES.notFound);
    if (!canUpdateNsfInvoice(user.flags)) throw forbidden(NSF_MESSAGES.notAllowed);
    const [nsf] = await tx.select().from(nsfInvoices).where(eq(nsfInvoices.invoiceId, invoiceId)).limit(1);
    if (!nsf) throw notFound(NSF_MESSAGES.notFound);
    const reason = body.reason ?? nsf.reason;
    const status = body.status ?? nsf.status;
    const deliveredOn = body.letterDeliveredOn ?? nsf.letterDeliveredOn;
    const delivered = deliveredOn !== nsf.letterDeliveredOn ? deliveredOn : null;
    if (delivered) {
      if (nsf.status !== 'pending') throw badRequest(NOTICE_DELIVERY_MESSAGES.notPending);
      const refused = noticeDeliveryError({
        deliveredDay: delivered,
        sentDay: nsf.registerLetterSentAt ? formatDate(nsf.registerLetterSentAt) : null,
        today: formatDate(now),
      });
      if (refused) throw badRequest(refused);
    }
    if (reason === nsf.reason && status === nsf.status && !delivered) {
      throw badRequest(NSF_MESSAGES.nothingToUpdate);
    }
    const cancellationDay = delivered ? nonPaymentCancellationDay(delivered) : null;
    await tx
      .update(nsfInvoices)
      .set({
        reason,
        status,
        updatedAt: now,
        ...(delivered && cancellationDay
          ? { letterDeliveredOn: delivered, cancellationDate: policyEffectiveInstant(cancellationDay) }
          : {}),
      })
      .where(eq(nsfInvoices.id, nsf.id));
    const [invoice] = await tx
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.id, invoiceId));
    await recordPolicyChange(tx, {
      application: locked,
      type: 'NSF Invoice',
      userId: user.id,
      at: now,
      history: {
        reason: reason ?? null,
        description: [
          historyPart('nsfInvoice', { number: invoice?.number ?? invoiceId, status }),
          ...(delivered
            ? [historyPart('noticeDelivered', { day: delivered, cancellationDay: cancellationDay ?? '' })]
            : []),
        ],
        before: {
          reason: nsf.reason,
          status: nsf.status,
          ...(delivered
            ? {
                letterDeliveredOn: nsf.letterDeliveredOn,
                cancellationDate: nsf.cancellationDate ? formatDate(nsf.cancellationDate) : null,
              }
            : {}),
        },
        after: {
          reason,
          status,
          ...(delivered ? { letterDeliveredOn: delivered, cancellationDate: cancellationDay } : {}),
        },
        details: { invoiceId },
      },
      audit: { action: 'nsf.update', details: { invoiceId, status } },
    });
    const [row] = await selectItems(tx).where(eq(nsfInvoices.id, nsf.id));
    return toItem(row!, now);
  });
}
