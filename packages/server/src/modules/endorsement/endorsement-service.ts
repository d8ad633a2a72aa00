import type { EndorsementBody, EndorsementQuoteResponse } from '@bm/contracts';
import {
  allocateCredit,
  cardRefundable,
  endorsementCharges,
  endorsementPaymentPlan,
  formatDate,
  MESSAGES,
  paymentAccountFor,
  policyEffectiveInstant,
  priceEndorsement,
  cardChoiceFrom,
  pricedByCard,
  shownTotalCovers,
  validateEndorsement,
  type CardFunding,
  type EndorsementChange,
  type Form,
  type FormValue,
} from '@bm/domain';
import type { z } from 'zod';
import type { endorsementSchema } from '@bm/contracts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { columnsFromForm, definitionFor } from '../applications/index.ts';
import {
  type ApplicationRecord,
  type ChangeDeps,
  type ChangeResult,
  lockPolicyForChange,
  type MoneyEntry,
  openInvoiceBalances,
  policyFacts,
  recordPolicyChange,
  requireAction,
  visibleApplication,
} from '../policies/index.ts';
import { runPolicyDocumentJobs } from '../documents/index.ts';
import { laterChargeFunding, onFileFunding } from '../../integrations/payments/index.ts';
import {
  chargeForPolicyChange,
  isRefunded,
  PAYMENT_MESSAGES,
  recordedOrRefunded,
  recordManualRefund,
  refundToCard,
} from '../payments/index.ts';

export const ENDORSEMENT_MESSAGES = {
  totalMoved: 'The endorsement figures have changed since they were shown. Please review them again.',
  policyMoved: 'This policy changed while the endorsement was being saved. Please review it again.',
} as const;

export type EndorsementInput = z.infer<typeof endorsementSchema>;

async function price(
  db: Db,
  user: AuthUser,
  record: ApplicationRecord['application'],
  input: EndorsementInput,
  today: string,
  /** The funding of the card charged (the card on file's, or a new card's). */
  cardFunding: CardFunding,
) {
  requireAction(user, record, 'UpdatePolicy');
  const facts = await policyFacts(db, record);
  const errors = validateEndorsement(
    {
      reason: input.reason,
      reasonText: input.reasonText,
      effectiveDate: input.effectiveDate,
      changes: input.changes as EndorsementChange[],
      policy: { effectiveDay: facts.effectiveDay, expiryDay: facts.expiryDay, productId: record.productId },
    },
    today,
  );
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, { errors });
  const found = await definitionFor(db, record);
  if (!found) throw notFound(MESSAGES.applicationNotFound);
  const pricing = priceEndorsement({
    definition: found.definition,
    currentForm: (record.form ?? {}) as Form,
    changes: input.changes.map((c) => ({ field: c.field, newValue: c.newValue as FormValue })),
    currentQuote: facts.quote,
    timeline: facts.timeline,
    paymentPeriod: facts.paymentPeriod,
    policyEffectiveDay: facts.effectiveDay,
    policyExpiryDay: facts.expiryDay,
    endorsementEffectiveDay: input.effectiveDate,
    today,
    allowReferred: user.flags.superadmin || user.flags.underwriterUser,
    cardFunding,
  });
  const plan = endorsementPaymentPlan({
    total: pricing.endorsementFeesAndTotals.total.annual,
    paymentPeriod: facts.paymentPeriod,
    hasCardOnFile: facts.hasCardOnFile,
    cardRefundable: cardRefundable(facts.charges),
  });
  return { facts, pricing, plan };
}

/** The endorsement's charge on each card it may be taken on (the same premium and tax). */
function chargesByCard(
  record: ApplicationRecord['application'],
  pricing: Priced['pricing'],
  onFile: CardFunding | null,
  today: string,
) {
  const totals = pricing.endorsementFeesAndTotals;
  return pricedByCard(
    (funding) =>
      endorsementCharges({ premium: totals.premium, tax: totals.tax }, pricing.newQuote.province, {
        funding,
        productId: record.productId,
        on: today,
      }),
    onFile,
  );
}

