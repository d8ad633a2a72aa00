import { and, eq, sql } from 'drizzle-orm';
import { formatCad } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { type paymentCards, simCharges, simRefunds } from '../../db/schema.ts';
import { isExpired } from './card-validation.ts';
import { cardMessage } from './card-messages.ts';
import { providerId } from './ids.ts';
import { testCardByFingerprint } from './test-cards.ts';
import {
  CARD_FIELDS,
  PaymentProviderError,
  type CardField,
  type ChargeRequest,
  type ChargeResult,
  type PaymentAccount,
  type RefundRequest,
  type RefundResult,
} from './types.ts';

/** The provider's smallest charge in Canadian dollars: $0.50. */
export const MIN_CHARGE_CENTS = 50;

type CardRow = typeof paymentCards.$inferSelect;
type ChargeRow = typeof simCharges.$inferSelect;
type Outcome = Pick<ChargeRow, 'status' | 'failureCode' | 'failureMessage' | 'failureField'>;

const keyReused = () =>
  new PaymentProviderError(
    'idempotency_key_in_use',
    'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    409,
  );

const asField = (value: string | null): CardField | null =>
  CARD_FIELDS.find((field) => field === value) ?? null;

function toResult(row: ChargeRow): ChargeResult {
  if (row.status === 'succeeded') return { status: 'succeeded', chargeId: row.id };
  return {
    status: 'failed',
    code: row.failureCode ?? 'card_declined',
    message: row.failureMessage ?? cardMessage('card_declined'),
    field: asField(row.failureField),
    chargeId: row.id,
  };
}

/** The first charge made with this key, after checking it was asked for the same payment. */
function replay(row: ChargeRow, request: ChargeRequest): ChargeResult {
  const same =
    row.customerId === request.customerId && row.cardId === request.cardId && row.amount === request.amount;
  if (!same) throw keyReused();
  return toResult(row);
}

/** The result of the charge made under this key, or null when none was made. */
export async function findSimulatedCharge(
  db: Db,
  account: PaymentAccount,
  idempotencyKey: string,
): Promise<ChargeResult | null> {
  const row = await findCharge(db, account, idempotencyKey);
  return row ? toResult(row) : null;
}

