import { and, eq, sql } from 'drizzle-orm';
import type {
  ChangePaymentPlanBody,
  ChangePaymentPlanQuoteResponse,
  ChangePaymentPlanResponse,
} from '@bm/contracts';
import {
  CHANGE_PAYMENT_PLAN_MESSAGES,
  MESSAGES,
  paymentAccountFor,
  policyEffectiveInstant,
  type CardFunding,
  type PaymentPeriod,
  type PlanChangeQuote,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { payments, policyTransactions } from '../../db/schema.ts';
import { cardFundingOf, onFileFunding } from '../../integrations/payments/index.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  type ApplicationRecord,
  type ChangeDeps,
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
  requireAction,
  toApplication,
  visibleApplication,
} from '../policies/index.ts';
import { applyOpenCredits } from '../billing/index.ts';
import {
  cardFor,
  chargeForPolicyChange,
  isRefunded,
  PAYMENT_FAILED_CODE,
  PAYMENT_MESSAGES,
  recordedOrRefunded,
} from '../payments/index.ts';
import { CHANGE_PAYMENT_PLAN_TYPE, planChangeFigures } from './figures.ts';

type PolicyRecord = ApplicationRecord['application'];

/** Said when the card on file cannot pay the new plan (none, or on the other plan's card account). */
export const CARD_MESSAGES = {
  none: 'There is no card on file for this policy. Please enter a card for the new plan.',
  otherAccount:
    'Payments on this plan are taken on another card account than the card on file. Please enter a card for the new plan.',
};

/** The card accounts of the two plans (spec 9 rule) and whether the card on file can pay the new one. */
function cardsOf(record: PolicyRecord, to: PaymentPeriod, now: Date) {
  const at = record.boundDate ?? now;
  const from = paymentAccountFor(record.paymentPeriod as PaymentPeriod, at);
  const account = paymentAccountFor(to, at);
  const hasCardOnFile = Boolean(record.stripeCustomerId && record.stripeCardId);
  return { account, hasCardOnFile, sameAccount: from === account, usable: hasCardOnFile && from === account };
}

const figuresOf = (quote: PlanChangeQuote) => {
  const { moved: _moved, payments: _payments, overdue: _overdue, ...rest } = quote;
  return rest;
};

/** POST /api/applications/{id}/changePaymentPlanQuote: what moving the policy to `to` now would do (nothing saved). */
export async function quoteChangePaymentPlan(
  deps: Pick<ChangeDeps, 'db' | 'now' | 'payments'>,
  user: AuthUser,
  id: string,
  to: PaymentPeriod,
): Promise<ChangePaymentPlanQuoteResponse> {
  const { application } = await visibleApplication(deps.db, user, id);
  requireAction(user, application, 'ChangePaymentPlan');
  const now = deps.now();
  const cards = cardsOf(application, to, now);
  // Priced for the card on file when it can pay the new plan, else for a credit card (the surcharge
  // disclosed before a new card is entered; a debit or prepaid one then pays less).
  const funding: CardFunding = cards.usable
    ? ((await onFileFunding(deps.payments, application, now)) ?? 'credit')
    : 'credit';
  const { quote, refusal, numbers } = await planChangeFigures(deps.db, application, to, funding, now);
  const asked = refusal ?? (cards.usable ? null : 'noCard');
  const line = (row: { invoiceId: string; dueDate: Date; outstanding: number }) => ({
    id: row.invoiceId,
    number: numbers.get(row.invoiceId) ?? '',
    dueDate: row.dueDate.toISOString(),
    outstanding: row.outstanding,
  });
  return {
    ...figuresOf(quote),
    moved: quote.moved.map(line),
    payments: quote.payments.map(({ instalmentNumber, dueDay, parts }) => ({
      instalmentNumber,
      dueDay,
      parts,
    })),
    overdue: quote.overdue.map(line),
    funding,
    hasCardOnFile: cards.hasCardOnFile,
    account: cards.account,
    refusal: asked,
    message:
      asked === 'noCard'
        ? cards.hasCardOnFile
          ? CARD_MESSAGES.otherAccount
          : CARD_MESSAGES.none
        : asked
          ? CHANGE_PAYMENT_PLAN_MESSAGES[asked]
          : null,
  };
}

/** The answer of a change saved under this key (a retried request), or null. */
export async function replayedPlanChange(
  db: Db,
  id: string,
  key: string,
): Promise<ChangePaymentPlanResponse | null> {
  const [row] = await db
    .select()
    .from(policyTransactions)
    .where(
      and(
        eq(policyTransactions.applicationId, id),
        eq(policyTransactions.type, CHANGE_PAYMENT_PLAN_TYPE),
        sql`${policyTransactions.details}->>'idempotencyKey' = ${key}`,
      ),
    )
    .limit(1);
  if (!row) return null;
  const saved = await findApplication(db, id);
  if (!saved) return null;
  const [payment] = row.paymentId
    ? await db.select().from(payments).where(eq(payments.id, row.paymentId)).limit(1)
    : [];
  const details = row.details as {
    from: PaymentPeriod;
    to: PaymentPeriod;
    scheduledAmount: number;
    invoicesRaised: number;
  };
  return {
    application: toApplication(saved),
    transactionId: row.id,
    payment: payment ? { id: payment.id, amount: payment.amount, status: payment.status } : null,
    from: details.from,
    to: details.to,
    scheduledAmount: details.scheduledAmount,
    invoicesRaised: details.invoicesRaised,
  };
}

