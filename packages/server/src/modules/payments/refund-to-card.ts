import { splitRefund, type Cents, type RefundableCharge } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { refunds } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import type { MoneyDeps } from './policy-change-charge.ts';
import { refundOnce } from './refund-once.ts';

/**
 * Refunds `amount` to the card, split over the charges newest first (domain splitRefund: each part
 * at most what is left of its charge), each part once per idempotency key. Returns one refunds row
 * per part: the change writes a ledger entry for each.
 */
export async function refundToCard(
  deps: MoneyDeps,
  charges: readonly RefundableCharge[],
  amount: Cents,
  input: {
    idempotencyKey: string;
    reason: string;
    remark?: string | null;
    invoiceId?: string | null;
    /** The app's clock. */
    at: Date;
  },
) {
  const { parts, shortfall } = splitRefund(charges, amount);
  if (shortfall > 0)
    throw new HttpError(409, 'The refund is larger than what was paid by card; refund it manually.');
  const made = [];
  for (const part of parts) {
    made.push(
      await refundOnce(deps.db, deps.payments, {
        paymentId: part.paymentId,
        amount: part.amount,
        idempotencyKey: `${input.idempotencyKey}:refund:${part.paymentId}`,
        reason: input.reason,
        remark: input.remark ?? null,
        invoiceId: input.invoiceId ?? null,
        at: input.at,
      }),
    );
  }
  return made;
}

/** A refund finance makes by hand (spec 9 note 'Manual refund from CRM'), recorded as pending. */
export async function recordManualRefund(
  tx: Db,
  input: {
    applicationId: string;
    amount: Cents;
    idempotencyKey: string;
    reason: string;
    remark: string;
    /** The app's clock: when the refund was owed. */
    at: Date;
  },
) {
  const [row] = await tx
    .insert(refunds)
    .values({
      applicationId: input.applicationId,
      amount: input.amount,
      status: 'pending',
      manual: true,
      reason: input.reason,
      remark: input.remark,
      idempotencyKey: `${input.idempotencyKey}:manual`,
      createdAt: input.at,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}
