import type { ExtensionBody, ExtensionQuote, ExtensionResponse } from '@bm/contracts';
import {
  EXTENSION_MESSAGES,
  MESSAGES,
  formatDate,
  overExtensionLimit,
  paymentAccountFor,
  policyEffectiveInstant,
  shownTotalCovers,
  type PaymentPeriod,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { laterChargeFunding } from '../../integrations/payments/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  type ChangeDeps,
  findApplication,
  lockPolicyForChange,
  recordPolicyChange,
  requireAction,
  toApplication,
} from '../policies/index.ts';
import { runPolicyDocumentJobs } from '../documents/index.ts';
import { boughtWithKey, EXTENSION_TYPE, extensionHistory } from './referrals.ts';
import {
  assess,
  cardChoiceOf,
  figuresOf,
  hasCard,
  NO_DEFAULT_CARD_CODE,
  overLimit,
  pricedReferral,
  quoteOf,
  type PolicyRecord,
} from './assess.ts';
import {
  chargeForPolicyChange,
  isRefunded,
  PAYMENT_MESSAGES,
  recordedOrRefunded,
} from '../payments/index.ts';

/** The type of the invoice an extension raises (the /invoices filter's Extensions). */
export const EXTENSION_INVOICE_TYPE = 'extension';

/** The answer of an extension bought under this key (a retried request), or null. */
export async function replayedExtension(db: Db, id: string, key: string): Promise<ExtensionResponse | null> {
  const row = boughtWithKey(await extensionHistory(db, id), key);
  if (!row) return null;
  const saved = await findApplication(db, id);
  if (!saved) return null;
  const d = row.details as {
    quote: ExtensionQuote;
    figures: ExtensionResponse['figures'];
    payment: ExtensionResponse['payment'];
  };
  return {
    type: 'bind',
    quote: d.quote,
    figures: d.figures,
    reviewReasons: [],
    referral: null,
    hasCardOnFile: hasCard(saved.application),
    application: toApplication(saved),
    transactionId: row.id,
    payment: d.payment,
  };
}

/**
 * type=bind: buys the extension (docs/decisions/0036). Re-priced on the server and refused (409)
 * when it differs from the quote the user saw; the card on file or a new card charged once per
 * idempotency key (payments/ chargeForPolicyChange; declined: 402 payment_failed, nothing
 * written); then one change under the policy's lock: the expiry moved, the timeline extended, the
 * history row 'Extension', an EXT invoice with its charges and the payment, the documents job.
 * A change refused under the lock sends the charge straight back to the card.
 */
