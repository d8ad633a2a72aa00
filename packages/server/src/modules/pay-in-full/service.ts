import type { PayInFullBody, PayInFullQuoteResponse, PayInFullResponse } from '@bm/contracts';
import {
  financingFeeFor,
  MESSAGES,
  PAY_IN_FULL_MESSAGES,
  payInFullQuote,
  payInFullRefusal,
  paymentAccountFor,
  type PayInFullQuote,
  type CardFunding,
  type PaymentPeriod,
  type Quote,
  withOpenCreditsApplied,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { cardFundingOf, onFileFunding } from '../../integrations/payments/index.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  type ApplicationRecord,
  type ChangeDeps,
  findApplication,
  lockPolicyForChange,
  type MoneyEntry,
  planCardChoice,
  planCardFeeCharges,
  planCardFeeFigures,
  planCardFees,
  planInvoices,
  policyTerm,
  readLedger,
  recordPolicyChange,
  savedChange,
  requireAction,
  toApplication,
  visibleApplication,
} from '../policies/index.ts';
import { applyOpenCredits } from '../billing/index.ts';
import {
  chargeForPolicyChange,
  isRefunded,
  PAYMENT_FAILED_CODE,
  PAYMENT_MESSAGES,
  recordedOrRefunded,
} from '../payments/index.ts';

/** The history row type of a pay in full. */
export const PAY_IN_FULL_TYPE = 'Pay In Full';

type PolicyRecord = ApplicationRecord['application'];

/**
 * The figures of a bound policy paid in full at `now`, read from its ledger and invoices (db may be
 * a transaction), once its open credits are taken off the open invoices (credits before charges,
 * docs/decisions/0057): a refund still owed to the insured lowers what the card is asked for.
 */
async function figures(db: Db, record: PolicyRecord, now: Date) {
  // Each plan invoice's own financing fee (a change of payment plan's payments carry their own).
  const rows = await planInvoices(db, record, policyTerm(record).effectiveDay);
  const period = record.paymentPeriod as PaymentPeriod;
  const boundQuote = (record.boundQuote ?? record.quote) as Quote;
  const credited = withOpenCreditsApplied(
    await readLedger(db, record.id),
    rows.map((row) => row.id),
  );
  const quote = payInFullQuote({
    entries: credited.entries,
    invoices: rows.map((row) => ({
      invoiceId: row.id,
      dueDate: row.dueDate,
      instalmentNumber: row.instalmentNumber,
      ...(row.parts ? { financingFee: row.parts.financingFee } : {}),
    })),
    paymentPeriod: period,
    financingFee: financingFeeFor(boundQuote, period),
    now,
  });
  const numbers = new Map(rows.map((row) => [row.id, row.number]));
  return {
    quote,
    numbers,
    period,
    creditsApplied: credited.netting.applied,
    invoiceIds: rows.map((r) => r.id),
  };
}

/**
 * The open invoices as the card of `funding` pays them in full (decision 0063): a plan payment
 * billed for a credit card and paid on a debit or prepaid card carries no surcharge; `fees` are the
 * cardFee charges taking it off, each line's `toPay` what the card pays of it, `total` the charge.
 */
async function onCard(db: Db, record: PolicyRecord, quote: PayInFullQuote, funding: CardFunding, now: Date) {
  const fees = await planCardFees(
    db,
    record,
    await readLedger(db, record.id),
    new Map(quote.invoices.map((line) => [line.invoiceId, line.toPay])),
    funding,
    now,
  );
  const feeOf = new Map(fees.map((fee) => [fee.invoiceId, fee.total]));
  const lines = quote.invoices.map((line) => ({
    ...line,
    toPay: line.toPay + (feeOf.get(line.invoiceId) ?? 0),
  }));
  return { fees, lines, total: quote.openBalance + planCardFeeFigures(fees).total };
}

function figuresOf(quote: PayInFullQuote) {
  const { invoices: _lines, ...rest } = quote;
  return rest;
}

