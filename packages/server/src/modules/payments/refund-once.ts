import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema.ts';
import { HttpError, conflict, notFound } from '../../lib/errors.ts';
import { STALE_MS, settle } from './settle.ts';
import {
  PaymentProviderError,
  type PaymentAccount,
  type PaymentProvider,
} from '../../integrations/payments/index.ts';

export type RefundRow = typeof refunds.$inferSelect;
/** processing: the provider was asked and has not answered; pending: the provider is still settling it. */
export type RefundStatus = 'processing' | 'pending' | 'succeeded' | 'failed';

export interface RefundOnceInput {
  paymentId: string;
  /** Integer cents; at most what is left unrefunded of the payment. */
  amount: number;
  idempotencyKey: string;
  reason: string;
  remark?: string | null;
  /** The invoice the money goes back on, when not the payment's own (one charge can pay several). */
  invoiceId?: string | null;
  /**
   * The app's clock when the refund is claimed: the card reconciliation dates the refund by it, and
   * a refund still processing is judged stale by it.
   */
  at: Date;
}

type PaymentRow = typeof payments.$inferSelect;

async function findRefund(db: Db, idempotencyKey: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey)).limit(1);
  return row ?? null;
}

async function findPayment(db: Db, paymentId: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment) throw notFound('Payment not found');
  return payment;
}

/** Cents refunded, or being refunded, of a payment. */
async function refundedSoFar(db: Db, paymentId: string) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentId, paymentId),
        inArray(refunds.status, ['processing', 'pending', 'succeeded'] satisfies RefundStatus[]),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Asks the provider (idempotent under the same key) and stores its answer. */
async function drive(db: Db, provider: PaymentProvider, payment: PaymentRow, refund: RefundRow) {
  try {
    const result = await provider.withDb(db).refund(payment.account as PaymentAccount, {
      chargeId: payment.providerChargeId ?? '',
      amount: refund.amount,
      idempotencyKey: refund.idempotencyKey,
      reason: refund.reason ?? '',
    });
    const [stored] = await db
      .update(refunds)
      .set({ status: result.status, providerRefundId: result.refundId })
      .where(eq(refunds.id, refund.id))
      .returning();
    return stored!;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // Refused: nothing was refunded, so the key is free again for a corrected request.
    await db.delete(refunds).where(eq(refunds.id, refund.id));
    throw new HttpError(error.statusCode === 404 ? 404 : 422, error.message, { code: error.code });
  }
}

/** A repeat of a key: the first refund, once it has an answer (re-driven if its process stopped). */
async function resume(db: Db, provider: PaymentProvider, first: RefundRow, input: RefundOnceInput) {
  if (first.paymentId !== input.paymentId || first.amount !== input.amount) {
    throw conflict('This refund key was already used for a different refund.');
  }
  const latest = await settle(
    () => findRefund(db, input.idempotencyKey),
    (row) => row?.status !== 'processing',
  );
  if (!latest) throw new Error(`refund ${input.idempotencyKey} vanished after an idempotency conflict`);
  // Stale by the app's clock, the one its createdAt was written by (the demo story's stands in the past).
  const now = input.at.getTime();
  if (latest.status === 'processing' && now - latest.createdAt.getTime() > STALE_MS) {
    return drive(db, provider, await findPayment(db, input.paymentId), latest);
  }
  return latest;
}

/**
 * Refunds part or all of a succeeded card payment, once per idempotency key, and returns the refunds
 * row (status succeeded, or pending while the provider settles it). Refuses (422) a refund of more
 * than the payment's unrefunded amount; the provider enforces the same against its charge.
 * `db` may be a transaction; the simulated processor then writes through it too.
 */
export async function refundOnce(
  db: Db,
  provider: PaymentProvider,
  input: RefundOnceInput,
): Promise<RefundRow> {
  const earlier = await findRefund(db, input.idempotencyKey);
  if (earlier) return resume(db, provider, earlier, input);
  const payment = await findPayment(db, input.paymentId);
  if (payment.status !== 'succeeded' || !payment.providerChargeId) {
    throw new HttpError(422, 'Only a succeeded card payment can be refunded.');
  }
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new HttpError(422, 'A refund must be a positive whole number of cents.');
  }
  const refundable = payment.amount - (await refundedSoFar(db, payment.id));
  if (input.amount > refundable) {
    throw new HttpError(422, 'The refund is more than what is left of the payment to refund.', {
      refundable,
    });
  }
  const [claimed] = await db
    .insert(refunds)
    .values({
      paymentId: payment.id,
      applicationId: payment.applicationId,
      invoiceId: input.invoiceId ?? payment.invoiceId,
      amount: input.amount,
      status: 'processing' satisfies RefundStatus,
      reason: input.reason,
      remark: input.remark ?? null,
      idempotencyKey: input.idempotencyKey,
      createdAt: input.at,
    })
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning();
  if (!claimed) {
    const first = await findRefund(db, input.idempotencyKey);
    if (!first) throw new Error(`refund ${input.idempotencyKey} vanished after an idempotency conflict`);
    return resume(db, provider, first, input);
  }
  return drive(db, provider, payment, claimed);
}