async function findCharge(db: Db, account: PaymentAccount, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(simCharges)
    .where(and(eq(simCharges.account, account), eq(simCharges.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

/** Whether this saved card has paid a charge before (on any account). */
async function hasPaidBefore(db: Db, cardId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: simCharges.id })
    .from(simCharges)
    .where(and(eq(simCharges.cardId, cardId), eq(simCharges.status, 'succeeded')))
    .limit(1);
  return Boolean(row);
}

async function outcomeFor(db: Db, card: CardRow, now: Date): Promise<Outcome> {
  const behaviour = testCardByFingerprint(card.fingerprint)?.behaviour;
  if (
    behaviour &&
    behaviour.kind !== 'succeeds' &&
    (behaviour.kind !== 'declinesAfterFirst' || (await hasPaidBefore(db, card.id)))
  ) {
    const { code, message, field } = behaviour;
    return { status: 'failed', failureCode: code, failureMessage: message, failureField: field };
  }
  if (isExpired(card.expMonth, card.expYear, now)) {
    const code = 'expired_card';
    return { status: 'failed', failureCode: code, failureMessage: cardMessage(code), failureField: 'expiry' };
  }
  return { status: 'succeeded', failureCode: null, failureMessage: null, failureField: null };
}

/**
 * One charge per (account, idempotency key): the unique index decides, so two concurrent requests
 * with the same key make one charge row and both get its result.
 */
export async function simulatedCharge(
  db: Db,
  now: Date,
  account: PaymentAccount,
  request: ChargeRequest,
  card: CardRow | null,
): Promise<ChargeResult> {
  const earlier = await findCharge(db, account, request.idempotencyKey);
  if (earlier) return replay(earlier, request);
  if (!Number.isInteger(request.amount) || request.amount < MIN_CHARGE_CENTS) {
    throw new PaymentProviderError('amount_too_small', 'Amount must be at least $0.50 CAD.');
  }
  if (!card) {
    throw new PaymentProviderError(
      'resource_missing',
      `No such card: '${request.cardId}' on customer '${request.customerId}'`,
      404,
    );
  }
  const [inserted] = await db
    .insert(simCharges)
    .values({
      id: providerId('ch'),
      account,
      idempotencyKey: request.idempotencyKey,
      customerId: request.customerId,
      cardId: request.cardId,
      amount: request.amount,
      currency: request.currency,
      description: request.description,
      metadata: request.metadata,
      ...(await outcomeFor(db, card, now)),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return toResult(inserted);
  const winner = await findCharge(db, account, request.idempotencyKey);
  if (!winner) throw new Error('simulated charge vanished after an idempotency conflict');
  return replay(winner, request);
}

async function findRefund(db: Db, account: PaymentAccount, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(simRefunds)
    .where(and(eq(simRefunds.account, account), eq(simRefunds.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

function replayRefund(row: typeof simRefunds.$inferSelect, request: RefundRequest): RefundResult {
  if (row.chargeId !== request.chargeId || row.amount !== request.amount) throw keyReused();
  return { status: row.status, refundId: row.id };
}

function refusal(charge: ChargeRow, amount: number): PaymentProviderError {
  if (charge.status !== 'succeeded') {
    return new PaymentProviderError(
      'charge_not_refundable',
      `Charge ${charge.id} did not succeed: there is nothing to refund.`,
      422,
    );
  }
  const left = charge.amount - charge.amountRefunded;
  if (left <= 0) {
    return new PaymentProviderError(
      'charge_already_refunded',
      `Charge ${charge.id} has already been refunded.`,
      422,
    );
  }
  return new PaymentProviderError(
    'amount_too_large',
    `Refund amount (${formatCad(amount)}) is greater than unrefunded amount on charge (${formatCad(left)}).`,
    422,
  );
}

/** A refund of at most the charge's unrefunded amount; one per (account, idempotency key). */
export async function simulatedRefund(
  db: Db,
  now: Date,
  account: PaymentAccount,
  request: RefundRequest,
): Promise<RefundResult> {
  const earlier = await findRefund(db, account, request.idempotencyKey);
  if (earlier) return replayRefund(earlier, request);
  if (!Number.isInteger(request.amount) || request.amount <= 0) {
    throw new PaymentProviderError('invalid_amount', 'A refund must be a positive whole number of cents.');
  }
  const [charge] = await db
    .select()
    .from(simCharges)
    .where(and(eq(simCharges.id, request.chargeId), eq(simCharges.account, account)))
    .limit(1);
  if (!charge)
    throw new PaymentProviderError('resource_missing', `No such charge: '${request.chargeId}'`, 404);

  const refund = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(simRefunds)
      .values({
        id: providerId('re'),
        account,
        idempotencyKey: request.idempotencyKey,
        chargeId: charge.id,
        amount: request.amount,
        reason: request.reason,
        status: 'succeeded',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    // Atomic: concurrent refunds of one charge can never add up to more than it.
    const [updated] = await tx
      .update(simCharges)
      .set({ amountRefunded: sql`${simCharges.amountRefunded} + ${request.amount}` })
      .where(
        and(
          eq(simCharges.id, charge.id),
          eq(simCharges.status, 'succeeded'),
          sql`${simCharges.amountRefunded} + ${request.amount} <= ${simCharges.amount}`,
        ),
      )
      .returning({ id: simCharges.id });
    if (!updated) {
      const [latest] = await tx.select().from(simCharges).where(eq(simCharges.id, charge.id));
      throw refusal(latest ?? charge, request.amount);
    }
    return row;
  });
  if (refund) return { status: refund.status, refundId: refund.id };
  const winner = await findRefund(db, account, request.idempotencyKey);
  if (!winner) throw new Error('simulated refund vanished after an idempotency conflict');
  return replayRefund(winner, request);
}