/** POST /api/applications/{id}/payInFullQuote: what paying the policy in full now would charge (nothing saved). */
export async function quotePayInFull(
  deps: Pick<ChangeDeps, 'db' | 'now' | 'payments'>,
  user: AuthUser,
  id: string,
): Promise<PayInFullQuoteResponse> {
  const { application } = await visibleApplication(deps.db, user, id);
  requireAction(user, application, 'PayInFull');
  const now = deps.now();
  const { quote, numbers, period, creditsApplied } = await figures(deps.db, application, now);
  const hasCardOnFile = Boolean(application.stripeCustomerId && application.stripeCardId);
  const refusal = payInFullRefusal(quote, { onFile: hasCardOnFile, newCard: false });
  return {
    ...figuresOf(quote),
    invoices: quote.invoices.map((line) => ({
      id: line.invoiceId,
      number: numbers.get(line.invoiceId) ?? '',
      dueDate: line.dueDate.toISOString(),
      instalmentNumber: line.instalmentNumber,
      overdue: line.overdue,
      outstanding: line.outstanding,
      financingFeeReturned: line.financingFeeReturned,
      toPay: line.toPay,
    })),
    creditsApplied,
    hasCardOnFile,
    account: paymentAccountFor(period, application.boundDate ?? now),
    refusal,
    message: refusal ? PAY_IN_FULL_MESSAGES[refusal] : null,
    card: await planCardChoice(
      deps.db,
      application,
      await readLedger(deps.db, application.id),
      new Map(quote.invoices.map((line) => [line.invoiceId, line.toPay])),
      quote.openBalance,
      await onFileFunding(deps.payments, application, now),
      now,
    ),
  };
}

/** The answer of a pay in full saved under this key (a retried request), or null. */
export async function replayedPayInFull(db: Db, id: string, key: string): Promise<PayInFullResponse | null> {
  const saved = await savedChange(db, id, key, PAY_IN_FULL_TYPE);
  if (!saved?.payment) return null;
  const details = saved.row.details as { paid: PayInFullResponse['paid']; invoicesClosed: number };
  return {
    application: saved.application,
    transactionId: saved.row.id,
    payment: saved.payment,
    paid: details.paid,
    invoicesClosed: details.invoicesClosed,
  };
}

/**
 * Pays a bound policy's open invoices with one card charge (docs/decisions/0029): figures from the
 * ledger, the charge claimed once per idempotency key (payments/ chargeForPolicyChange: a new
 * card's token, else the card on file), then one change under the policy's lock that voids the
 * financing fee of the instalments not yet due and records the payment on each open invoice. The
 * figures are read again under the lock: if they moved from what was charged the change is refused
 * and the charge goes straight back to the card.
 */
