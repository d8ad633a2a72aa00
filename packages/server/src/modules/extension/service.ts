import type {
  ExtensionBody,
  ExtensionDecisionBody,
  ExtensionReferral,
  ExtensionResponse,
  ExtensionStateResponse,
} from '@bm/contracts';
import {
  EXTENSION_MESSAGES,
  EXTENSION_REVIEW_LABELS,
  MAX_EXTENSION_MONTHS,
  MESSAGES,
  MINIMUM_EXTENSION_PREMIUM,
  extensionReviewReasons,
  formatDate,
  historyPart,
  overExtensionLimit,
  paymentAccountFor,
  policyCardCharge,
  priceExtension,
  type PaymentPeriod,
  type Province,
  type Quote,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  type ChangeDeps,
  findApplication,
  lockPolicyForChange,
  recordPolicyChange,
  requireAction,
} from '../policies/index.ts';
import { onFileFunding } from '../../integrations/payments/index.ts';
import { DECLINED_TYPE, extensionHistory, PRICED_TYPE, REVIEW_TYPE } from './referrals.ts';
import {
  assess,
  canDecide,
  cardChoiceOf,
  checkedDetails,
  hasCard,
  overLimit,
  policyLimit,
  timelineOf,
  UNPRICED,
  figuresOf,
  quoteOf,
  type PolicyRecord,
} from './assess.ts';

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

/**
 * type=quote: the priced quote, or an unpriced one when an underwriter must look at it (nothing
 * saved). Priced for the card on file as the processor reports it (a credit card when there is
 * none), with the figures on a new credit or debit card.
 */
export async function quoteExtension(
  deps: Pick<ChangeDeps, 'db' | 'payments' | 'now'>,
  user: AuthUser,
  record: PolicyRecord,
  body: ExtensionBody,
): Promise<ExtensionResponse> {
  requireAction(user, record, 'CreateExtension');
  const onFile = await onFileFunding(deps.payments, record, deps.now());
  const today = formatDate(deps.now());
  const a = await assess(deps.db, user, record, body, today, onFile ?? 'credit');
  return {
    type: 'quote',
    quote: a.priced ? quoteOf(a.priced) : UNPRICED(record, a.months),
    figures: a.priced ? figuresOf(a.priced, a.months) : null,
    card: a.priced ? cardChoiceOf(record, a.months, a.premium, onFile, today) : null,
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
        description: [
          reasons.length > 0
            ? historyPart('extensionAsked', { months, reasons: { labels: reasons } })
            : historyPart('extensionSentForReview', { months }),
        ],
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
        card: policyCardCharge(locked.quote as Quote, formatDate(now)),
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
