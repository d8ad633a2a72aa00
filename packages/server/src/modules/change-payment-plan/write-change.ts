import type { ChangePaymentPlanBody, ChangePaymentPlanResponse } from '@bm/contracts';
import {
  CHANGE_PAYMENT_PLAN_MESSAGES,
  amountValue,
  historyPart,
  MESSAGES,
  paymentAccountFor,
  policyEffectiveInstant,
  type CardFunding,
  type HistoryPart,
  type PaymentPeriod,
  type PlanChangeQuote,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  type ApplicationRecord,
  type ChangeDeps,
  CHANGE_PAYMENT_PLAN_TYPE,
  findApplication,
  invoicePrefix,
  lockPolicyForChange,
  type MoneyEntry,
  type NewInvoice,
  planCardFeeCharges,
  planCardFeeFigures,
  planCardFees,
  readLedger,
  recordPolicyChange,
  savedChange,
  toApplication,
} from '../policies/index.ts';
import { isRefunded, PAYMENT_MESSAGES } from '../payments/index.ts';
import { planChangeFigures } from './figures.ts';

type PolicyRecord = ApplicationRecord['application'];

export const figuresOf = (quote: PlanChangeQuote) => {
  const { moved: _moved, payments: _payments, overdue: _overdue, ...rest } = quote;
  return rest;
};

/** The refusals a change answers before anything is charged or written. */
export function refuse(quote: PlanChangeQuote, refusal: string | null, body: ChangePaymentPlanBody) {
  if (refusal)
    throw conflict(CHANGE_PAYMENT_PLAN_MESSAGES[refusal as keyof typeof CHANGE_PAYMENT_PLAN_MESSAGES]);
  if (quote.movedAmount !== body.expectedMovedAmount || quote.overdueAmount !== body.expectedOverdueAmount) {
    throw new HttpError(409, CHANGE_PAYMENT_PLAN_MESSAGES.moved, {
      movedAmount: quote.movedAmount,
      overdueAmount: quote.overdueAmount,
    });
  }
}

/** The card fee differences of the overdue plan invoices a change to annual pays on this card (decision 0063). */
export async function overdueOnCard(
  db: Db,
  record: PolicyRecord,
  quote: PlanChangeQuote,
  funding: CardFunding,
  now: Date,
) {
  const fees = await planCardFees(
    db,
    record,
    await readLedger(db, record.id),
    new Map(quote.overdue.map((line) => [line.invoiceId, line.outstanding])),
    funding,
    now,
  );
  return { fees, total: planCardFeeFigures(fees).total };
}

export type Paid = {
  card: { customerId: string; cardId: string } | null;
  payment: { id: string; amount: number; status: string } | null;
  /** A new card to attach under the lock (a change to a financed plan), unless the key was saved. */
  attach?: ((tx: Db) => Promise<{ customerId: string; cardId: string }>) | null;
};

/** The answer of a change saved under this key (a retried request), or null. */
export async function replayedPlanChange(
  db: Db,
  id: string,
  key: string,
): Promise<ChangePaymentPlanResponse | null> {
  const saved = await savedChange(db, id, key, CHANGE_PAYMENT_PLAN_TYPE);
  if (!saved) return null;
  const details = saved.row.details as {
    from: PaymentPeriod;
    to: PaymentPeriod;
    scheduledAmount: number;
    invoicesRaised: number;
  };
  return {
    application: saved.application,
    transactionId: saved.row.id,
    payment: saved.payment,
    from: details.from,
    to: details.to,
    scheduledAmount: details.scheduledAmount,
    invoicesRaised: details.invoicesRaised,
  };
}

