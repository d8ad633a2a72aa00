import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, payments, policyTransactions, refunds, users } from '../../db/schema.ts';
import { brokerNameSql } from '../policies/index.ts';

/** A policy's history rows, oldest first, with who made each change and its payment and refund. */
export function listPolicyTransactions(db: Db, applicationId: string) {
  return db
    .select({
      transaction: policyTransactions,
      userId: users.id,
      userName: brokerNameSql,
      userEmail: users.email,
      paymentAmount: payments.amount,
      paymentStatus: payments.status,
      refundAmount: refunds.amount,
      refundStatus: refunds.status,
    })
    .from(policyTransactions)
    .leftJoin(users, eq(users.id, policyTransactions.userId))
    .leftJoin(payments, eq(payments.id, policyTransactions.paymentId))
    .leftJoin(refunds, eq(refunds.id, policyTransactions.refundId))
    .where(eq(policyTransactions.applicationId, applicationId))
    .orderBy(asc(policyTransactions.createdAt), asc(policyTransactions.id));
}

export type PolicyTransactionRow = Awaited<ReturnType<typeof listPolicyTransactions>>[number];

/**
 * Every refund a policy's changes made, by change: the refunds their ledger entries name (a refund
 * spread over several card charges is one refund per charge) and the one each history row names
 * (a manual refund has no ledger entry until it is paid). Oldest first.
 */
export async function listChangeRefunds(db: Db, applicationId: string) {
  const [fromLedger, fromHistory] = await Promise.all([
    db
      .selectDistinct({
        changeId: ledgerEntries.changeId,
        id: refunds.id,
        amount: refunds.amount,
        status: refunds.status,
        createdAt: refunds.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(refunds, eq(refunds.id, ledgerEntries.refundId))
      .where(and(eq(ledgerEntries.applicationId, applicationId), isNotNull(ledgerEntries.refundId))),
    db
      .select({
        changeId: policyTransactions.id,
        id: refunds.id,
        amount: refunds.amount,
        status: refunds.status,
        createdAt: refunds.createdAt,
      })
      .from(policyTransactions)
      .innerJoin(refunds, eq(refunds.id, policyTransactions.refundId))
      .where(eq(policyTransactions.applicationId, applicationId)),
  ]);
  const byChange = new Map<
    string,
    Map<string, { id: string; amount: number; status: string; createdAt: Date }>
  >();
  for (const row of [...fromHistory, ...fromLedger]) {
    const parts = byChange.get(row.changeId) ?? new Map();
    parts.set(row.id, { id: row.id, amount: row.amount, status: row.status, createdAt: row.createdAt });
    byChange.set(row.changeId, parts);
  }
  return new Map(
    [...byChange].map(([changeId, parts]) => [
      changeId,
      [...parts.values()]
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
        .map(({ id, amount, status }) => ({ id, amount, status })),
    ]),
  );
}

export type ChangeRefunds = Awaited<ReturnType<typeof listChangeRefunds>>;
