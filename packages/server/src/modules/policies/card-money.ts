import type { PayApplicationBody } from '@bm/contracts';
import {
  paymentAccountFor,
  splitRefund,
  type Cents,
  type PaymentAccount,
  type PaymentPeriod,
  type RefundableCharge,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { refunds, type PaymentPurpose } from '../../db/schema.ts';
import {
  awaitPayment,
  claimPayment,
  drivePayment,
  findPaymentByKey,
  isRefunded,
  PAYMENT_MESSAGES,
  releaseClaim,
  type PaymentRow,
} from '../../integrations/payments/payment-service.ts';
import { refundPayment } from '../../integrations/payments/refund-service.ts';
import { CardError, type PaymentProvider } from '../../integrations/payments/types.ts';
import { conflict, HttpError } from '../../lib/errors.ts';

/** Spec 8: a payment-specific failure opens the "We could not process payment" dialog. */
export const PAYMENT_FAILED_CODE = 'payment_failed';

/** A saved card the payer chose that is no longer on the customer (PAY_MESSAGES.cardGone). */
export const CARD_GONE_MESSAGE = 'That card is no longer on file. Please pay with a new card.';

/** A 402 naming the card field at fault, the answer to a card the processor refused. */
export const paymentError = (message: string, code: string, field: string | null) =>
  new HttpError(402, message, { code, field });

/** The customer and card to charge: a new card's token attached, or a saved card looked up. */
export async function cardFor(
  deps: { payments: PaymentProvider },
  account: 'main' | 'finance',
  app: { email: string; insuredName: string; stripeCustomerId: string | null },
  body: Pick<PayApplicationBody, 'token' | 'cardId'>,
): Promise<{ customerId: string; cardId: string }> {
  try {
    const customerId = await deps.payments.ensureCustomer(account, {
      email: app.email,
      name: app.insuredName,
      existingCustomerId: app.stripeCustomerId ?? undefined,
    });
    if (body.token) {
      const saved = await deps.payments.attachCard(account, customerId, body.token);
      return { customerId, cardId: saved.id };
    }
    const saved = await deps.payments.getCard(account, customerId, body.cardId ?? '');
    if (!saved) throw paymentError(CARD_GONE_MESSAGE, 'card_not_found', null);
    return { customerId, cardId: saved.id };
  } catch (error) {
    if (error instanceof CardError) throw paymentError(error.message, error.code, error.field);
    throw error;
  }
}

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

/** A charge that did not succeed, as the endorsement dialog shows it. */
function chargeRefusal(payment: PaymentRow): HttpError {
  if (payment.status === 'processing') {
    return new HttpError(409, PAYMENT_MESSAGES.inFlight, { code: 'payment_in_progress' });
  }
  return new HttpError(402, payment.failureMessage ?? 'Your card was declined.', {
    code: PAYMENT_FAILED_CODE,
    field: null,
  });
}

/** The answer of an earlier attempt with the same key: waited for, never charged again. */
async function joinCharge(deps: MoneyDeps, target: ChargeTarget, earlier: PaymentRow) {
  if (earlier.applicationId !== target.applicationId) throw conflict(PAYMENT_MESSAGES.keyReused);
  const payment = await awaitPayment(deps.db, earlier);
  if (payment.status !== 'succeeded') throw chargeRefusal(payment);
  if (await isRefunded(deps.db, payment.id)) throw conflict(PAYMENT_MESSAGES.refunded);
  return { payment, card: { customerId: payment.customerId ?? '', cardId: payment.cardId ?? '' } };
}

/**
 * Charges an endorsement's additional premium once per idempotency key: on a new card's token,
 * else on the card on file, on the account the policy is paid through. A refused card is a 402
 * with code payment_failed and the processor's message. Exactly once: a retry with the key joins
 * the first attempt before the card token is touched; another key while a payment of the policy is
 * with the processor is refused (409, PAYMENT_MESSAGES.inFlight).
 */
export async function chargeEndorsement(
  deps: MoneyDeps,
  target: ChargeTarget,
  amount: Cents,
  input: {
    token?: string;
    /** A saved card of the policy's customer to charge instead of the card on file. */
    cardId?: string;
    idempotencyKey: string;
    description: string;
    now: Date;
    /** The card account; by default the policy's (spec 9 rule). */
    account?: PaymentAccount;
    /** What the charge pays for (payments.purpose); an endorsement by default. */
    purpose?: PaymentPurpose;
    /**
     * Runs under the application's row lock before the payment is claimed (claimPayment's guard):
     * the caller checks there that the amount is still what is owed, so two attempts never both pay.
     */
    guard?: (tx: Db) => Promise<void>;
  },
) {
  const earlier = await findPaymentByKey(deps.db, input.idempotencyKey);
  if (earlier) return joinCharge(deps, target, earlier);
  const account = input.account ?? paymentAccountFor(target.paymentPeriod, target.boundDate ?? input.now);
  const { row, claimed } = await claimPayment(
    deps.db,
    deps.payments,
    {
      applicationId: target.applicationId,
      account,
      amount,
      description: input.description,
      idempotencyKey: input.idempotencyKey,
      purpose: input.purpose ?? { kind: 'endorsement' },
      at: input.now,
    },
    input.guard,
  );
  if (!claimed) return joinCharge(deps, target, row);
  let card: { customerId: string; cardId: string };
  try {
    card =
      !input.token && !input.cardId && target.stripeCustomerId && target.stripeCardId
        ? { customerId: target.stripeCustomerId, cardId: target.stripeCardId }
        : await cardFor(
            deps,
            account,
            target,
            input.token ? { token: input.token } : { cardId: input.cardId ?? '' },
          );
  } catch (error) {
    await releaseClaim(deps.db, row);
    if (error instanceof HttpError && error.statusCode === 402) {
      throw new HttpError(402, error.message, { ...error.details, code: PAYMENT_FAILED_CODE });
    }
    throw error;
  }
  const payment = await drivePayment(deps.db, deps.payments, row, card);
  if (payment.status !== 'succeeded') throw chargeRefusal(payment);
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
      await refundPayment(deps.db, deps.payments, {
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