export async function bindExtension(
  deps: ChangeDeps,
  user: AuthUser,
  record: PolicyRecord,
  body: ExtensionBody,
): Promise<ExtensionResponse> {
  requireAction(user, record, 'CreateExtension');
  if (!body.idempotencyKey || !body.quote)
    throw badRequest('A purchase needs the quote and an idempotency key.');
  // A key already saved was answered by the route (onceByKey) before this runs.
  const key = body.idempotencyKey;
  if (!body.token && !hasCard(record)) {
    throw new HttpError(402, EXTENSION_MESSAGES.noDefaultCard, { code: NO_DEFAULT_CARD_CODE });
  }
  const now = deps.now();
  // The surcharge is the card's charged: a new card's funding (its token), else the card on file's.
  const funding = await laterChargeFunding(deps.payments, record, body.token, now);
  const a = await assess(deps.db, user, record, body, formatDate(now), funding);
  if (!a.priced) throw conflict('This extension must be priced by an underwriter before it can be bought.');
  const priced = a.priced;
  const quote = quoteOf(priced);
  // The page showed this card's total, or (a new card, not yet known) the credit card total with
  // what a debit card pays: a card that is not credit is charged less than shown, never more.
  const creditTotal = cardChoiceOf(record, a.months, a.premium, funding, formatDate(now)).credit.total;
  if (
    !shownTotalCovers(body.quote.total.annual, quote.total.annual, creditTotal) ||
    body.quote.policyExpiryDate !== quote.policyExpiryDate
  ) {
    throw new HttpError(409, EXTENSION_MESSAGES.moved, { quote });
  }
  const period = record.paymentPeriod as PaymentPeriod;
  const target = { ...record, applicationId: record.id, paymentPeriod: period };
  const { payment, card } = await chargeForPolicyChange(deps, target, priced.total, {
    token: body.token,
    idempotencyKey: key,
    description:
      `${record.productName} ${record.policyNumber ?? ''}: extension to ${priced.newExpiryDay}`.replace(
        /\s+/g,
        ' ',
      ),
    now,
  });
  const figures = figuresOf(priced, a.months);
  const paymentAnswer = { id: payment.id, amount: payment.amount, status: payment.status };
  let transactionId = '';
  await recordedOrRefunded(deps, payment, 'extension charge', async () => {
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockPolicyForChange(tx, user, record.id, 'CreateExtension');
      if (await isRefunded(tx, payment.id)) throw conflict(PAYMENT_MESSAGES.refunded);
      // Priced on the timeline and expiry it was read with: another change since then re-prices it.
      if (
        JSON.stringify(locked.premiumTimeline) !== JSON.stringify(record.premiumTimeline) ||
        formatDate(locked.policyExpiryDate) !== priced.policyExpiryDay
      ) {
        throw conflict(EXTENSION_MESSAGES.moved);
      }
      const history = await extensionHistory(tx, locked.id);
      if (overExtensionLimit(history.monthsUsed, a.months)) throw overLimit(history.monthsUsed);
      if (body.referralId) pricedReferral(history.latest, body.referralId, a.details);
      const totals = priced.charges;
      const recorded = await recordPolicyChange(tx, {
        application: locked,
        type: EXTENSION_TYPE,
        userId: user.id,
        at: now,
        update: {
          policyExpiryDate: policyEffectiveInstant(priced.newExpiryDay),
          ...(card.cardId !== locked.stripeCardId
            ? { stripeCustomerId: card.customerId, stripeCardId: card.cardId }
            : {}),
        },
        timeline: priced.timeline,
        history: {
          effectiveDate: policyEffectiveInstant(priced.policyExpiryDay),
          reason: 'Extension',
          description: `Extended by ${a.months} month(s), from ${priced.policyExpiryDay} to ${priced.newExpiryDay}.`,
          before: { policyExpiryDate: priced.policyExpiryDay },
          after: { policyExpiryDate: priced.newExpiryDay },
          premiumDelta: totals.premium,
          taxDelta: totals.tax,
          feeDelta: totals.fees,
          totalDelta: totals.total.annual,
          paymentId: payment.id,
          details: {
            idempotencyKey: key,
            months: a.months,
            details: a.details,
            referralId: body.referralId ?? null,
            reviewReasons: a.reasons,
            quote,
            figures,
            payment: paymentAnswer,
          },
        },
        invoices: [
          {
            ref: 'extension',
            code: 'EXT',
            type: EXTENSION_INVOICE_TYPE,
            description: `Extension premium: ${a.months} month(s) to ${priced.newExpiryDay}`,
            dueDate: now,
            paymentAccount: paymentAccountFor(period, record.boundDate ?? now),
          },
        ],
        feeTaxes: { gstHst: 0, pst: totals.cardFeePST },
        money: [
          {
            kind: 'charge' as const,
            component: 'premium' as const,
            amount: totals.premium,
            invoice: { ref: 'extension' },
          },
          {
            kind: 'charge' as const,
            component: 'premiumTax' as const,
            amount: totals.tax,
            invoice: { ref: 'extension' },
          },
          {
            kind: 'charge' as const,
            component: 'cardFee' as const,
            amount: totals.fees,
            invoice: { ref: 'extension' },
          },
          {
            kind: 'payment' as const,
            amount: payment.amount,
            invoice: { ref: 'extension' },
            paymentId: payment.id,
          },
        ].filter((entry) => entry.kind !== 'charge' || entry.amount !== 0),
        audit: { action: 'policy.extension', details: { months: a.months, total: totals.total.annual } },
        documents: { boundAt: record.boundDate ?? now },
      });
      transactionId = recorded.transactionId;
    });
  });
  await runPolicyDocumentJobs(deps, record.id);
  const saved = await findApplication(deps.db, record.id);
  if (!saved) throw notFound(MESSAGES.applicationNotFound);
  return {
    type: 'bind',
    quote,
    figures,
    reviewReasons: a.reasons,
    referral: null,
    hasCardOnFile: true,
    application: toApplication(saved),
    transactionId,
    payment: paymentAnswer,
  };
}
