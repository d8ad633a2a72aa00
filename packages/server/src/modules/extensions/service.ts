import type {
  ExtensionBody,
  ExtensionDecisionBody,
  ExtensionQuote,
  ExtensionReferral,
  ExtensionResponse,
  ExtensionStateResponse,
} from '@bm/contracts';
import {
  addMonthsToDay,
  EXTENSION_MESSAGES,
  EXTENSION_REVIEW_LABELS,
  MAX_EXTENSION_MONTHS,
  MESSAGES,
  MINIMUM_EXTENSION_PREMIUM,
  extensionReviewReasons,
  formatDate,
  overExtensionLimit,
  paymentAccountFor,
  policyEffectiveInstant,
  priceExtension,
  timelineFromQuote,
  validateExtensionDetails,
  type ExtensionDetails,
  type ExtensionPricing,
  type PaymentPeriod,
  type PremiumTimeline,
  type Province,
  type Quote,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { isRefunded, PAYMENT_MESSAGES } from '../../integrations/payments/payment-service.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { toApplication } from '../applications/mappers.ts';
import { findApplication, type ApplicationRecord } from '../applications/repository.ts';
import { reconcilePayment } from '../billing/reconcile-payments.ts';
import { runPolicyDocumentJobs } from '../documents/jobs.ts';
import { lockPolicyForChange, requireAction } from '../policies/access.ts';
import { chargeEndorsement } from '../policies/card-money.ts';
import type { ChangeDeps } from '../policies/change-answer.ts';
import { policyTerm } from '../policies/facts.ts';
import { recordPolicyChange } from '../policies/record-change.ts';
import {
  boughtWithKey,
  DECLINED_TYPE,
  EXTENSION_TYPE,
  extensionHistory,
  PRICED_TYPE,
  REVIEW_TYPE,
  sameDetails,
} from './referrals.ts';

type PolicyRecord = ApplicationRecord['application'];

/** The code of the answer to an extension past 18 months in all (spec 8: it marks it ineligible). */
export const OVER_LIMIT_CODE = 'over_extension_limit';
/** The code of a purchase with no card on file and no new card. */
export const NO_DEFAULT_CARD_CODE = 'no_default_card';

const canDecide = (user: AuthUser) => user.flags.superadmin || user.flags.underwriterUser;

/** The policy's project value in whole dollars (the extension-limit it carries), or null. */
function policyLimit(record: PolicyRecord): number | null {
  const value = Number((record.form as Record<string, unknown> | null)?.['project-value']);
  return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}

function timelineOf(record: PolicyRecord): PremiumTimeline {
  const { effectiveDay, expiryDay } = policyTerm(record);
  const boundQuote = (record.boundQuote ?? record.quote) as Quote;
  return (
    (record.premiumTimeline as PremiumTimeline | null) ??
    timelineFromQuote(boundQuote, effectiveDay, expiryDay)
  );
}

function hasCard(record: PolicyRecord) {
  return Boolean(record.stripeCustomerId && record.stripeCardId);
}

/** The form's answers checked (400 with the field errors) and its length in months. */
function checkedDetails(body: Pick<ExtensionBody, 'extension'>): {
  details: ExtensionDetails;
  months: number;
} {
  const raw = body.extension.extensionDetails;
  const errors = validateExtensionDetails(raw);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, { errors });
  const details = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, String(value ?? '').trim()]),
  ) as ExtensionDetails;
  return { details, months: Number(details['extension-length']) };
}

function overLimit(monthsUsed: number) {
  return new HttpError(409, EXTENSION_MESSAGES.overLimit, {
    code: OVER_LIMIT_CODE,
    monthsUsed,
    monthsLeft: Math.max(MAX_EXTENSION_MONTHS - monthsUsed, 0),
  });
}

function price(record: PolicyRecord, months: number, premium?: number): ExtensionPricing {
  const quote = record.quote as Quote;
  return priceExtension({
    timeline: timelineOf(record),
    months,
    province: quote.province as Province,
    premium,
  });
}

function quoteOf(priced: ExtensionPricing): ExtensionQuote {
  return {
    priced: true,
    policyExpiryDate: priced.newExpiryDay,
    premiumsSum: priced.premium,
    taxesAndFees: { annual: priced.taxesAndFees },
    total: { annual: priced.total },
  };
}

function figuresOf(priced: ExtensionPricing, months: number) {
  return {
    months,
    currentExpiryDate: priced.policyExpiryDay,
    addedDays: priced.addedDays,
    proRataPremium: priced.proRataPremium,
    minimumApplied: priced.minimumApplied,
    minimumRetainedPremium: MINIMUM_EXTENSION_PREMIUM,
    tax: priced.charges.tax,
    cardFee: priced.charges.cardFee,
    cardFeePST: priced.charges.cardFeePST,
  };
}

