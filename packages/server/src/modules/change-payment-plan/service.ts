import type {
  ChangePaymentPlanBody,
  ChangePaymentPlanQuoteResponse,
  ChangePaymentPlanResponse,
} from '@bm/contracts';
import {
  CHANGE_PAYMENT_PLAN_MESSAGES,
  paymentAccountFor,
  type CardFunding,
  type PaymentPeriod,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { cardFundingOf, onFileFunding } from '../../integrations/payments/index.ts';
import { HttpError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  type ApplicationRecord,
  type ChangeDeps,
  lockPolicyForChange,
  requireAction,
  visibleApplication,
} from '../policies/index.ts';
import { applyOpenCredits } from '../billing/index.ts';
import {
  cardFor,
  chargeForPolicyChange,
  PAYMENT_FAILED_CODE,
  recordedOrRefunded,
} from '../payments/index.ts';
import { planChangeFigures } from './figures.ts';
import { figuresOf, overdueOnCard, refuse, writeChange } from './write-change.ts';

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
    // The new card is attached under the policy's lock, once a change under this key is known not
    // to be saved: a twin request waits for the first, then answers what it saved (the token is
    // used once).
    const token = body.token;
    const attach = token
      ? (tx: Db) =>
          cardFor(
            // The processor's own rows (the simulated one keeps them) in this transaction.
            { payments: deps.payments.withDb(tx) },
            cards.account,
            { ...record, stripeCustomerId: cards.sameAccount ? record.stripeCustomerId : null },
            { token },
          )
      : null;
    return await writeChange(deps, user, record, body, funding, now, { card: null, payment: null, attach });
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
