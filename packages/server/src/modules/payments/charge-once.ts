import { and, eq, sql } from 'drizzle-orm';
import type { WebhookPayment } from '@bm/contracts';
import type { Db } from '../../db/client.ts';
import { applications, ledgerEntries, payments, refunds, type PaymentPurpose } from '../../db/schema.ts';
import { HttpError, conflict } from '../../lib/errors.ts';
import { writePaymentEvents } from '../webhooks/index.ts';
import { settle } from './settle.ts';
import {
  CardError,
  PaymentProviderError,
  type ChargeResult,
  type PaymentAccount,
  type PaymentProvider,
} from '../../integrations/payments/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
/** processing: the provider was asked and has not answered yet (or the process stopped meanwhile). */
export type PaymentStatus = 'processing' | 'succeeded' | 'failed';

export const PAYMENT_MESSAGES = {
  inFlight: 'A payment for this policy is already being processed. Please wait a moment and refresh.',
  refunded: 'This payment could not be applied to the policy and was refunded to the card. Please pay again.',
  keyReused: 'This payment key was already used for a different payment.',
} as const;

/** The failure code reconciliation records when the processor made no charge under the key. */
export const NOT_CHARGED = 'not_charged';

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
  /** What the money is for (lets reconciliation finish a bind whose process stopped). */
  purpose?: PaymentPurpose | null;
  /**
   * The app's clock when the attempt is claimed: the card reconciliation dates the payment by it.
   */
  at: Date;
}

/** A payment to claim before the card is known (a new card's token is attached after the claim). */
export type ClaimInput = Omit<ChargeOnceInput, 'customerId' | 'cardId' | 'metadata'> &
  Partial<Pick<ChargeOnceInput, 'customerId' | 'cardId'>>;

/** Some of the payment was (or is being) refunded: a refunded payment is not live. */
const refundedSql = sql`exists (select 1 from ${refunds} where ${refunds.paymentId} = ${payments.id}
  and ${refunds.status} in ('processing', 'pending', 'succeeded'))`;

/** The payment is on the policy's ledger: the change it paid for was written. */
const ledgeredSql = sql`exists (select 1 from ${ledgerEntries} where ${ledgerEntries.paymentId} = ${payments.id}
  and ${ledgerEntries.kind} = 'payment')`;

/**
 * A payment that stands in the way of another attempt on its application: with the processor now
 * (processing), or a bind's or a record action's charge (endorsement, pay in full, overdue invoices,
 * payment link) taken but whose change was not written (no
 * invoice, not on the ledger) nor refunded. Reconciliation applies or refunds these.
 */
export const livePaymentSql = sql`(${payments.status} = 'processing' or (${payments.status} = 'succeeded'
  and ${payments.purpose}->>'kind' in ('bind', 'endorsement', 'payInFull', 'overdueInvoices', 'paymentLink')
  and ${payments.invoiceId} is null
  and not ${ledgeredSql} and not ${refundedSql}))`;

export async function findPaymentByKey(db: Db, idempotencyKey: string) {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey)).limit(1);
  return row ?? null;
}

async function findPaymentById(db: Db, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

/** True when some of the payment was (or is being) refunded. */
export async function isRefunded(db: Db, paymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(eq(refunds.paymentId, paymentId), sql`${refunds.status} in ('processing', 'pending', 'succeeded')`),
    )
    .limit(1);
  return Boolean(row);
}

/** A payments row as its webhook events carry it. */
export function webhookPayment(row: PaymentRow): WebhookPayment {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status === 'failed' ? 'failed' : 'succeeded',
    failureCode: row.failureCode,
    failureMessage: row.failureMessage,
    purpose: row.purpose?.kind ?? null,
  };
}

/** The payments row fields that record what the processor answered. */
export function chargeOutcome(result: ChargeResult): Partial<PaymentRow> {
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

/**
 * Decides, under the application's row lock, who may ask the processor: returns the payment of this
 * key when there is one (claimed false: the caller joins it), refuses with 409 while another payment
 * of the application is live (livePaymentSql), and otherwise inserts this one as `processing`
 * (claimed true). `guard` runs under the same lock first (e.g. "already bound"). The partial unique
 * index payments_one_processing_idx backs the rule in the database.
 */
export async function claimPayment(
  db: Db,
  provider: Pick<PaymentProvider, 'name'>,
  input: ClaimInput,
  guard?: (tx: Db) => Promise<void>,
): Promise<{ row: PaymentRow; claimed: boolean }> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new HttpError(422, 'A payment must be a positive whole number of cents.');
  }
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, input.applicationId))
      .for('update');
    const earlier = await findPaymentByKey(tx, input.idempotencyKey);
    if (earlier) return { row: earlier, claimed: false };
    await guard?.(tx);
    const [live] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.applicationId, input.applicationId), livePaymentSql))
      .limit(1);
    if (live) throw new HttpError(409, PAYMENT_MESSAGES.inFlight, { code: 'payment_in_progress' });
    const [claimed] = await tx
      .insert(payments)
      .values({
        applicationId: input.applicationId,
        invoiceId: input.invoiceId ?? null,
        provider: provider.name,
        account: input.account,
        customerId: input.customerId ?? null,
        cardId: input.cardId ?? null,
        amount: input.amount,
        currency: 'CAD',
        status: 'processing' satisfies PaymentStatus,
        idempotencyKey: input.idempotencyKey,
        description: input.description,
        purpose: input.purpose ?? null,
        createdAt: input.at,
      })
      .returning();
    return { row: claimed!, claimed: true };
  });
}

