import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, payments } from '../../db/schema.ts';
import type { PaymentAccount, PaymentProvider } from '../../integrations/payments/index.ts';
import type { FileStorage } from '../../integrations/storage/types.ts';
import { runPolicyDocumentJobs } from '../documents/index.ts';
import { writePaymentEvents } from '../webhooks/index.ts';
import {
  chargeOutcome,
  livePaymentSql,
  NOT_CHARGED,
  type PaymentRow,
  webhookPayment,
} from './charge-once.ts';
import { refundOnce } from './refund-once.ts';
import { STALE_MS } from './settle.ts';

/**
 * Finishes the bind a charge was taken for, in the caller's transaction (which holds the
 * application's row lock): applications' applyBindPayment. Passed in, because the bind (its plan
 * and its records) is the application's and applications/ charges through this module.
 */
export type ApplyBind = (
  tx: Db,
  app: typeof applications.$inferSelect,
  payment: PaymentRow,
  at: Date,
) => Promise<'applied' | 'refund'>;

export interface ReconcileDeps {
  db: Db;
  payments: PaymentProvider;
  storage: FileStorage;
  now: () => Date;
  /** Completes a bind's charge whose request stopped (applications' applyBindPayment). */
  applyBind: ApplyBind;
  /** Only payments at least this old are reconciled (younger ones may still be in flight). */
  staleMs?: number;
}

export type ReconcileOutcome = 'failed' | 'applied' | 'refunded' | 'skipped';

export const RECONCILE_MESSAGES = {
  notCharged: 'The payment was interrupted before the card was charged: nothing was taken.',
  refundReason: 'Payment interrupted and not applied to a policy: refunded in full.',
} as const;

/**
 * recordedOrRefunded's charges pay for a policy change (an endorsement, pay in full, an extension,
 * a custom premium, overdue invoices, a payment link), never a bind (purpose kind 'bind', which only
 * the pay route claims): applyBindPayment answers 'refund' to them at its first line, and so does this.
 */
const neverABind: ApplyBind = async () => 'refund';

/**
 * Runs `write`, the transaction that records what a card charge paid for. Should it fail, the charge
 * goes back to the card at once (reconcilePayment: a charge not applied is refunded in full, one
 * already recorded by another attempt with the same key stays), so the insured never pays for a
 * change that was not written; the failure is then rethrown. Without a refund now, the
 * reconcile-payments job would refund it once stale. `what` names the charge in the log.
 */
export async function recordedOrRefunded<T>(
  deps: Omit<ReconcileDeps, 'staleMs' | 'applyBind'> & {
    log: { error: (details: Record<string, unknown>, message: string) => void };
  },
  payment: { id: string } | null,
  what: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (payment) {
      const reconcile = {
        db: deps.db,
        payments: deps.payments,
        storage: deps.storage,
        now: deps.now,
        applyBind: neverABind,
      };
      await reconcilePayment(reconcile, payment.id, new Date(Date.now() + 60_000)).catch((undo) =>
        deps.log.error({ err: undo, paymentId: payment.id }, `refunding an unrecorded ${what} failed`),
      );
    }
    throw error;
  }
}

/**
 * Settles one live payment (docs/decisions/0018), in one transaction that holds the application's
 * and the payment's row locks, both taken with SKIP LOCKED (a payment another process is settling,
 * or whose application a request holds, is left for the next run):
 * - `processing`: the processor is asked what it did under the payment's idempotency key (it only
 *   looks, never charges). No charge: the row becomes failed, nothing was taken. A charge: the row
 *   records it (succeeded or failed as the processor says).
 * - succeeded and not applied: a bind's charge completes its bind (deps.applyBind) when every rule
 *   still holds; anything else (an endorsement whose change was never written, a bind that no longer
 *   may happen) is refunded in full. The money taken is always either applied or refunded.
 * The refund runs inside the transaction: should it fail, the whole settlement rolls back and the
 * next run asks again under the same keys, so nothing is done twice.
 */
export async function reconcilePayment(
  deps: ReconcileDeps,
  paymentId: string,
  staleBefore: Date,
): Promise<ReconcileOutcome> {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [candidate] = await tx
      .select({ applicationId: payments.applicationId })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (!candidate?.applicationId) return 'skipped';
    const [app] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, candidate.applicationId))
      .for('update', { skipLocked: true });
    if (!app) return 'skipped';
    const [locked] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), livePaymentSql, lt(payments.createdAt, staleBefore)))
      .for('update', { skipLocked: true });
    if (!locked) return 'skipped';

    let payment: PaymentRow = locked;
    if (payment.status === 'processing') {
      const found = payment.customerId
        ? await deps.payments
            .withDb(tx)
            .findCharge(payment.account as PaymentAccount, payment.idempotencyKey, {
              customerId: payment.customerId,
              createdAfter: payment.createdAt,
            })
        : null; // no card yet: the processor was never asked to charge
      const update: Partial<PaymentRow> = found
        ? chargeOutcome(found)
        : { status: 'failed', failureCode: NOT_CHARGED, failureMessage: RECONCILE_MESSAGES.notCharged };
      const [stored] = await tx.update(payments).set(update).where(eq(payments.id, paymentId)).returning();
      if (stored?.status !== 'succeeded') return 'failed';
      payment = stored;
    }
    if ((await deps.applyBind(tx, app, payment, deps.now())) === 'applied') return 'applied';
    const refund = await refundOnce(tx, deps.payments, {
      paymentId: payment.id,
      amount: payment.amount,
      idempotencyKey: `reconcile:${payment.id}`,
      reason: RECONCILE_MESSAGES.refundReason,
      at: deps.now(),
    });
    // No policy change took this charge, so none tells of it: the charge and its way back are told
    // here, in the refund's transaction (payment.succeeded, then refund.paid).
    await writePaymentEvents(tx, {
      applicationId: app.id,
      at: deps.now(),
      payment: webhookPayment(payment),
      refund: { id: refund.id, paymentId: payment.id, amount: refund.amount, manual: false },
    });
    return 'refunded';
  });
}

/**
 * Settles every live payment older than `staleMs` (default STALE_MS), or only those of one
 * application. Safe to run in several processes at once (row locks with SKIP LOCKED). Answers how
 * many ended each way; a payment that could not be settled now (the processor unreachable) is
 * counted in `errors` and tried again on the next run.
 */
export async function reconcilePayments(
  deps: ReconcileDeps,
  options: { applicationId?: string; limit?: number } = {},
) {
  const staleBefore = new Date(deps.now().getTime() - (deps.staleMs ?? STALE_MS));
  const candidates = await deps.db
    .select({ id: payments.id, applicationId: payments.applicationId })
    .from(payments)
    .where(
      and(
        livePaymentSql,
        lt(payments.createdAt, staleBefore),
        options.applicationId ? eq(payments.applicationId, options.applicationId) : undefined,
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(options.limit ?? 500);
  const summary = { failed: 0, applied: 0, refunded: 0, skipped: 0, errors: 0 };
  const problems: string[] = [];
  for (const { id, applicationId } of candidates) {
    try {
      const outcome = await reconcilePayment(deps, id, staleBefore);
      summary[outcome] += 1;
      // A bind completed here: its documents, now that it has committed.
      if (outcome === 'applied' && applicationId) await runPolicyDocumentJobs(deps, applicationId);
    } catch (error) {
      summary.errors += 1;
      if (problems.length < 5)
        problems.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { ...summary, ...(problems.length ? { problems } : {}) };
}
