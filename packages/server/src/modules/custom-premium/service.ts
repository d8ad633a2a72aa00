import type {
  CreateCustomPremiumsBody,
  CreateCustomPremiumsResponse,
  CustomQuoteResponse,
} from '@bm/contracts';
import {
  CUSTOM_PREMIUM_MESSAGES,
  customEndorsementQuote,
  formatDate,
  policyCardCharge,
  isHealthFitness,
  MESSAGES,
  paymentAccountFor,
  amountValue,
  historyPart,
  policyEffectiveInstant,
  premiumError,
  quoteRatesFrom,
  shownTotalCovers,
  taxClassOf,
  validateCustomPremium,
  withOperation,
  type CardFunding,
  type CustomEndorsementQuote,
  type Form,
  type PremiumTimeline,
  type Quote,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { laterChargeFunding, onFileFunding } from '../../integrations/payments/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { definitionFor } from '../applications/index.ts';
import {
  type ApplicationRecord,
  type ChangeDeps,
  findApplication,
  lockPolicyForChange,
  policyFacts,
  policyTerm,
  recordPolicyChange,
  savedChange,
  requireAction,
  toApplication,
  visibleApplication,
} from '../policies/index.ts';
import { runPolicyDocumentJobs } from '../documents/index.ts';
import {
  chargeForPolicyChange,
  isRefunded,
  PAYMENT_FAILED_CODE,
  PAYMENT_MESSAGES,
  recordedOrRefunded,
} from '../payments/index.ts';

/** The history row type of a custom premium. */
export const CUSTOM_PREMIUM_TYPE = 'Custom Premium';
/** The type of the invoice a custom premium raises (the /invoices filter's Custom premiums). */
export const CUSTOM_PREMIUM_INVOICE_TYPE = 'custom premium';

type PolicyRecord = ApplicationRecord['application'];

/**
 * The quote of a premium on this policy: the taxes of its province and product in force on the day
 * it is charged (`at`), the product's commission split, and the surcharge of the card charged
 * (`funding`; by default the card on file's, as bound).
 */
async function quoteFor(
  db: Db,
  record: PolicyRecord,
  totalPremium: number,
  at: Date,
  funding?: CardFunding,
): Promise<CustomEndorsementQuote> {
  const error = premiumError(totalPremium, record.productId);
  if (error) throw badRequest(error, { errors: { totalPremium: error } });
  const found = await definitionFor(db, record);
  if (!found) throw notFound(MESSAGES.applicationNotFound);
  const quote = customEndorsementQuote(
    totalPremium,
    (record.quote as Quote).province,
    // The surcharge of the card charged (by default the bound quote's funding), as of today.
    {
      ...policyCardCharge(record.quote as Quote, formatDate(at)),
      ...(funding ? { funding } : {}),
    },
    quoteRatesFrom(found.definition.rating),
    undefined,
    { taxClass: taxClassOf(record.productId), on: formatDate(at) },
  );
  if (quote.premiumsSum <= 0) throw conflict(CUSTOM_PREMIUM_MESSAGES.noQuote);
  return quote;
}

/** POST /api/applications/{id}/getCustomEndorsementQuote: the custom endorsement quote (nothing saved). */
export async function quoteCustomPremium(
  deps: Pick<ChangeDeps, 'db' | 'now' | 'payments'>,
  user: AuthUser,
  id: string,
  totalPremium: number,
): Promise<CustomQuoteResponse> {
  const { application } = await visibleApplication(deps.db, user, id);
  requireAction(user, application, 'CreateCustomPremiums');
  policyTerm(application);
  // Priced for the card on file as the processor reports it (a credit card when there is none).
  const onFile = await onFileFunding(deps.payments, application, deps.now());
  const quote = await quoteFor(deps.db, application, totalPremium, deps.now(), onFile ?? 'credit');
  const credit = await quoteFor(deps.db, application, totalPremium, deps.now(), 'credit');
  const debit = await quoteFor(deps.db, application, totalPremium, deps.now(), 'debit');
  return {
    quote,
    card: {
      onFileFunding: onFile,
      credit: { cardFee: credit.stripeFeesPreTax, cardFeePST: credit.stripeFeesPST, total: credit.total },
      noSurchargeTotal: debit.total,
    },
    hasCardOnFile: Boolean(application.stripeCustomerId && application.stripeCardId),
    account: paymentAccountFor(application.paymentPeriod as never, application.boundDate ?? deps.now()),
  };
}

/**
 * Records a custom premium (docs/decisions/0038): the rules checked (400 with the first message),
 * the quote computed, the total charged once per idempotency key on a new card or the card on file
 * (402 payment_failed when refused or there is none), then one change under the policy's lock: a
 * custom premium invoice whose charges (premium, premium tax, transaction fee, card fee) the payment
 * settles, the later expiry and the added operation, the history row and the documents job. Not
 * written: the charge goes straight back to the card.
 */
export async function createCustomPremium(
  deps: ChangeDeps,
  user: AuthUser,
  record: PolicyRecord,
  body: CreateCustomPremiumsBody,
): Promise<CreateCustomPremiumsResponse> {
  requireAction(user, record, 'CreateCustomPremiums');
  const { effectiveDay, expiryDay } = policyTerm(record);
  const errors = validateCustomPremium(body, { productId: record.productId, effectiveDay, expiryDay });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, { errors });
  const hasCardOnFile = Boolean(record.stripeCustomerId && record.stripeCardId);
  if (!body.token && !hasCardOnFile) {
    throw new HttpError(402, CUSTOM_PREMIUM_MESSAGES.noCard, { code: PAYMENT_FAILED_CODE, field: null });
  }
  const now = deps.now();
  const period = record.paymentPeriod as Parameters<typeof paymentAccountFor>[0];
  // The surcharge is the card's: a new card's funding (or the card on file's), from the processor.
  const funding = await laterChargeFunding(deps.payments, record, body.token, now);
  const quote = await quoteFor(deps.db, record, body.totalPremium, now, funding);
  const credit = await quoteFor(deps.db, record, body.totalPremium, now, 'credit');
  // The page showed this card's total, or (a new card, not yet known) the credit card total with
  // what a debit card pays: a card that is not credit is charged less than shown, never more.
  if (body.expectedTotal !== undefined && !shownTotalCovers(body.expectedTotal, quote.total, credit.total)) {
    throw new HttpError(409, CUSTOM_PREMIUM_MESSAGES.moved, { total: quote.total });
  }
  const target = { ...record, applicationId: record.id, paymentPeriod: period };
  const { payment, card } = await chargeForPolicyChange(deps, target, quote.total, {
    token: body.token,
    idempotencyKey: body.idempotencyKey,
    description: `${record.productName} ${record.policyNumber ?? ''}: custom premium`.replace(/\s+/g, ' '),
    now,
  });
  let transactionId = '';
  await recordedOrRefunded(deps, payment, 'custom premium charge', async () => {
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockPolicyForChange(tx, user, record.id, 'CreateCustomPremiums', (row) =>
        row.status !== 'bound' || row.policyExpiryDate?.getTime() !== record.policyExpiryDate?.getTime()
          ? conflict(CUSTOM_PREMIUM_MESSAGES.moved)
          : null,
      );
      // Reconciliation refunds a charge whose change was not written in time: never record it.
      if (await isRefunded(tx, payment.id)) throw conflict(PAYMENT_MESSAGES.refunded);
      const facts = await policyFacts(tx, locked);
      const laterExpiry = body.expiryDate && body.expiryDate > expiryDay ? body.expiryDate : null;
      const timeline: PremiumTimeline | undefined = laterExpiry
        ? { ...facts.timeline, expiryDay: laterExpiry }
        : undefined;
      const form = (locked.form ?? {}) as Form;
      const addsOperation = isHealthFitness(locked.productId) && body.newOperation;
      const newForm = addsOperation
        ? { ...form, operations: withOperation(form.operations, body.newOperation!) }
        : null;
      const recorded = await recordPolicyChange(tx, {
        application: locked,
        type: CUSTOM_PREMIUM_TYPE,
        userId: user.id,
        at: now,
        update: {
          ...(laterExpiry ? { policyExpiryDate: policyEffectiveInstant(laterExpiry) } : {}),
          ...(newForm ? { form: newForm } : {}),
          // A new card paid: it becomes the card on file, as an endorsement's does.
          ...(card.cardId !== locked.stripeCardId
            ? { stripeCustomerId: card.customerId, stripeCardId: card.cardId }
            : {}),
        },
        timeline,
        history: {
          // The period it covers starts on its effective day, else the policy's: the premium report
          // earns it from there to expiry, the same way on every product (issue 24 item 6).
          effectiveDate: policyEffectiveInstant(body.effectiveDate || effectiveDay),
          reason: body.reason.trim(),
          description: [historyPart('customPremium', { amount: amountValue(quote.premiumsSum) })],
          before: {
            ...(laterExpiry ? { policyExpiryDate: expiryDay } : {}),
            ...(newForm ? { operations: form.operations ?? null } : {}),
          },
          after: {
            ...(laterExpiry ? { policyExpiryDate: laterExpiry } : {}),
            ...(newForm ? { operations: newForm.operations } : {}),
          },
          premiumDelta: quote.premiumsSum,
          taxDelta: quote.premiumsTaxes,
          feeDelta: quote.transactionFeeTotal + quote.stripeFees,
          totalDelta: quote.total,
          paymentId: payment.id,
          details: {
            idempotencyKey: body.idempotencyKey,
            quote,
            newOperation: body.newOperation ?? null,
          },
        },
        invoices: [
          {
            ref: 'custom',
            code: 'CUS',
            type: CUSTOM_PREMIUM_INVOICE_TYPE,
            description: `Custom premium: ${body.reason.trim()}`.slice(0, 500),
            dueDate: now,
            paymentAccount: paymentAccountFor(period, locked.boundDate ?? now),
          },
        ],
        feeTaxes: { gstHst: quote.transactionFeeGST, pst: quote.totalPST },
        money: [
          {
            kind: 'charge',
            component: 'customPremium',
            amount: quote.premiumsSum,
            invoice: { ref: 'custom' },
          },
          ...(quote.premiumsTaxes > 0
            ? [
                {
                  kind: 'charge' as const,
                  component: 'premiumTax' as const,
                  amount: quote.premiumsTaxes,
                  invoice: { ref: 'custom' },
                },
              ]
            : []),
          {
            kind: 'charge',
            component: 'transactionFee',
            amount: quote.transactionFeeTotal,
            invoice: { ref: 'custom' },
          },
          { kind: 'charge', component: 'cardFee', amount: quote.stripeFees, invoice: { ref: 'custom' } },
          { kind: 'payment', amount: payment.amount, invoice: { ref: 'custom' }, paymentId: payment.id },
        ],
        audit: {
          action: 'policy.custom_premium',
          details: { total: quote.total, premium: quote.premiumsSum },
        },
        documents: { boundAt: locked.boundDate ?? now },
      });
      transactionId = recorded.transactionId;
    });
  });
  await runPolicyDocumentJobs(deps, record.id);
  const saved = await findApplication(deps.db, record.id);
  if (!saved) throw notFound(MESSAGES.applicationNotFound);
  return {
    application: toApplication(saved),
    transactionId,
    payment: { id: payment.id, amount: payment.amount, status: payment.status },
    quote,
  };
}

/** The answer of a custom premium saved under this key (a retried request), or null. */
export async function replayedCustomPremium(
  db: Db,
  id: string,
  key: string,
): Promise<CreateCustomPremiumsResponse | null> {
  const saved = await savedChange(db, id, key, CUSTOM_PREMIUM_TYPE);
  if (!saved?.payment) return null;
  return {
    application: saved.application,
    transactionId: saved.row.id,
    payment: saved.payment,
    quote: (saved.row.details as { quote: CustomEndorsementQuote }).quote,
  };
}