/** POST /api/applications/{id}/endorsement/quote: the priced endorsement and how it would be paid. */
export async function quoteEndorsement(
  deps: Pick<ChangeDeps, 'db' | 'now' | 'payments'>,
  user: AuthUser,
  id: string,
  input: EndorsementInput,
): Promise<EndorsementQuoteResponse> {
  const { application } = await visibleApplication(deps.db, user, id);
  const today = formatDate(deps.now());
  // Priced for the card on file as the processor reports it (a credit card when there is none).
  const onFile = await onFileFunding(deps.payments, application, deps.now());
  const { facts, pricing, plan } = await price(deps.db, user, application, input, today, onFile ?? 'credit');
  const byCard = chargesByCard(application, pricing, onFile, today);
  return {
    newQuote: pricing.newQuote,
    newQuoteWithEndorsement: pricing.newQuoteWithEndorsement,
    annualPolicyDifference: pricing.annualPolicyDifference,
    additionalPremium: pricing.additionalPremium,
    tax: pricing.tax,
    taxNames: pricing.taxNames,
    termDays: pricing.termDays,
    daysRemaining: pricing.daysRemaining,
    endorsementFeesAndTotals: pricing.endorsementFeesAndTotals,
    noPremiumChange: pricing.noPremiumChange,
    issuable: pricing.issuable,
    refusedReasons: pricing.refusedReasons,
    errors: pricing.errors,
    payment: {
      action: plan.action,
      amount: plan.amount,
      requiresNewCard: plan.requiresNewCard,
      message: plan.message,
      account: paymentAccountFor(facts.paymentPeriod, application.boundDate ?? deps.now()),
    },
    card: cardChoiceFrom(byCard, onFile),
  };
}

/** The form keys whose answers changed, with before and after (the history row's fields). */
function changedFields(before: Form, after: Form) {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return { was, now };
}

async function endorse(
  deps: ChangeDeps,
  user: AuthUser,
  record: ApplicationRecord['application'],
  body: EndorsementBody & { endorsement: EndorsementInput },
) {
  const now = deps.now();
  const today = formatDate(now);
  const input = body.endorsement;
  // The surcharge is the card's charged: a new card's funding (its token), else the card on file's.
  const funding = await laterChargeFunding(deps.payments, record, body.token, now);
  const { facts, pricing, plan } = await price(deps.db, user, record, input, today, funding);
  if (!pricing.issuable) throw conflict(pricing.refusedReasons[0] ?? MESSAGES.endorsementError);
  const total = pricing.endorsementFeesAndTotals.total.annual;
  // The page showed this card's total, or (a new card, not yet known) the credit card total with
  // what a debit card pays: a card that is not credit is charged less than shown, never more.
  const creditTotal = chargesByCard(record, pricing, funding, today).credit.total.annual;
  if (input.expectedTotal !== undefined && !shownTotalCovers(input.expectedTotal, total, creditTotal)) {
    throw new HttpError(409, ENDORSEMENT_MESSAGES.totalMoved, { total });
  }

  let payment: Awaited<ReturnType<typeof chargeForPolicyChange>>['payment'] | null = null;
  let card: { customerId: string; cardId: string } | null = null;
  if (plan.action === 'charge') {
    if (!body.token && !facts.hasCardOnFile) {
      throw new HttpError(402, MESSAGES.endorsementNoCardOnFile, { code: 'payment_failed', field: null });
    }
    const target = { ...record, applicationId: record.id, paymentPeriod: facts.paymentPeriod };
    const charged = await chargeForPolicyChange(deps, target, plan.amount, {
      token: body.token,
      idempotencyKey: body.idempotencyKey,
      description: `${record.productName} endorsement: ${input.reason}`,
      now,
    });
    payment = charged.payment;
    card = charged.card;
  }
  return await recordedOrRefunded(deps, payment, 'endorsement charge', async () => {
    return await writeEndorsement(deps, user, record, body, { facts, pricing, plan, payment, card, now });
  });
}

type Priced = Awaited<ReturnType<typeof price>>;

/**
 * Writes the endorsement in one transaction holding the policy's row lock: refused when the policy
 * changed since it was priced; the return allocated from the ledger as it now is (up to what the
 * policy holds, the rest off the open invoices), refunded to the card under the change's key.
 */