export async function payInFull(
  deps: ChangeDeps,
  user: AuthUser,
  record: PolicyRecord,
  body: PayInFullBody,
): Promise<PayInFullResponse> {
  requireAction(user, record, 'PayInFull');
  const now = deps.now();
  const { quote, creditsApplied, invoiceIds } = await figures(deps.db, record, now);
  const hasCardOnFile = Boolean(record.stripeCustomerId && record.stripeCardId);
  const refusal = payInFullRefusal(quote, { onFile: hasCardOnFile, newCard: Boolean(body.token) });
  if (refusal === 'noCard') {
    throw new HttpError(402, PAY_IN_FULL_MESSAGES.noCard, { code: PAYMENT_FAILED_CODE, field: null });
  }
  if (refusal) throw conflict(PAY_IN_FULL_MESSAGES[refusal]);
  if (body.expectedOpenBalance !== quote.openBalance) {
    throw new HttpError(409, PAY_IN_FULL_MESSAGES.moved, { openBalance: quote.openBalance });
  }
  // Credits before charges: the open credits the quote took off are applied (their own change,
  // under the policy's lock) before the card is charged what is left.
  if (creditsApplied > 0) {
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockPolicyForChange(tx, user, record.id, 'PayInFull');
      await applyOpenCredits(tx, {
        application: locked,
        userId: user.id,
        at: now,
        invoiceIds,
        reason: 'Pay in full',
      });
    });
  }
  const period = record.paymentPeriod as PaymentPeriod;
  const target = { ...record, applicationId: record.id, paymentPeriod: period };
  // The card's funding as the processor reports it, before anything is charged: a debit or prepaid
  // card pays the open plan payments without the credit surcharge billed inside them.
  const funding = await cardFundingOf(
    deps.payments,
    paymentAccountFor(period, record.boundDate ?? now),
    body.token ? { token: body.token } : { customerId: record.stripeCustomerId, cardId: record.stripeCardId },
  );
  const charged = await onCard(deps.db, record, quote, funding, now);
  const { payment, card } = await chargeForPolicyChange(deps, target, charged.total, {
    token: body.token,
    idempotencyKey: body.idempotencyKey,
    description: `${record.productName} ${record.policyNumber ?? ''}: pay in full`.replace(/\s+/g, ' '),
    now,
    purpose: { kind: 'payInFull' },
  });
  return await recordedOrRefunded(deps, payment, 'pay in full charge', async () => {
    let transactionId = '';
    let paid = figuresOf(quote);
    let invoicesClosed = 0;
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockPolicyForChange(tx, user, record.id, 'PayInFull');
      // Reconciliation refunds a charge whose change was not written in time: never record it.
      if (await isRefunded(tx, payment.id)) throw conflict(PAYMENT_MESSAGES.refunded);
      const fresh = (await figures(tx, locked, now)).quote;
      const freshOnCard = await onCard(tx, locked, fresh, funding, now);
      if (freshOnCard.total !== payment.amount) {
        throw new HttpError(409, PAY_IN_FULL_MESSAGES.moved, { openBalance: fresh.openBalance });
      }
      paid = figuresOf(fresh);
      invoicesClosed = fresh.invoices.length;
      const cardFee = planCardFeeFigures(freshOnCard.fees);
      const money: MoneyEntry[] = [
        ...planCardFeeCharges(freshOnCard.fees),
        ...freshOnCard.lines.flatMap((line) => [
          ...(line.financingFeeReturned > 0
            ? [
                {
                  kind: 'void' as const,
                  component: 'financingFee' as const,
                  amount: line.financingFeeReturned,
                  invoice: { id: line.invoiceId },
                  paymentId: payment.id,
                },
              ]
            : []),
          ...(line.toPay > 0
            ? [
                {
                  kind: 'payment' as const,
                  amount: line.toPay,
                  invoice: { id: line.invoiceId },
                  paymentId: payment.id,
                },
              ]
            : []),
        ]),
      ];
      const recorded = await recordPolicyChange(tx, {
        application: locked,
        type: PAY_IN_FULL_TYPE,
        userId: user.id,
        at: now,
        // A new card paid: it becomes the card on file, as an endorsement's does.
        ...(card.cardId !== locked.stripeCardId
          ? { update: { stripeCustomerId: card.customerId, stripeCardId: card.cardId } }
          : {}),
        history: {
          reason: 'Pay in full',
          description: `Paid ${fresh.invoices.length} open invoice(s) in full; financing fee of the instalments not yet due not charged.`,
          feeDelta: -fresh.financingFeesToBeReturned + cardFee.total,
          totalDelta: -fresh.financingFeesToBeReturned + cardFee.total,
          paymentId: payment.id,
          details: {
            ...(cardFee.total !== 0 ? { cardFunding: funding, cardFeeAdjustment: cardFee.total } : {}),
            idempotencyKey: body.idempotencyKey,
            paid,
            invoicesClosed,
            invoices: fresh.invoices.map((line) => ({
              id: line.invoiceId,
              overdue: line.overdue,
              outstanding: line.outstanding,
              financingFeeReturned: line.financingFeeReturned,
              toPay: line.toPay,
            })),
          },
        },
        ...(cardFee.pst !== 0 ? { feeTaxes: { gstHst: 0, pst: cardFee.pst } } : {}),
        money,
        audit: {
          action: 'policy.pay_in_full',
          details: { amount: payment.amount, financingFeesReturned: fresh.financingFeesToBeReturned },
        },
      });
      transactionId = recorded.transactionId;
    });
    const saved = await findApplication(deps.db, record.id);
    if (!saved) throw notFound(MESSAGES.applicationNotFound);
    return {
      application: toApplication(saved),
      transactionId,
      payment: { id: payment.id, amount: payment.amount, status: payment.status },
      paid,
      invoicesClosed,
    };
  });
}