/** The change itself, in one transaction under the policy's lock, the figures read again. */
export async function writeChange(
  deps: ChangeDeps,
  user: AuthUser,
  record: PolicyRecord,
  body: ChangePaymentPlanBody,
  funding: CardFunding,
  now: Date,
  paid: Paid,
): Promise<ChangePaymentPlanResponse> {
  const to = body.to;
  let transactionId = '';
  let scheduledAmount = 0;
  let invoicesRaised = 0;
  let from = record.paymentPeriod as PaymentPeriod;
  let replayed: ChangePaymentPlanResponse | null = null;
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockPolicyForChange(tx, user, record.id, 'ChangePaymentPlan');
    // The plan as it is under the lock (another change may have moved it since the request read it).
    from = locked.paymentPeriod as PaymentPeriod;
    const { payment } = paid;
    if (paid.attach) {
      // A twin request of the same key waited for the lock: it answers what the first one saved.
      replayed = await replayedPlanChange(tx, record.id, body.idempotencyKey);
      if (replayed) return;
    }
    const card = paid.attach ? await paid.attach(tx) : paid.card;
    if (payment && (await isRefunded(tx, payment.id))) throw conflict(PAYMENT_MESSAGES.refunded);
    const fresh = await planChangeFigures(tx, locked, to, funding, now);
    refuse(fresh.quote, fresh.refusal, body);
    const quote = fresh.quote;
    const cardFees = payment ? await overdueOnCard(tx, locked, quote, funding, now) : null;
    if (payment && quote.chargeNow + (cardFees?.total ?? 0) !== payment.amount) {
      throw new HttpError(409, CHANGE_PAYMENT_PLAN_MESSAGES.moved, { movedAmount: quote.movedAmount });
    }
    const account = paymentAccountFor(to, locked.boundDate ?? now);
    const prefix = invoicePrefix(locked);
    const count = quote.payments.length;
    const invoices: NewInvoice[] = quote.payments.map((line, index) => ({
      ref: String(line.instalmentNumber),
      number: `${prefix}-${String(line.instalmentNumber).padStart(2, '0')}`,
      type: to === 'annual' ? 'premium' : 'subscription',
      description: `${locked.productName} ${to} payment ${index + 1} of ${count} (payment plan changed from ${from})`,
      dueDate: to === 'annual' ? now : policyEffectiveInstant(line.dueDay),
      instalmentNumber: line.instalmentNumber,
      planParts: line.parts,
      paymentAccount: account,
    }));
    const money: MoneyEntry[] = [
      ...quote.moved.flatMap((line) => [
        ...(line.parts.financingFee > 0
          ? [
              {
                kind: 'void' as const,
                component: 'financingFee' as const,
                amount: line.parts.financingFee,
                invoice: { id: line.invoiceId },
              },
            ]
          : []),
        ...(line.outstanding - line.parts.financingFee > 0
          ? [
              {
                kind: 'void' as const,
                amount: line.outstanding - line.parts.financingFee,
                invoice: { id: line.invoiceId },
              },
            ]
          : []),
      ]),
      ...quote.payments
        .filter((line) => line.parts.amount !== 0)
        .map((line) => ({
          kind: 'charge' as const,
          component: 'planPayment' as const,
          amount: line.parts.amount,
          invoice: { ref: String(line.instalmentNumber) },
        })),
      ...(payment
        ? [
            ...planCardFeeCharges(cardFees?.fees ?? []),
            ...quote.payments
              .filter((line) => line.parts.amount > 0)
              .map((line) => ({
                kind: 'payment' as const,
                amount: line.parts.amount,
                invoice: { ref: String(line.instalmentNumber) },
                paymentId: payment.id,
              })),
            ...quote.overdue.map((line) => ({
              kind: 'payment' as const,
              amount:
                line.outstanding +
                (cardFees?.fees.find((fee) => fee.invoiceId === line.invoiceId)?.total ?? 0),
              invoice: { id: line.invoiceId },
              paymentId: payment.id,
            })),
          ]
        : []),
    ].filter((entry) => entry.amount !== 0);
    const cardFee = planCardFeeFigures(cardFees?.fees ?? []);
    const taxDelta = quote.premiumTaxAfter - quote.premiumTaxBefore;
    const feeDelta =
      quote.financingFeeAdded -
      quote.financingFeeReturned +
      quote.surchargeAdded -
      quote.surchargeReturned +
      cardFee.total;
    const pst = quote.surchargePstAdded - quote.surchargePstReturned + cardFee.pst;
    scheduledAmount = quote.scheduledAmount;
    invoicesRaised = count;
    const recorded = await recordPolicyChange(tx, {
      application: locked,
      type: CHANGE_PAYMENT_PLAN_TYPE,
      userId: user.id,
      at: now,
      update: {
        paymentPeriod: to,
        ...(card && card.cardId !== locked.stripeCardId
          ? { stripeCustomerId: card.customerId, stripeCardId: card.cardId }
          : {}),
      },
      history: {
        reason: `Payment plan changed from ${from} to ${to}`,
        description: describe(quote, from, to),
        before: { paymentPeriod: from },
        after: { paymentPeriod: to },
        taxDelta,
        feeDelta,
        totalDelta: taxDelta + feeDelta,
        paymentId: payment?.id ?? null,
        details: {
          idempotencyKey: body.idempotencyKey,
          from,
          to,
          scheduledAmount,
          invoicesRaised,
          cardFunding: funding,
          figures: figuresOf(quote),
          moved: quote.moved.map((line) => ({
            id: line.invoiceId,
            outstanding: line.outstanding,
            parts: line.parts,
          })),
          payments: quote.payments,
          overdue: quote.overdue.map((line) => ({ id: line.invoiceId, outstanding: line.outstanding })),
        },
      },
      ...(pst !== 0 ? { feeTaxes: { gstHst: 0, pst } } : {}),
      // The report's financing and card fee columns: what the change moved of each.
      reportCharges: {
        financingFee: quote.financingFeeAdded - quote.financingFeeReturned,
        cardFee: quote.surchargeAdded - quote.surchargeReturned + cardFee.total,
      },
      invoices,
      money,
      // The declarations print the plan and its schedule: issued again for the change.
      ...(locked.boundDate ? { documents: { boundAt: locked.boundDate } } : {}),
      audit: {
        action: 'policy.payment_plan_change',
        details: { from, to, scheduledAmount, paymentId: payment?.id ?? null },
      },
    });
    transactionId = recorded.transactionId;
  });
  if (replayed) return replayed;
  const saved = await findApplication(deps.db, record.id);
  if (!saved) throw notFound(MESSAGES.applicationNotFound);
  return {
    application: toApplication(saved),
    transactionId,
    payment: paid.payment
      ? { id: paid.payment.id, amount: paid.payment.amount, status: paid.payment.status }
      : null,
    from,
    to,
    scheduledAmount,
    invoicesRaised,
  };
}

/** The history's words: what moved where, and the fees and tax that changed with it. */
function describe(quote: PlanChangeQuote, from: PaymentPeriod, to: PaymentPeriod): HistoryPart[] {
  const scheduled = amountValue(quote.scheduledAmount);
  return [
    historyPart('planPaymentsMoved', {
      count: quote.moved.length,
      from,
      amount: amountValue(quote.movedAmount),
    }),
    to === 'annual'
      ? historyPart('planPaidNow', { amount: scheduled })
      : historyPart('planMovedOnto', {
          count: quote.payments.length,
          to,
          amount: scheduled,
          day: quote.payments[0]?.dueDay ?? '',
        }),
    historyPart('planFeesAndTax', {
      feeReturned: amountValue(quote.financingFeeReturned),
      feeAdded: amountValue(quote.financingFeeAdded),
      surchargeReturned: amountValue(quote.surchargeReturned),
      surchargeAdded: amountValue(quote.surchargeAdded),
      taxBefore: amountValue(quote.premiumTaxBefore),
      taxAfter: amountValue(quote.premiumTaxAfter),
    }),
  ];
}