async function writeEndorsement(
  deps: ChangeDeps,
  user: AuthUser,
  record: ApplicationRecord['application'],
  body: EndorsementBody & { endorsement: EndorsementInput },
  priced: Priced & {
    payment: Awaited<ReturnType<typeof chargeForPolicyChange>>['payment'] | null;
    card: { customerId: string; cardId: string } | null;
    /** The instant it was priced and charged at: the change is recorded at the same one. */
    now: Date;
  },
) {
  const { facts, pricing, plan, payment, card, now } = priced;
  const input = body.endorsement;
  const total = pricing.endorsementFeesAndTotals.total.annual;
  let cardRefunds: Awaited<ReturnType<typeof refundToCard>> = [];
  let credit = allocateCredit(0, 0, []);

  const before = (record.form ?? {}) as Form;
  const { was, now: after } = changedFields(before, pricing.newForm);
  const {
    effectiveDay: _day,
    policyEffectiveDate: _effective,
    ...columns
  } = columnsFromForm(pricing.newForm);
  const quote = pricing.newQuoteWithEndorsement;
  const totals = pricing.endorsementFeesAndTotals;
  let transactionId = '';
  let manualRefund: Awaited<ReturnType<typeof recordManualRefund>> = null;
  const returned = totals.total.annual < 0;
  let creditApplied = 0;
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockPolicyForChange(tx, user, record.id, 'UpdatePolicy', (row) =>
      row.status !== 'bound' ? conflict('This policy changed while the endorsement was being saved.') : null,
    );
    // Reconciliation refunds a charge whose change was not written in time (its request stopped):
    // under the policy's lock, a refunded charge is never recorded as paying for this change.
    if (payment && (await isRefunded(tx, payment.id))) throw conflict(PAYMENT_MESSAGES.refunded);
    // Priced on the answers and the premium timeline it was read with: another change since then
    // (a second tab) would be overwritten, so this one is refused and priced again.
    if (
      JSON.stringify(locked.form) !== JSON.stringify(record.form) ||
      JSON.stringify(locked.premiumTimeline) !== JSON.stringify(record.premiumTimeline)
    ) {
      throw conflict(ENDORSEMENT_MESSAGES.policyMoved);
    }
    const fresh = await policyFacts(tx, locked);
    // A return goes back up to what the policy holds of the insured's money; the rest comes off the
    // open invoices (a monthly plan's next payments), so nothing is refunded beyond what was collected.
    const returning = plan.action === 'autoRefund' || plan.action === 'manualRefund';
    credit = allocateCredit(returning ? plan.amount : 0, fresh.paymentReceived, openInvoiceBalances(fresh));
    creditApplied = credit.offInvoices.reduce((sum, part) => sum + part.amount, 0);
    if (plan.action === 'autoRefund' && credit.refund > 0) {
      cardRefunds = await refundToCard({ db: tx, payments: deps.payments }, fresh.charges, credit.refund, {
        idempotencyKey: body.idempotencyKey,
        reason: `Endorsement: ${input.reason}`,
        at: deps.now(),
      });
    }
    if (plan.action === 'manualRefund' && credit.refund > 0) {
      manualRefund = await recordManualRefund(tx, {
        applicationId: record.id,
        amount: credit.refund,
        idempotencyKey: body.idempotencyKey,
        reason: `Endorsement: ${input.reason}`,
        remark: plan.refundNote ?? 'Manual refund from CRM',
        at: deps.now(),
      });
    }
    const recorded = await recordPolicyChange(tx, {
      application: locked,
      type: 'Endorsement',
      userId: user.id,
      at: now,
      update: {
        ...columns,
        form: pricing.newForm,
        quote,
        premiumsSum: quote.premiumsSum,
        totalPremium: quote.total[facts.paymentPeriod],
        ...(card ? { stripeCustomerId: card.customerId, stripeCardId: card.cardId } : {}),
      },
      timeline: pricing.newTimeline,
      history: {
        effectiveDate: policyEffectiveInstant(input.effectiveDate),
        reason: input.reason,
        description: [input.reasonText, input.comments].filter(Boolean).join('\n') || null,
        before: was,
        after,
        premiumDelta: totals.premium,
        taxDelta: totals.tax,
        feeDelta: totals.fees,
        totalDelta: total,
        paymentId: payment?.id ?? null,
        refundId: cardRefunds[0]?.id ?? (manualRefund as { id: string } | null)?.id ?? null,
        details: {
          idempotencyKey: body.idempotencyKey,
          ticketNumber: body.ticketNumber ?? null,
          annualPolicyDifference: pricing.annualPolicyDifference,
          additionalPremium: pricing.additionalPremium,
          daysRemaining: pricing.daysRemaining,
          termDays: pricing.termDays,
          paymentAction: plan.action,
          refunds: cardRefunds.map((r) => ({ id: r.id, amount: r.amount, status: r.status })),
          creditApplied,
        },
      },
      invoices:
        total === 0
          ? []
          : [
              {
                ref: 'endorsement',
                code: returned ? 'RFD' : 'END',
                type: returned ? 'endorsement refund' : 'endorsement',
                description: `${returned ? 'Return' : 'Additional'} premium: ${input.reason}`,
                dueDate: now,
                paymentAccount: paymentAccountFor(facts.paymentPeriod, record.boundDate ?? now),
              },
            ],
      feeTaxes: { gstHst: 0, pst: totals.cardFeePST },
      money:
        total === 0
          ? []
          : (
              [
                {
                  kind: 'charge',
                  component: 'premium',
                  amount: totals.premium,
                  invoice: { ref: 'endorsement' },
                },
                {
                  kind: 'charge',
                  component: 'premiumTax',
                  amount: totals.tax,
                  invoice: { ref: 'endorsement' },
                },
                {
                  kind: 'charge',
                  component: 'cardFee',
                  amount: totals.fees,
                  invoice: { ref: 'endorsement' },
                },
                ...(payment
                  ? [
                      {
                        kind: 'payment' as const,
                        amount: payment.amount,
                        invoice: { ref: 'endorsement' },
                        paymentId: payment.id,
                      },
                    ]
                  : []),
                ...cardRefunds.map((refund) => ({
                  kind: 'refund' as const,
                  amount: refund.amount,
                  invoice: { ref: 'endorsement' },
                  paymentId: refund.paymentId,
                  refundId: refund.id,
                })),
                // The part of a return that is not refunded comes off the open invoices.
                ...(creditApplied > 0
                  ? [
                      {
                        kind: 'charge' as const,
                        component: 'creditApplied' as const,
                        amount: creditApplied,
                        invoice: { ref: 'endorsement' },
                      },
                    ]
                  : []),
                ...credit.offInvoices.map((part) => ({
                  kind: 'charge' as const,
                  component: 'creditApplied' as const,
                  amount: -part.amount,
                  invoice: { id: part.invoiceId },
                })),
              ] satisfies MoneyEntry[]
            ).filter((entry) => entry.kind !== 'charge' || entry.amount !== 0),
      audit: { action: 'policy.endorse', details: { reason: input.reason, total } },
      documents: { boundAt: record.boundDate ?? now },
    });
    transactionId = recorded.transactionId;
  });
  const refund = cardRefunds[0]
    ? {
        id: cardRefunds[0].id,
        amount: cardRefunds.reduce((sum, r) => sum + r.amount, 0),
        status: cardRefunds[0].status,
        manual: false,
      }
    : manualRefund
      ? {
          id: (manualRefund as { id: string }).id,
          amount: credit.refund,
          status: 'pending',
          manual: true,
        }
      : null;
  return {
    transactionId,
    payment: payment ? { id: payment.id, amount: payment.amount, status: payment.status } : null,
    refund,
    message: plan.message,
  };
}

/**
 * Saves an endorsement (re-priced on the server, the money charged or refunded once per idempotency
 * key, then the policy, its history row, its ledger entries and its documents job in one
 * transaction; the documents after the commit).
 */
export async function saveEndorsement(
  deps: ChangeDeps,
  user: AuthUser,
  record: ApplicationRecord['application'],
  body: EndorsementBody & { endorsement: EndorsementInput },
): Promise<ChangeResult> {
  const result = await endorse(deps, user, record, body);
  await runPolicyDocumentJobs(deps, record.id);
  return result;
}