/** The referral this request buys or quotes: priced by an underwriter, for the same answers; else 409. */
function pricedReferral(referral: ExtensionReferral | null, id: string, details: ExtensionDetails) {
  if (!referral || referral.id !== id || referral.status !== 'priced' || referral.premium === null) {
    throw conflict(EXTENSION_MESSAGES.noReferral);
  }
  if (!sameDetails(referral.details, details)) throw conflict(EXTENSION_MESSAGES.moved);
  return referral;
}

interface Assessed {
  details: ExtensionDetails;
  months: number;
  reasons: string[];
  referral: ExtensionReferral | null;
  /** Null: unpriced (an underwriter must look at it first). */
  priced: ExtensionPricing | null;
}

/** The request's answers checked, the 18-month limit, the review reasons and the price (or none). */
async function assess(db: Db, user: AuthUser, record: PolicyRecord, body: ExtensionBody): Promise<Assessed> {
  const { details, months } = checkedDetails(body);
  const history = await extensionHistory(db, record.id);
  if (overExtensionLimit(history.monthsUsed, months)) throw overLimit(history.monthsUsed);
  const reasons = extensionReviewReasons(details, policyLimit(record)).map((r) => EXTENSION_REVIEW_LABELS[r]);
  const referral = history.latest;
  if (body.referralId) {
    const priced = pricedReferral(referral, body.referralId, details);
    return { details, months, reasons, referral, priced: price(record, months, priced.premium ?? undefined) };
  }
  // Spec 4/6: an answer an underwriter must look at gives a non-super-admin an unpriced result.
  const unpriced = reasons.length > 0 && !user.flags.superadmin;
  return { details, months, reasons, referral, priced: unpriced ? null : price(record, months) };
}

/** An unpriced quote (spec 4): no figures, the expiry it would move to. */
const UNPRICED = (record: PolicyRecord, months: number): ExtensionQuote => ({
  priced: false,
  policyExpiryDate: addMonthsToDay(formatDate(record.policyExpiryDate), months),
  premiumsSum: 0,
  taxesAndFees: { annual: 0 },
  total: { annual: 0 },
});

/** GET /api/applications/{id}/extension: months used and left, the card, the latest referral. */
export async function extensionState(
  db: Db,
  user: AuthUser,
  record: PolicyRecord,
  now: Date,
): Promise<ExtensionStateResponse> {
  requireAction(user, record, 'CreateExtension');
  const history = await extensionHistory(db, record.id);
  return {
    monthsUsed: history.monthsUsed,
    monthsLeft: Math.max(MAX_EXTENSION_MONTHS - history.monthsUsed, 0),
    policyLimit: policyLimit(record),
    policyExpiryDate: formatDate(record.policyExpiryDate),
    hasCardOnFile: hasCard(record),
    account: paymentAccountFor(record.paymentPeriod as PaymentPeriod, record.boundDate ?? now),
    referral: history.latest?.status === 'bound' ? null : history.latest,
    canDecide: canDecide(user),
  };
}

/** type=quote: the priced quote, or an unpriced one when an underwriter must look at it (nothing saved). */
export async function quoteExtension(
  db: Db,
  user: AuthUser,
  record: PolicyRecord,
  body: ExtensionBody,
): Promise<ExtensionResponse> {
  requireAction(user, record, 'CreateExtension');
  const a = await assess(db, user, record, body);
  return {
    type: 'quote',
    quote: a.priced ? quoteOf(a.priced) : UNPRICED(record, a.months),
    figures: a.priced ? figuresOf(a.priced, a.months) : null,
    reviewReasons: a.reasons,
    referral: a.referral?.status === 'bound' ? null : a.referral,
    hasCardOnFile: hasCard(record),
  };
}

/** type=review: sends the request to an underwriter (an 'Extension Review' history row). */
export async function reviewExtension(
  deps: ChangeDeps,
  user: AuthUser,
  record: PolicyRecord,
  body: ExtensionBody,
): Promise<ExtensionResponse> {
  requireAction(user, record, 'CreateExtension');
  const { details, months } = checkedDetails(body);
  const now = deps.now();
  let referral: ExtensionReferral | null = null;
  let reasons: string[] = [];
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockPolicyForChange(tx, user, record.id, 'CreateExtension');
    const history = await extensionHistory(tx, locked.id);
    if (overExtensionLimit(history.monthsUsed, months)) throw overLimit(history.monthsUsed);
    if (history.latest?.status === 'underReview') {
      throw conflict('An extension request is already waiting for an underwriter on this policy.');
    }
    reasons = extensionReviewReasons(details, policyLimit(locked)).map((r) => EXTENSION_REVIEW_LABELS[r]);
    const recorded = await recordPolicyChange(tx, {
      application: locked,
      type: REVIEW_TYPE,
      userId: user.id,
      at: now,
      history: {
        reason: 'Extension referred to underwriting',
        description: `${months} month(s) asked for. ${reasons.join('; ') || 'Sent for review.'}`,
        details: { months, details, reasons },
      },
      audit: { action: 'policy.extension_review', details: { months } },
    });
    referral = {
      id: recorded.transactionId,
      status: 'underReview',
      months,
      details,
      reasons,
      requestedAt: now.toISOString(),
      premium: null,
      note: null,
    };
  });
  return {
    type: 'review',
    quote: UNPRICED(record, months),
    figures: null,
    reviewReasons: reasons,
    referral,
    hasCardOnFile: hasCard(record),
  };
}