/** The refusals a change answers before anything is charged or written. */
function refuse(quote: PlanChangeQuote, refusal: string | null, body: ChangePaymentPlanBody) {
  if (refusal)
    throw conflict(CHANGE_PAYMENT_PLAN_MESSAGES[refusal as keyof typeof CHANGE_PAYMENT_PLAN_MESSAGES]);
  if (quote.movedAmount !== body.expectedMovedAmount || quote.overdueAmount !== body.expectedOverdueAmount) {
    throw new HttpError(409, CHANGE_PAYMENT_PLAN_MESSAGES.moved, {
      movedAmount: quote.movedAmount,
      overdueAmount: quote.overdueAmount,
    });
  }
}

/**
 * Moves a bound policy to another payment plan (decision 0078). To annual: the open credits first,
 * then one card charge (claimed once per key, before the lock) of the new annual payment and the
 * overdue invoices, recorded under the lock with the figures read again (moved: refused, the charge
 * sent back). To a financed plan: nothing is charged; a new card is attached when the card on file
 * cannot pay the new plan; one change under the lock. Either way one recordPolicyChange voids the
 * plan payments not yet due and raises the new plan's.
 */
export async function changePaymentPlan(
  deps: ChangeDeps,
  user: AuthUser,
  record: PolicyRecord,
  body: ChangePaymentPlanBody,
): Promise<ChangePaymentPlanResponse> {
  requireAction(user, record, 'ChangePaymentPlan');
  const now = deps.now();
  const to = body.to;
  const cards = cardsOf(record, to, now);
  if (!cards.usable && !body.token) {
    throw new HttpError(402, cards.hasCardOnFile ? CARD_MESSAGES.otherAccount : CARD_MESSAGES.none, {
      code: PAYMENT_FAILED_CODE,
      field: null,
    });
  }
  const funding = await cardFundingOf(
    deps.payments,
    cards.account,
    body.token ? { token: body.token } : { customerId: record.stripeCustomerId, cardId: record.stripeCardId },
  );
  const first = await planChangeFigures(deps.db, record, to, funding, now);
  refuse(first.quote, first.refusal, body);
  if (to !== 'annual') {
    const card = body.token
      ? await cardFor(
          deps,
          cards.account,
          { ...record, stripeCustomerId: cards.sameAccount ? record.stripeCustomerId : null },
          { token: body.token },
        )
      : null;
    return await writeChange(deps, user, record, body, funding, now, { card, payment: null });
  }
  // Credits before charges: the open credits the figures took off are applied before the charge.
  if (first.creditsApplied > 0) {
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockPolicyForChange(tx, user, record.id, 'ChangePaymentPlan');
      await applyOpenCredits(tx, {
        application: locked,
        userId: user.id,
        at: now,
        invoiceIds: first.invoiceIds,
        reason: 'Payment plan change',
      });
    });
  }
  const charged = await overdueOnCard(deps.db, record, first.quote, funding, now);
  const { payment, card } = await chargeForPolicyChange(
    deps,
    {
      ...record,
      applicationId: record.id,
      paymentPeriod: to,
      stripeCustomerId: cards.sameAccount ? record.stripeCustomerId : null,
      stripeCardId: cards.sameAccount ? record.stripeCardId : null,
    },
    first.quote.chargeNow + charged.total,
    {
      token: body.token,
      idempotencyKey: body.idempotencyKey,
      description: `${record.productName} ${record.policyNumber ?? ''}: annual payment plan`.replace(
        /\s+/g,
        ' ',
      ),
      now,
      account: cards.account,
      purpose: { kind: 'paymentPlanChange' },
    },
  );
  return await recordedOrRefunded(deps, payment, 'payment plan change charge', () =>
    writeChange(deps, user, record, body, funding, now, { card, payment }),
  );
}

/** The card fee differences of the overdue plan invoices a change to annual pays on this card (decision 0063). */
async function overdueOnCard(
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

type Paid = {
  card: { customerId: string; cardId: string } | null;
  payment: { id: string; amount: number; status: string } | null;
};

/** The change itself, in one transaction under the policy's lock, the figures read again. */
async function writeChange(
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
  const from = record.paymentPeriod as PaymentPeriod;
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockPolicyForChange(tx, user, record.id, 'ChangePaymentPlan');
    const { payment, card } = paid;
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
      invoices,
      money,
      audit: {
        action: 'policy.payment_plan_change',
        details: { from, to, scheduledAmount, paymentId: payment?.id ?? null },
      },
    });
    transactionId = recorded.transactionId;
  });
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
function describe(quote: PlanChangeQuote, from: PaymentPeriod, to: PaymentPeriod): string {
  const cad = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const moved = `${quote.moved.length} ${from} payment(s) not yet due (${cad(quote.movedAmount)})`;
  const onto =
    to === 'annual'
      ? `paid now in one annual payment (${cad(quote.scheduledAmount)})`
      : `moved onto ${quote.payments.length} ${to} payment(s) (${cad(quote.scheduledAmount)}) from ${quote.payments[0]?.dueDay ?? ''}`;
  const parts = [
    `financing fee returned ${cad(quote.financingFeeReturned)}, added ${cad(quote.financingFeeAdded)}`,
    `card surcharge returned ${cad(quote.surchargeReturned)}, added ${cad(quote.surchargeAdded)}`,
    `premium tax ${cad(quote.premiumTaxBefore)} before, ${cad(quote.premiumTaxAfter)} on the new dates`,
  ];
  return `${moved} ${onto}; ${parts.join('; ')}.`;
}
