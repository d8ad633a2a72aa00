import { and, eq } from 'drizzle-orm';
import type { PayApplicationBody, PayApplicationResponse } from '@bm/contracts';
import {
  formatDate,
  MESSAGES,
  PAYMENT_PERIODS,
  paymentAccountFor,
  quoteApplication,
  type Form,
  type PaymentPeriod,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { CardError, type PaymentProvider } from '../../integrations/payments/types.ts';
import { chargeOnce } from '../../integrations/payments/payment-service.ts';
import type { FileStorage } from '../../integrations/storage/types.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { generatePolicyDocuments } from '../documents/generate.ts';
import { writeBind } from './bind-records.ts';
import { definitionFor } from './definition.ts';
import { columnsFromForm } from './lifecycle.ts';
import { toApplication } from './mappers.ts';
import { findApplication, lockApplication } from './repository.ts';
import { visibleApplication } from './save-service.ts';
import { bindRefusal } from '../renewals/bind-guard.ts';

export const PAY_MESSAGES = {
  alreadyBound: 'This policy is already bound.',
  notQuoted: 'This application is not ready to bind: complete every page and get a quote first.',
  referred: 'This application was referred to an underwriter and cannot be bound online.',
  rejected: 'This application is not eligible for cover and cannot be bound.',
  quoteChanged: 'The quote has changed since it was shown. Please review the new total before paying.',
  pastEffectiveDate: 'The policy effective date is in the past. Choose today or a later date.',
  cardGone: 'That card is no longer on file. Please pay with a new card.',
  bindFailed:
    "Your payment was received, but there's been an error binding this policy, please try again or contact Support.",
} as const;

const PERIOD_WORDS: Record<PaymentPeriod, string> = {
  annual: 'annually',
  monthly: 'monthly',
  instalment: 'by instalments',
};

export interface PayDeps {
  db: Db;
  log: { error: (details: Record<string, unknown>, message: string) => void };
  now: () => Date;
  payments: PaymentProvider;
  storage: FileStorage;
}

const paymentError = (message: string, code: string, field: string | null) =>
  new HttpError(402, message, { code, field });

const fieldForCode = (code: string | null): string | null =>
  code === 'incorrect_cvc' ? 'cvc' : code === 'expired_card' ? 'expiry' : 'number';

async function paymentByKey(db: Db, id: string, key: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.idempotencyKey, key), eq(payments.applicationId, id)))
    .limit(1);
  return payment ?? null;
}

/** The customer and card to charge: a new card's token attached, or a saved card looked up. */
export async function cardFor(
  deps: Pick<PayDeps, 'payments'>,
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
    if (!saved) throw paymentError(PAY_MESSAGES.cardGone, 'card_not_found', null);
    return { customerId, cardId: saved.id };
  } catch (error) {
    if (error instanceof CardError) throw paymentError(error.message, error.code, error.field);
    throw error;
  }
}

/**
 * POST /api/applications/{id}/pay: re-prices the saved answers, refuses if the total moved,
 * charges the plan's first payment once (idempotency key), then binds in one transaction.
 * A retry with the same key after a successful charge binds without charging again.
 */
export async function payAndBind(
  deps: PayDeps,
  user: AuthUser,
  id: string,
  body: PayApplicationBody,
): Promise<PayApplicationResponse> {
  const { db, now } = deps;
  const record = await visibleApplication(db, user, id);
  const earlier = await paymentByKey(db, id, body.idempotencyKey);
  const earlierCharge = earlier?.status === 'succeeded' ? earlier : null;
  if (earlierCharge && record.application.status === 'bound') {
    return {
      application: toApplication(record),
      payment: { id: earlierCharge.id, amount: earlierCharge.amount, status: earlierCharge.status },
    };
  }
  const app = record.application;
  if (app.status === 'bound' || app.status === 'cancelled' || app.status === 'lapsed') {
    throw conflict(PAY_MESSAGES.alreadyBound);
  }
  if (app.status === 'referred') throw conflict(PAY_MESSAGES.referred);
  if (app.status === 'rejected') throw conflict(PAY_MESSAGES.rejected);
  // Underwriting stopped this bind or this renewal (spec 4): refused before any charge.
  const stopped = bindRefusal(app);
  if (stopped) throw conflict(stopped);

  const found = await definitionFor(db, app);
  if (!found) throw notFound(MESSAGES.applicationNotFound);
  const today = formatDate(now());
  const form = (app.form ?? {}) as Form;
  const { quote, eligibility, errors } = quoteApplication(found.definition, form, { today });
  if (eligibility.status === 'referred') throw conflict(PAY_MESSAGES.referred);
  if (eligibility.status === 'rejected') throw conflict(PAY_MESSAGES.rejected);
  if (!quote.priced || Object.keys(errors).length > 0) throw conflict(PAY_MESSAGES.notQuoted);
  const period: PaymentPeriod = body.paymentPeriod;
  const offered = found.definition.paymentPeriods ?? PAYMENT_PERIODS;
  if (!offered.includes(period))
    throw badRequest(`${app.productName} cannot be paid ${PERIOD_WORDS[period]}.`);
  if (quote.total[period] !== body.expectedTotal) {
    throw new HttpError(409, PAY_MESSAGES.quoteChanged, { quote });
  }
  const { effectiveDay } = columnsFromForm(form);
  if (!effectiveDay) throw conflict(PAY_MESSAGES.notQuoted);
  if (effectiveDay < today) throw conflict(PAY_MESSAGES.pastEffectiveDate);

  const at = now();
  const account = paymentAccountFor(period, at);
  const firstPayment = quote.schedule[period][0];
  if (!firstPayment) throw conflict(PAY_MESSAGES.notQuoted);

  // A retry of an attempt that was charged but not bound reuses that charge and its card.
  const card =
    earlierCharge?.customerId && earlierCharge.cardId
      ? { customerId: earlierCharge.customerId, cardId: earlierCharge.cardId }
      : await cardFor(deps, account, app, body);
  const payment = await chargeOnce(db, deps.payments, {
    applicationId: id,
    account,
    customerId: card.customerId,
    cardId: card.cardId,
    amount: firstPayment.amount,
    description: `${app.productName}: first ${period} payment`,
    idempotencyKey: body.idempotencyKey,
  });
  if (payment.status !== 'succeeded') {
    throw paymentError(
      payment.failureMessage ?? 'Your card was declined.',
      payment.failureCode ?? 'card_declined',
      fieldForCode(payment.failureCode),
    );
  }

  try {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // Lock the row: a concurrent request with the same key waits here and then sees it bound.
      const locked = await lockApplication(tx, id);
      if (!locked || locked.status === 'bound') return;
      await writeBind(tx, {
        application: locked,
        definition: found.definition,
        quote,
        paymentPeriod: period,
        effectiveDay,
        boundAt: at,
        userId: user.id,
        payment: { id: payment.id, ...card, account },
      });
      await generatePolicyDocuments(tx, deps.storage, { applicationId: id, userId: user.id, boundAt: at });
    });
  } catch (error) {
    // The charge stands and is recorded; a retry with the same key binds without charging again.
    deps.log.error({ err: error, applicationId: id, paymentId: payment.id }, 'bind failed after payment');
    throw new HttpError(500, PAY_MESSAGES.bindFailed);
  }
  const bound = await findApplication(db, id);
  if (!bound) throw notFound(MESSAGES.applicationNotFound);
  return {
    application: toApplication(bound),
    payment: { id: payment.id, amount: payment.amount, status: payment.status },
  };
}