/** POST /api/applications/{id}/extension/referral: an underwriter or super admin prices or declines a referral. */
export async function decideExtension(
  deps: ChangeDeps,
  user: AuthUser,
  record: PolicyRecord,
  body: ExtensionDecisionBody,
): Promise<ExtensionStateResponse> {
  if (!canDecide(user))
    throw forbidden('Only underwriters and super admins can price or decline an extension request.');
  requireAction(user, record, 'CreateExtension');
  if (body.decision === 'price') {
    if (body.premium === undefined || body.premium < MINIMUM_EXTENSION_PREMIUM) {
      throw badRequest('The premium must be at least the $50.00 minimum retained premium.', {
        errors: { premium: 'The premium must be at least the $50.00 minimum retained premium.' },
      });
    }
  }
  const now = deps.now();
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockPolicyForChange(tx, user, record.id, 'CreateExtension');
    const history = await extensionHistory(tx, locked.id);
    const referral = history.latest;
    if (!referral || referral.id !== body.referralId || referral.status !== 'underReview') {
      throw conflict(EXTENSION_MESSAGES.noReferral);
    }
    if (body.decision === 'price') {
      if (overExtensionLimit(history.monthsUsed, referral.months)) throw overLimit(history.monthsUsed);
      priceExtension({
        timeline: timelineOf(locked),
        months: referral.months,
        province: (locked.quote as Quote).province as Province,
        premium: body.premium,
      });
    }
    await recordPolicyChange(tx, {
      application: locked,
      type: body.decision === 'price' ? PRICED_TYPE : DECLINED_TYPE,
      userId: user.id,
      at: now,
      history: {
        reason:
          body.decision === 'price'
            ? 'Extension priced by underwriting'
            : 'Extension declined by underwriting',
        description: body.note ?? null,
        details: { referralId: referral.id, premium: body.premium ?? null, note: body.note ?? null },
      },
      audit: {
        action: `policy.extension_${body.decision === 'price' ? 'priced' : 'declined'}`,
        details: { referralId: referral.id },
      },
    });
  });
  const saved = await findApplication(deps.db, record.id);
  if (!saved) throw notFound(MESSAGES.applicationNotFound);
  return extensionState(deps.db, user, saved.application, now);
}

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
 * idempotency key (policies/card-money chargeEndorsement; declined: 402 payment_failed, nothing
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
  const key = body.idempotencyKey;
  const earlier = await replayedExtension(deps.db, record.id, key);
  if (earlier) return earlier;
  const a = await assess(deps.db, user, record, body);
  if (!a.priced) throw conflict('This extension must be priced by an underwriter before it can be bought.');
  const priced = a.priced;
  const quote = quoteOf(priced);
  if (
    body.quote.total.annual !== quote.total.annual ||
    body.quote.policyExpiryDate !== quote.policyExpiryDate
  ) {
    throw new HttpError(409, EXTENSION_MESSAGES.moved, { quote });
  }
  if (!body.token && !hasCard(record)) {
    throw new HttpError(402, EXTENSION_MESSAGES.noDefaultCard, { code: NO_DEFAULT_CARD_CODE });
  }
  const now = deps.now();
  const period = record.paymentPeriod as PaymentPeriod;
  const target = { ...record, applicationId: record.id, paymentPeriod: period };
  const { payment, card } = await chargeEndorsement(deps, target, priced.total, {
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
  try {
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
            type: 'extension',
            description: `Extension premium: ${a.months} month(s) to ${priced.newExpiryDay}`,
            dueDate: now,
            paymentAccount: paymentAccountFor(period, record.boundDate ?? now),
          },
        ],
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
  } catch (error) {
    const reconcile = { db: deps.db, payments: deps.payments, storage: deps.storage, now: deps.now };
    await reconcilePayment(reconcile, payment.id, new Date(Date.now() + 60_000)).catch((undo) =>
      deps.log.error({ err: undo, paymentId: payment.id }, 'refunding an unrecorded extension charge failed'),
    );
    throw error;
  }
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
