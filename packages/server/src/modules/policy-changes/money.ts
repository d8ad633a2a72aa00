import { paymentAccountFor, splitRefund, type Cents, type PaymentPeriod, type RefundableCharge } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { refunds } from '../../db/schema.ts';
import { chargeOnce } from '../../integrations/payments/payment-service.ts';
import { refundPayment } from '../../integrations/payments/refund-service.ts';
import type { PaymentProvider } from '../../integrations/payments/types.ts';
import { HttpError } from '../../lib/errors.ts';
import { cardFor } from '../applications/pay-service.ts';

/** Spec 8: a payment-specific failure opens the "We could not process payment" dialog. */
export const PAYMENT_FAILED_CODE = 'payment_failed';

export interface MoneyDeps {
  db: Db;
  payments: PaymentProvider;
}

interface ChargeTarget {
  applicationId: string;
  email: string;
  insuredName: string;
  stripeCustomerId: string | null;
  stripeCardId: string | null;
  paymentPeriod: PaymentPeriod;
  boundDate: Date | null;
}

/**
 * Charges an endorsement's additional premium once per idempotency key: on a new card's token,
 * else on the card on file, on the account the policy is paid through. A refused card is a 402
 * with code payment_failed and the processor's message.
 */
export async function chargeEndorsement(
  deps: MoneyDeps,
  target: ChargeTarget,
  amount: Cents,
  input: { token?: string; idempotencyKey: string; description: string; now: Date },
) {
  const account = paymentAccountFor(target.paymentPeriod, target.boundDate ?? input.now);
  let card: { customerId: string; cardId: string };
  try {
    card =
      !input.token && target.stripeCustomerId && target.stripeCardId
        ? { customerId: target.stripeCustomerId, cardId: target.stripeCardId }
        : await cardFor(deps, account, target, input.token ? { token: input.token } : { cardId: '' });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 402) {
      throw new HttpError(402, error.message, { ...error.details, code: PAYMENT_FAILED_CODE });
    }
    throw error;
  }
  const payment = await chargeOnce(deps.db, deps.payments, {
    applicationId: target.applicationId,
    account,
    customerId: card.customerId,
    cardId: card.cardId,
    amount,
    description: input.description,
    idempotencyKey: input.idempotencyKey,
  });
  if (payment.status !== 'succeeded') {
    throw new HttpError(402, payment.failureMessage ?? 'Your card was declined.', {
      code: PAYMENT_FAILED_CODE,
      field: null,
    });
  }
  return { payment, card };
}

/**
 * Refunds `amount` to the card, split over the charges newest first (domain splitRefund: each part
 * at most what is left of its charge), each part once per idempotency key. Returns one refunds row
 * per part: the change writes a ledger entry for each.
 */
export async function refundToCard(
  deps: MoneyDeps,
  charges: readonly RefundableCharge[],
  amount: Cents,
  input: { idempotencyKey: string; reason: string },
) {
  const { parts, shortfall } = splitRefund(charges, amount);
  if (shortfall > 0)
    throw new HttpError(409, 'The refund is larger than what was paid by card; refund it manually.');
  const made = [];
  for (const part of parts) {
    made.push(
      await refundPayment(deps.db, deps.payments, {
        paymentId: part.paymentId,
        amount: part.amount,
        idempotencyKey: `${input.idempotencyKey}:refund:${part.paymentId}`,
        reason: input.reason,
      }),
    );
  }
  return made;
}

/** A refund finance makes by hand (spec 9 note 'Manual refund from CRM'), recorded as pending. */
export async function recordManualRefund(
  tx: Db,
  input: { applicationId: string; amount: Cents; idempotencyKey: string; reason: string; remark: string },
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
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}
