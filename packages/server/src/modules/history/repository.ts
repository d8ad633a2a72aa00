import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, policyTransactions, refunds, users } from '../../db/schema.ts';
import { brokerNameSql } from '../applications/columns.ts';

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
