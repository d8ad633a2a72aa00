import { and, eq } from 'drizzle-orm';
import type { PayApplicationBody, PayApplicationResponse } from '@bm/contracts';
import { MESSAGES, paymentAccountFor, type CardFunding } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { CardError, cardFundingOf, type PaymentProvider } from '../../integrations/payments/index.ts';
import { applyBindPayment } from './apply-payment.ts';
import type { FileStorage } from '../../integrations/storage/types.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { runPolicyDocumentJobs } from '../documents/index.ts';
import { findApplication, lockApplication, toApplication, visibleApplication } from '../policies/index.ts';
import { writeBind } from './bind-records.ts';
import { assertPayable, bindPlan, PAY_MESSAGES, type BindPlan } from './bind-plan.ts';
import {
  awaitPayment,
  cardFor,
  claimPayment,
  drivePayment,
  isRefunded,
  PAYMENT_MESSAGES,
  paymentError,
  type PaymentRow,
  reconcilePayments,
  releaseClaim,
  STALE_MS,
} from '../payments/index.ts';

export { PAY_MESSAGES } from './bind-plan.ts';

export interface PayDeps {
  db: Db;
  log: { error: (details: Record<string, unknown>, message: string) => void };
  now: () => Date;
  payments: PaymentProvider;
  storage: FileStorage;
  /** A payment `processing` this long is settled by reconciliation (default STALE_MS). */
  staleMs?: number;
}

const inFlight = (error: unknown) =>
  error instanceof HttpError && error.statusCode === 409 && error.details?.code === 'payment_in_progress';

/**
 * Settles this application's payments left `processing` (or charged and unbound) for longer than
 * staleMs, as the reconciliation job would; answers whether one was settled.
 */
async function settleStale(deps: PayDeps, id: string): Promise<boolean> {
  const done = await reconcilePayments({ ...deps, applyBind: applyBindPayment }, { applicationId: id });
  return done.failed + done.applied + done.refunded > 0;
}

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

/**
 * The funding of the card the payer pays with: the new card's token, or the saved card of the
 * application's customer, on the account the period is paid on. A card that cannot be found is
 * 'unknown' (no surcharge); cardFor refuses it afterwards.
 */
async function fundingOfPayer(
  deps: Pick<PayDeps, 'payments' | 'now'>,
  app: { stripeCustomerId: string | null },
  body: Pick<PayApplicationBody, 'token' | 'cardId' | 'paymentPeriod'>,
): Promise<CardFunding> {
  const account = paymentAccountFor(body.paymentPeriod, deps.now());
  try {
    return await cardFundingOf(deps.payments, account, {
      token: body.token,
      customerId: app.stripeCustomerId,
      cardId: body.cardId,
    });
  } catch (error) {
    if (error instanceof CardError) throw paymentError(error.message, error.code, error.field);
    throw error;
  }
}

/** The answer of a payment that is not (or no longer) with the processor and did not succeed. */
function refusal(payment: PaymentRow): HttpError {
  if (payment.status === 'processing') {
    return new HttpError(409, PAYMENT_MESSAGES.inFlight, { code: 'payment_in_progress' });
  }
  return paymentError(
    payment.failureMessage ?? 'Your card was declined.',
    payment.failureCode ?? 'card_declined',
    fieldForCode(payment.failureCode),
  );
}

async function answer(db: Db, id: string, payment: PaymentRow): Promise<PayApplicationResponse> {
  const bound = await findApplication(db, id);
  if (!bound) throw notFound(MESSAGES.applicationNotFound);
  return {
    application: toApplication(bound),
    payment: { id: payment.id, amount: payment.amount, status: payment.status },
  };
}

/**
 * Binds with a succeeded payment, in one transaction under the application's row lock: a concurrent
 * request with the same key (or reconciliation) waits here and then finds it bound. A payment that
 * reconciliation refunded meanwhile is not applied.
 */
async function bindWith(
  deps: PayDeps,
  user: AuthUser,
  id: string,
  payment: PaymentRow,
  plan: BindPlan,
): Promise<PayApplicationResponse> {
  const at = deps.now();
  try {
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockApplication(tx, id);
      if (!locked || locked.status === 'bound') return;
      if (await isRefunded(tx, payment.id)) throw conflict(PAYMENT_MESSAGES.refunded);
      await writeBind(tx, {
        application: locked,
        definition: plan.definition,
        quote: plan.quote,
        paymentPeriod: plan.period,
        effectiveDay: plan.effectiveDay,
        boundAt: at,
        userId: user.id,
        payment: {
          id: payment.id,
          customerId: payment.customerId ?? '',
          cardId: payment.cardId ?? '',
          account: plan.account,
        },
      });
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The charge stands and is recorded; a retry with the same key binds without charging again.
    deps.log.error({ err: error, applicationId: id, paymentId: payment.id }, 'bind failed after payment');
    throw new HttpError(500, PAY_MESSAGES.bindFailed);
  }
  await runPolicyDocumentJobs(deps, id);
  const applied = await paymentByKey(deps.db, id, payment.idempotencyKey);
  // Bound meanwhile with another payment (a manual bind): this charge is refunded by reconciliation.
  if (!applied?.invoiceId) throw conflict(PAY_MESSAGES.alreadyBound);
  return answer(deps.db, id, applied);
}

