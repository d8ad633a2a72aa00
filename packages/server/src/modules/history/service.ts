import type { PolicyTransaction, PolicyTransactionList } from '@bm/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { visibleApplication } from '../applications/save-service.ts';
import { listPolicyTransactions, type PolicyTransactionRow } from './repository.ts';

const amountAndStatus = (amount: number | null, status: string | null) =>
  amount === null || status === null ? null : { amount, status };

export function toPolicyTransaction(row: PolicyTransactionRow): PolicyTransaction {
  const tx = row.transaction;
  return {
    id: tx.id,
    type: tx.type,
    createdAt: tx.createdAt.toISOString(),
    effectiveDate: tx.effectiveDate?.toISOString() ?? null,
    reason: tx.reason,
    description: tx.description,
    user: row.userId && row.userEmail ? { id: row.userId, name: row.userName, email: row.userEmail } : null,
    before: tx.before,
    after: tx.after,
    premiumDelta: tx.premiumDelta,
    taxDelta: tx.taxDelta,
    feeDelta: tx.feeDelta,
    totalDelta: tx.totalDelta,
    paymentId: tx.paymentId,
    refundId: tx.refundId,
    payment: amountAndStatus(row.paymentAmount, row.paymentStatus),
    refund: amountAndStatus(row.refundAmount, row.refundStatus),
  };
}

export interface PolicyHistory {
  /** The policy number, or the application id before the policy has one. */
  reference: string;
  transactions: PolicyTransactionList;
}

/** The transaction history of a record the user may see (404 / 403 as for the record itself). */
export async function policyHistoryFor(
  db: Db,
  user: AuthUser,
  applicationId: string,
): Promise<PolicyHistory> {
  const { application } = await visibleApplication(db, user, applicationId);
  const rows = await listPolicyTransactions(db, applicationId);
  return {
    reference: application.policyNumber ?? application.id,
    transactions: rows.map(toPolicyTransaction),
  };
}
