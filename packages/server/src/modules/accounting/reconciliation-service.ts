import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { ReconciliationResponse } from '@bm/contracts';
import {
  payoutPeriodDays,
  reconcile,
  type OurRecord,
  type ProcessorRecord,
  vancouverDayStart,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, payments, refunds } from '../../db/schema.ts';
import type { PaymentProvider, ProcessorRecordRow } from '../../integrations/payments/index.ts';

/** Records this close to the period's edges on the other side are looked for, not called missing. */
const EDGE_MS = 2 * 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Dated<T> {
  record: T;
  createdAt: Date;
}

const within = <T>(rows: Dated<T>[], from: Date, to: Date) =>
  rows.filter((row) => row.createdAt >= from && row.createdAt < to).map((row) => row.record);
const byId = <T extends { processorId: string }>(rows: Dated<T>[]) =>
  new Map(rows.map((row) => [row.record.processorId, row.record]));
const total = (rows: { amount: number }[]) => rows.reduce((sum, row) => sum + row.amount, 0);

const theirs = (row: ProcessorRecordRow): Dated<ProcessorRecord> => ({
  record: { processorId: row.id, amount: row.amount, applicationId: row.applicationId },
  createdAt: row.createdAt,
});

/**
 * Card payments and refunds of a Vancouver month against the card processor's own records (issue
 * 15 item 5): our succeeded card payments and card refunds (manual refunds never went through the
 * card) and the processor's succeeded charges and refunds on both accounts, matched by the
 * processor's id; each mismatch is listed with its policy.
 */
export async function reconcileCards(
  db: Db,
  processor: PaymentProvider,
  period: string,
): Promise<ReconciliationResponse> {
  const { first, next } = payoutPeriodDays(period);
  const from = vancouverDayStart(first);
  const to = vancouverDayStart(next);
  const wideFrom = new Date(from.getTime() - EDGE_MS);
  const wideTo = new Date(to.getTime() + EDGE_MS);

  const ourPayments: Dated<OurRecord>[] = (
    await db
      .select({
        processorId: payments.providerChargeId,
        amount: payments.amount,
        applicationId: payments.applicationId,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'succeeded'),
          eq(payments.provider, processor.name),
          isNotNull(payments.providerChargeId),
          gte(payments.createdAt, wideFrom),
          lt(payments.createdAt, wideTo),
        ),
      )
  ).map(({ createdAt, ...record }) => ({
    record: { ...record, processorId: record.processorId! },
    createdAt,
  }));
  const ourRefunds: Dated<OurRecord>[] = (
    await db
      .select({
        processorId: refunds.providerRefundId,
        amount: refunds.amount,
        applicationId: refunds.applicationId,
        createdAt: refunds.createdAt,
      })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(
        and(
          eq(refunds.status, 'succeeded'),
          eq(refunds.manual, false),
          eq(payments.provider, processor.name),
          isNotNull(refunds.providerRefundId),
          gte(refunds.createdAt, wideFrom),
          lt(refunds.createdAt, wideTo),
        ),
      )
  ).map(({ createdAt, ...record }) => ({
    record: { ...record, processorId: record.processorId! },
    createdAt,
  }));

  const activity = await Promise.all(
    (['main', 'finance'] as const).map((account) => processor.listActivity(account, wideFrom, wideTo)),
  );
  const theirCharges = activity.flatMap((a) => a.charges).map(theirs);
  const theirRefunds = activity.flatMap((a) => a.refunds).map(theirs);

  const periodOf = {
    ourPayments: within(ourPayments, from, to),
    ourRefunds: within(ourRefunds, from, to),
    theirCharges: within(theirCharges, from, to),
    theirRefunds: within(theirRefunds, from, to),
  };
  const mismatches = [
    ...reconcile('payment', periodOf.ourPayments, periodOf.theirCharges, {
      ours: byId(ourPayments),
      theirs: byId(theirCharges),
    }),
    ...reconcile('refund', periodOf.ourRefunds, periodOf.theirRefunds, {
      ours: byId(ourRefunds),
      theirs: byId(theirRefunds),
    }),
  ];

  const ids = [
    ...new Set(mismatches.map((m) => m.applicationId).filter((id): id is string => !!id && UUID.test(id))),
  ];
  const policies = ids.length
    ? await db
        .select({
          id: applications.id,
          policyNumber: applications.policyNumber,
          insuredName: applications.insuredName,
        })
        .from(applications)
        .where(inArray(applications.id, ids))
    : [];
  const policyOf = new Map(policies.map((p) => [p.id, p]));
  return {
    period,
    processor: processor.name,
    payments: {
      ours: { count: periodOf.ourPayments.length, amount: total(periodOf.ourPayments) },
      processor: { count: periodOf.theirCharges.length, amount: total(periodOf.theirCharges) },
    },
    refunds: {
      ours: { count: periodOf.ourRefunds.length, amount: total(periodOf.ourRefunds) },
      processor: { count: periodOf.theirRefunds.length, amount: total(periodOf.theirRefunds) },
    },
    mismatches: mismatches.map((m) => {
      const policy = m.applicationId ? policyOf.get(m.applicationId) : undefined;
      return {
        ...m,
        applicationId: policy ? policy.id : null,
        policyNumber: policy?.policyNumber ?? null,
        insuredName: policy?.insuredName ?? null,
      };
    }),
  };
}
