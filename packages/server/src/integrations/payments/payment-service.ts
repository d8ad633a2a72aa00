import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { HttpError, conflict } from '../../lib/errors.ts';
import { STALE_MS, settle } from './settle.ts';
import {
  CardError,
  PaymentProviderError,
  type ChargeResult,
  type PaymentAccount,
  type PaymentProvider,
} from './types.ts';

export type PaymentRow = typeof payments.$inferSelect;
/** processing: the provider was asked and has not answered yet (or the process stopped meanwhile). */
export type PaymentStatus = 'processing' | 'succeeded' | 'failed';

export interface ChargeOnceInput {
  applicationId: string;
  invoiceId?: string | null;
  account: PaymentAccount;
  customerId: string;
  cardId: string;
  /** Integer cents, CAD. */
  amount: number;
  description: string;
  /** One payment per key: a retry or a double click returns the first payment and charges once. */
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

async function findPayment(db: Db, idempotencyKey: string) {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey)).limit(1);
  return row ?? null;
}

function assertSamePayment(row: PaymentRow, input: ChargeOnceInput) {
  const same =
    row.applicationId === input.applicationId &&
    row.account === input.account &&
    row.customerId === input.customerId &&
    row.cardId === input.cardId &&
    row.amount === input.amount;
  if (!same) throw conflict('This payment key was already used for a different payment.');
}

function outcome(result: ChargeResult): Partial<PaymentRow> {
  if (result.status === 'succeeded') {
    return {
      status: 'succeeded',
      providerChargeId: result.chargeId,
      failureCode: null,
      failureMessage: null,
    };
  }
  return {
    status: 'failed',
    providerChargeId: result.chargeId ?? null,
    failureCode: result.code,
    failureMessage: result.message,
  };
}

/** Asks the provider (idempotent under the same key) and stores what it answered. */
async function drive(db: Db, provider: PaymentProvider, row: PaymentRow, metadata: Record<string, string>) {
  let update: Partial<PaymentRow>;
  try {
    const result = await provider.withDb(db).charge(row.account as PaymentAccount, {
      customerId: row.customerId ?? '',
      cardId: row.cardId ?? '',
      amount: row.amount,
      currency: 'CAD',
      description: row.description ?? '',
      idempotencyKey: row.idempotencyKey,
      metadata: { ...metadata, paymentId: row.id, applicationId: row.applicationId ?? '' },
    });
    update = outcome(result);
  } catch (error) {
    // A refusal is a failed payment; anything else (network) leaves it processing for a retry.
    if (!(error instanceof CardError || error instanceof PaymentProviderError)) throw error;
    update = { status: 'failed', failureCode: error.code, failureMessage: error.message };
  }
  const [stored] = await db.update(payments).set(update).where(eq(payments.id, row.id)).returning();
  return stored!;
}

/**
 * Charges a saved card once per idempotency key and returns the payments row (status succeeded or
 * failed, with the provider's failure code and message). The unique key decides who charges: a
 * retried or concurrent duplicate waits for the first attempt and returns its row. `db` may be a
 * transaction; the simulated processor then writes through it too.
 */
export async function chargeOnce(
  db: Db,
  provider: PaymentProvider,
  input: ChargeOnceInput,
): Promise<PaymentRow> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new HttpError(422, 'A payment must be a positive whole number of cents.');
  }
  const [claimed] = await db
    .insert(payments)
    .values({
      applicationId: input.applicationId,
      invoiceId: input.invoiceId ?? null,
      provider: provider.name,
      account: input.account,
      customerId: input.customerId,
      cardId: input.cardId,
      amount: input.amount,
      currency: 'CAD',
      status: 'processing' satisfies PaymentStatus,
      idempotencyKey: input.idempotencyKey,
      description: input.description,
    })
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  if (claimed) return drive(db, provider, claimed, input.metadata ?? {});

  const first = await settle(
    () => findPayment(db, input.idempotencyKey),
    (row) => row?.status !== 'processing',
  );
  if (!first) throw new Error(`payment ${input.idempotencyKey} vanished after an idempotency conflict`);
  assertSamePayment(first, input);
  if (first.status === 'processing' && Date.now() - first.createdAt.getTime() > STALE_MS) {
    return drive(db, provider, first, input.metadata ?? {});
  }
  return first;
}

export {
  refundPayment,
  type RefundPaymentInput,
  type RefundRow,
  type RefundStatus,
} from './refund-service.ts';