/**
 * Gives a claim up before anything was asked of the processor (the card could not be attached):
 * nothing was taken, so the row goes and the key is free again for a corrected attempt.
 */
export async function releaseClaim(db: Db, row: PaymentRow): Promise<void> {
  await db
    .delete(payments)
    .where(
      and(
        eq(payments.id, row.id),
        eq(payments.status, 'processing'),
        sql`${payments.providerChargeId} is null`,
      ),
    );
}

/**
 * Charges a claimed payment on `card` (idempotent under its key) and stores the answer, only while
 * the row is still `processing`: should reconciliation have settled it meanwhile (a call slower than
 * STALE_MS), its decision stands and is returned.
 */
export async function drivePayment(
  db: Db,
  provider: PaymentProvider,
  row: PaymentRow,
  card: { customerId: string; cardId: string },
  metadata: Record<string, string> = {},
): Promise<PaymentRow> {
  if (row.customerId !== card.customerId || row.cardId !== card.cardId) {
    await db
      .update(payments)
      .set({ customerId: card.customerId, cardId: card.cardId })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'processing')));
  }
  let update: Partial<PaymentRow>;
  try {
    const result = await provider.withDb(db).charge(row.account as PaymentAccount, {
      customerId: card.customerId,
      cardId: card.cardId,
      amount: row.amount,
      currency: 'CAD',
      description: row.description ?? '',
      idempotencyKey: row.idempotencyKey,
      metadata: { ...metadata, paymentId: row.id, applicationId: row.applicationId ?? '' },
    });
    update = chargeOutcome(result);
  } catch (error) {
    // A refusal is a failed payment; anything else (network) leaves it processing for reconciliation.
    if (!(error instanceof CardError || error instanceof PaymentProviderError)) throw error;
    update = { status: 'failed', failureCode: error.code, failureMessage: error.message };
  }
  // Stored while processing; or over reconciliation's "nothing was charged" when this answer says a
  // charge was made after all (a call slower than STALE_MS): the money taken is then recorded, and
  // is applied by the caller or, should it no longer bind, refunded by the next reconciliation.
  const store = async (tx: Db) => {
    const [written] = await tx
      .update(payments)
      .set(update)
      .where(
        and(
          eq(payments.id, row.id),
          update.status === 'succeeded'
            ? sql`(${payments.status} = 'processing' or (${payments.status} = 'failed' and ${payments.failureCode} = ${NOT_CHARGED}))`
            : eq(payments.status, 'processing'),
        ),
      )
      .returning();
    if (written?.status === 'failed' && written.applicationId) {
      await writePaymentEvents(tx, {
        applicationId: written.applicationId,
        // The app's clock when the attempt was claimed (a story's clock may stand in the past).
        at: written.createdAt,
        payment: webhookPayment(written),
      });
    }
    return written;
  };
  // A decline is stored with its webhook event (payment.declined) in one transaction: no policy
  // change records it (the change it was for is refused), so this is where it is told. A charge
  // taken is told by the change that records it.
  const stored =
    update.status === 'failed'
      ? await db.transaction((transaction) => store(transaction as unknown as Db))
      : await store(db);
  return stored ?? (await findPaymentById(db, row.id)) ?? row;
}

/**
 * A joined attempt's answer: waits (up to 15 s) while the payment is with the processor. Still
 * `processing` after that means its request is slow or its process stopped: the caller answers
 * PAYMENT_MESSAGES.inFlight, and reconciliation settles the row once it is STALE_MS old.
 */
export async function awaitPayment(db: Db, row: PaymentRow, timeoutMs?: number): Promise<PaymentRow> {
  if (row.status !== 'processing') return row;
  const latest = await settle(
    () => findPaymentById(db, row.id),
    (found) => found?.status !== 'processing',
    timeoutMs,
  );
  return latest ?? row;
}

/**
 * Charges a saved card once per idempotency key and returns the payments row (status succeeded or
 * failed, with the provider's failure code and message). The claim decides who charges: a retried or
 * concurrent duplicate waits for the first attempt and returns its row; another key while a payment
 * of the application is live is refused (409). `db` may be a transaction; the simulated processor
 * then writes through it too.
 */
export async function chargeOnce(
  db: Db,
  provider: PaymentProvider,
  input: ChargeOnceInput,
): Promise<PaymentRow> {
  const { row, claimed } = await claimPayment(db, provider, input);
  if (claimed) return drivePayment(db, provider, row, input, input.metadata);
  const first = await awaitPayment(db, row);
  const same =
    first.applicationId === input.applicationId &&
    first.account === input.account &&
    first.customerId === input.customerId &&
    first.cardId === input.cardId &&
    first.amount === input.amount;
  if (!same) throw conflict(PAYMENT_MESSAGES.keyReused);
  if (first.status === 'processing') {
    throw new HttpError(409, PAYMENT_MESSAGES.inFlight, { code: 'payment_in_progress' });
  }
  return first;
}
