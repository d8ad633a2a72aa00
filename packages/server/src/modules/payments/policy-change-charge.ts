import { paymentAccountFor, type Cents, type PaymentAccount, type PaymentPeriod } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import type { PaymentPurpose } from '../../db/schema.ts';
import type { PaymentProvider } from '../../integrations/payments/index.ts';
import { conflict, HttpError } from '../../lib/errors.ts';
import { cardFor } from './card-for.ts';
import {
  awaitPayment,
  claimPayment,
  drivePayment,
  findPaymentByKey,
  isRefunded,
  PAYMENT_MESSAGES,
  releaseClaim,
  type PaymentRow,
} from './charge-once.ts';

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
 * Charges what a policy change costs (an endorsement's additional premium, pay in full, an
 * extension, a custom premium, overdue invoices, a payment link) once per idempotency key: on a new card's token,
 * else on the card on file, on the account the policy is paid through. A refused card is a 402
 * with code payment_failed and the processor's message. Exactly once: a retry with the key joins
 * the first attempt before the card token is touched; another key while a payment of the policy is
 * with the processor is refused (409, PAYMENT_MESSAGES.inFlight).
 */
export async function chargeForPolicyChange(
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