/**
 * A retry (same key) of an earlier attempt: waits while it is with the processor, then answers its
 * result. Never touches the card again, so a single-use token is never attached twice.
 */
async function joinAttempt(
  deps: PayDeps,
  user: AuthUser,
  id: string,
  earlier: PaymentRow,
  body: PayApplicationBody,
): Promise<PayApplicationResponse> {
  if (earlier.applicationId !== id) throw conflict(PAYMENT_MESSAGES.keyReused);
  const stale = (row: PaymentRow) =>
    row.status === 'processing' && Date.now() - row.createdAt.getTime() >= (deps.staleMs ?? STALE_MS);
  // Processing for longer than staleMs: its process stopped. It is settled here and now, else waited for.
  const settled = stale(earlier) && (await settleStale(deps, id));
  let payment = settled ? ((await paymentByKey(deps.db, id, earlier.idempotencyKey)) ?? earlier) : earlier;
  payment = await awaitPayment(deps.db, payment);
  if (stale(payment) && (await settleStale(deps, id))) {
    payment = (await paymentByKey(deps.db, id, payment.idempotencyKey)) ?? payment;
  }
  if (payment.status !== 'succeeded') throw refusal(payment);
  const record = await findApplication(deps.db, id);
  if (!record) throw notFound(MESSAGES.applicationNotFound);
  // Read after the application: a bind commits both, so a bound record shows this payment applied.
  payment = (await paymentByKey(deps.db, id, payment.idempotencyKey)) ?? payment;
  if (payment.invoiceId && record.application.status === 'bound') return answer(deps.db, id, payment);
  if (await isRefunded(deps.db, payment.id)) throw conflict(PAYMENT_MESSAGES.refunded);
  // Charged, not yet bound (the bind failed, or its process stopped): bind with this charge, priced
  // for the funding of the card it was taken on (read when it was claimed).
  const funding = earlier.purpose?.kind === 'bind' ? (earlier.purpose.cardFunding ?? 'credit') : 'credit';
  const plan = await bindPlan(
    deps.db,
    record.application,
    body.paymentPeriod,
    body.expectedTotal,
    deps.now(),
    funding,
  );
  if (plan.firstPayment !== payment.amount)
    throw new HttpError(409, PAY_MESSAGES.quoteChanged, { quote: plan.quote });
  return bindWith(deps, user, id, payment, plan);
}

/**
 * POST /api/applications/{id}/pay: re-prices the saved answers, refuses if the total moved,
 * charges the plan's first payment once, then binds in one transaction. Exactly once: the payments
 * row of the key is looked up before anything else (a retry joins its attempt and never spends the
 * card token again); a new attempt is claimed under the application's row lock, refused (409) while
 * another payment of the application is live, and only then does the card get attached and charged.
 */
export async function payAndBind(
  deps: PayDeps,
  user: AuthUser,
  id: string,
  body: PayApplicationBody,
): Promise<PayApplicationResponse> {
  const { db } = deps;
  const record = await visibleApplication(db, user, id);
  const earlier = await paymentByKey(db, id, body.idempotencyKey);
  if (earlier) return joinAttempt(deps, user, id, earlier, body);

  const app = record.application;
  let plan: BindPlan;
  let cardFunding: CardFunding;
  try {
    // The surcharge is the card's: its funding is asked of the processor, never taken from the page.
    cardFunding = await fundingOfPayer(deps, app, body);
    plan = await bindPlan(db, app, body.paymentPeriod, body.expectedTotal, deps.now(), cardFunding);
  } catch (error) {
    // A retry of an attempt that has bound the policy meanwhile gets that attempt's answer.
    const meanwhile = await paymentByKey(db, id, body.idempotencyKey);
    if (meanwhile) return joinAttempt(deps, user, id, meanwhile, body);
    throw error;
  }
  const claim = () =>
    claimPayment(
      db,
      deps.payments,
      {
        applicationId: id,
        account: plan.account,
        amount: plan.firstPayment,
        description: `${app.productName}: first ${plan.period} payment`,
        idempotencyKey: body.idempotencyKey,
        purpose: {
          kind: 'bind',
          paymentPeriod: plan.period,
          expectedTotal: body.expectedTotal,
          userId: user.id,
          cardFunding,
        },
        at: deps.now(),
      },
      async (tx) => {
        const locked = await lockApplication(tx, id);
        if (!locked) throw notFound(MESSAGES.applicationNotFound);
        assertPayable(locked);
      },
    );
  let claimed: Awaited<ReturnType<typeof claim>>;
  try {
    claimed = await claim();
  } catch (error) {
    // Blocked by a payment a stopped process left behind: settle it once it is stale, then retry.
    if (!inFlight(error) || !(await settleStale(deps, id))) throw error;
    claimed = await claim();
  }
  const { row } = claimed;
  if (!claimed.claimed) return joinAttempt(deps, user, id, row, body);

  let card: { customerId: string; cardId: string };
  try {
    card = await cardFor(deps, plan.account, app, body);
  } catch (error) {
    await releaseClaim(db, row);
    throw error;
  }
  const payment = await drivePayment(db, deps.payments, row, card);
  if (payment.status !== 'succeeded') throw refusal(payment);
  return bindWith(deps, user, id, payment, plan);
}
