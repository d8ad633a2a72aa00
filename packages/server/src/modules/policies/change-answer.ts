import { and, eq, sql } from 'drizzle-orm';
import type { EndorsementResponse } from '@bm/contracts';
import { MESSAGES } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { payments, policyTransactions, refunds } from '../../db/schema.ts';
import type { PaymentProvider } from '../../integrations/payments/index.ts';
import type { FileStorage } from '../../integrations/storage/types.ts';
import { notFound } from '../../lib/errors.ts';
import { toApplication } from './mappers.ts';
import { findApplication } from './repository.ts';

/** What a money-moving policy change needs: the database, the clock, the card processor, files. */
export interface ChangeDeps {
  db: Db;
  now: () => Date;
  payments: PaymentProvider;
  storage: FileStorage;
  log: { error: (details: Record<string, unknown>, message: string) => void };
}

/** The change path's dependencies from the app, with the request's log. */
export function changeDeps(
  app: Pick<ChangeDeps, 'db' | 'now' | 'payments' | 'storage'>,
  log: ChangeDeps['log'],
): ChangeDeps {
  return { db: app.db, now: app.now, payments: app.payments, storage: app.storage, log };
}

/** What a saved change answers besides the policy: its history row and the money it moved. */
export type ChangeResult = Omit<EndorsementResponse, 'application'>;

/** A change saved under an idempotency key: its history row, the policy now, the money it moved. */
export interface SavedChange {
  row: typeof policyTransactions.$inferSelect;
  application: EndorsementResponse['application'];
  payment: { id: string; amount: number; status: string } | null;
  refund: { id: string; amount: number; status: string; manual: boolean } | null;
}

/**
 * The change of the policy saved under this idempotency key (of `type` when given), as a retried
 * request answers it again: read from the history row and the payment or refund it names. Never
 * charges or refunds again. Null when none was saved.
 */
export async function savedChange(
  db: Db,
  id: string,
  key: string,
  type?: string,
): Promise<SavedChange | null> {
  const [row] = await db
    .select()
    .from(policyTransactions)
    .where(
      and(
        eq(policyTransactions.applicationId, id),
        type ? eq(policyTransactions.type, type) : undefined,
        sql`${policyTransactions.details}->>'idempotencyKey' = ${key}`,
      ),
    )
    .limit(1);
  if (!row) return null;
  const saved = await findApplication(db, id);
  if (!saved) return null;
  const [payment] = row.paymentId
    ? await db.select().from(payments).where(eq(payments.id, row.paymentId)).limit(1)
    : [];
  const [refund] = row.refundId
    ? await db.select().from(refunds).where(eq(refunds.id, row.refundId)).limit(1)
    : [];
  return {
    row,
    application: toApplication(saved),
    payment: payment ? { id: payment.id, amount: payment.amount, status: payment.status } : null,
    refund: refund
      ? { id: refund.id, amount: refund.amount, status: refund.status, manual: refund.manual }
      : null,
  };
}

/** A change already saved under this idempotency key (a retried request): its answer again. */
export async function replayedChange(db: Db, id: string, key: string): Promise<EndorsementResponse | null> {
  const saved = await savedChange(db, id, key);
  if (!saved) return null;
  return {
    application: saved.application,
    transactionId: saved.row.id,
    payment: saved.payment,
    refund: saved.refund,
    message: null,
  };
}

/** The answer of a saved change: the policy as it now is, with what the change did. */
export async function changeAnswer(db: Db, id: string, result: ChangeResult): Promise<EndorsementResponse> {
  const saved = await findApplication(db, id);
  if (!saved) throw notFound(MESSAGES.applicationNotFound);
  return { application: toApplication(saved), ...result };
}
