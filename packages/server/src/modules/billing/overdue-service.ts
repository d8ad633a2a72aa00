import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type {
  ActiveApplicationsCountResponse,
  OverdueInvoicesPayBody,
  OverdueInvoicesPayResponse,
  OverdueInvoicesQuoteResponse,
} from '@bm/contracts';
import {
  FEE_SCHEDULE,
  isCarrierOnly,
  MESSAGES,
  OVERDUE_MESSAGES,
  overdueInvoices,
  paymentAccountFor,
  type CardFunding,
  type PaymentPeriod,
  withOpenCreditsApplied,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, invoices, policyTransactions } from '../../db/schema.ts';
import { cardFundingOf, onFileFunding } from '../../integrations/payments/index.ts';
import { conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  accessScope,
  ACTION_NOT_ALLOWED,
  type ApplicationRow,
  canSee,
  type ChangeDeps,
  findApplication,
  lockApplication,
  planCardChoice,
  planCardFeeCharges,
  planCardFeeFigures,
  planCardFees,
  readLedger,
  recordPolicyChange,
  scopeCondition,
  toApplication,
} from '../policies/index.ts';
import { applyOpenCredits } from './apply-credits.ts';
import {
  chargeForPolicyChange,
  findPaymentByKey,
  isRefunded,
  PAYMENT_MESSAGES,
  type PaymentRow,
  recordedOrRefunded,
} from '../payments/index.ts';

/** The history row of the overdue invoices paid in one charge. */
export const OVERDUE_PAID_TYPE = 'Overdue Invoices Paid';

/**
 * Who pays a policy's overdue invoices: whoever sees the record (brokerage scope; 404 otherwise, as
 * the policy guard answers) and acts on it (not a carrier-only user: 403) — pay in full's rule
 * (decision 0029), without its plan condition: an annual or cancelled policy can have overdue invoices.
 */
function checkPayer(user: AuthUser, record: ApplicationRow): void {
  if (!canSee(accessScope(user), record.brokerageId)) throw notFound(MESSAGES.applicationNotFound);
  if (isCarrierOnly(user.flags)) throw forbidden(ACTION_NOT_ALLOWED);
}

/**
 * The overdue invoices of a policy at `now`, from its ledger (db may be a transaction), once its
 * open credits are taken off them (credits before charges, docs/decisions/0057): `creditsApplied`
 * is what a refund owed to the insured pays of them, the rest (`total`) is charged.
 */
async function overdueOf(db: Db, applicationId: string, now: Date) {
  const rows = await db
    .select({ id: invoices.id, number: invoices.number, dueDate: invoices.dueDate })
    .from(invoices)
    .where(eq(invoices.applicationId, applicationId))
    .orderBy(asc(invoices.dueDate));
  const candidates = rows.map((row) => ({ invoiceId: row.id, dueDate: row.dueDate }));
  const entries = await readLedger(db, applicationId);
  const asked = overdueInvoices({ entries, invoices: candidates, now }).invoices.map(
    (line) => line.invoiceId,
  );
  const credited = withOpenCreditsApplied(entries, asked);
  const overdue = overdueInvoices({ entries: credited.entries, invoices: candidates, now });
  const numbers = new Map(rows.map((row) => [row.id, row.number]));
  return { ...overdue, entries, numbers, asked, creditsApplied: credited.netting.applied };
}

/**
 * The overdue invoices as the card of `funding` pays them (decision 0063): a debit or prepaid card
 * does not pay the credit card surcharge billed inside a plan payment; `fees` are the cardFee
 * charges taking it off, and `total` what the card is charged.
 */
async function overdueOnCard(db: Db, record: ApplicationRow, now: Date, funding: CardFunding) {
  const overdue = await overdueOf(db, record.id, now);
  const fees = await planCardFees(
    db,
    record,
    overdue.entries,
    new Map(overdue.invoices.map((line) => [line.invoiceId, line.outstanding])),
    funding,
    now,
  );
  const feeOf = new Map(fees.map((fee) => [fee.invoiceId, fee.total]));
  const lines = overdue.invoices.map((line) => ({
    ...line,
    toPay: line.outstanding + (feeOf.get(line.invoiceId) ?? 0),
  }));
  const total = overdue.total + planCardFeeFigures(fees).total;
  return { ...overdue, lines, fees, total };
}

function refusalOf(total: number): string | null {
  if (total <= 0) return OVERDUE_MESSAGES.nothingOverdue;
  if (total < FEE_SCHEDULE.card.minimumCharge) return OVERDUE_MESSAGES.belowCardMinimum;
  return null;
}

async function answer(
  db: Db,
  applicationId: string,
  payment: PaymentRow,
  transactionId: string,
): Promise<OverdueInvoicesPayResponse> {
  const [row] = await db
    .select({ details: policyTransactions.details })
    .from(policyTransactions)
    .where(eq(policyTransactions.id, transactionId));
  const saved = await findApplication(db, applicationId);
  if (!saved) throw notFound(MESSAGES.applicationNotFound);
  const details = row?.details as { invoices?: OverdueInvoicesPayResponse['invoices'] } | null;
  return {
    application: toApplication(saved),
    transactionId,
    payment: { id: payment.id, amount: payment.amount, status: payment.status },
    invoices: details?.invoices ?? [],
  };
}

async function recordedChange(db: Db, paymentId: string) {
  const [row] = await db
    .select({ id: policyTransactions.id })
    .from(policyTransactions)
    .where(and(eq(policyTransactions.paymentId, paymentId), eq(policyTransactions.type, OVERDUE_PAID_TYPE)))
    .limit(1);
  return row ?? null;
}

/**
 * GET /api/billing/customers/{customerId}/overdueinvoices/quote: what paying the policy's overdue
 * invoices now asks for and the card figures shown before payment (decision 0063), nothing saved.
 * The same checks as the payment's (who, and the policy's customer).
 */
export async function quoteOverdueInvoices(
  deps: Pick<ChangeDeps, 'db' | 'now' | 'payments'>,
  user: AuthUser,
  customerId: string,
  applicationId: string,
): Promise<OverdueInvoicesQuoteResponse> {
  const now = deps.now();
  const found = await findApplication(deps.db, applicationId);
  if (!found) throw notFound(MESSAGES.applicationNotFound);
  const record = found.application;
  checkPayer(user, record);
  if (record.stripeCustomerId !== customerId) throw forbidden(OVERDUE_MESSAGES.customerMismatch);
  const overdue = await overdueOf(deps.db, record.id, now);
  return {
    total: overdue.total,
    creditsApplied: overdue.creditsApplied,
    card: await planCardChoice(
      deps.db,
      record,
      overdue.entries,
      new Map(overdue.invoices.map((line) => [line.invoiceId, line.outstanding])),
      overdue.total,
      await onFileFunding(deps.payments, record, now),
      now,
    ),
  };
}

/**
 * POST /api/billing/customers/{customerId}/overdueinvoices/pay (spec 7: cardId, applicationId):
 * every open invoice of the policy due before now, in one charge on a saved card of the policy's
 * customer. The total is checked again under the policy's lock when the payment is claimed, the
 * card charged after the claim, and one change records a payment on each invoice; a change that can
 * no longer be recorded sends the charge back to the card.
 */
export async function payOverdueInvoices(
  deps: ChangeDeps,
  user: AuthUser,
  customerId: string,
  body: OverdueInvoicesPayBody,
): Promise<OverdueInvoicesPayResponse> {
  const now = deps.now();
  const found = await findApplication(deps.db, body.applicationId);
  if (!found) throw notFound(MESSAGES.applicationNotFound);
  const record = found.application;
  checkPayer(user, record);
  if (record.stripeCustomerId !== customerId) throw forbidden(OVERDUE_MESSAGES.customerMismatch);
  const account = paymentAccountFor(record.paymentPeriod as PaymentPeriod, record.boundDate ?? now);
  if (body.cardId) {
    const card = await deps.payments.getCard(account, customerId, body.cardId);
    if (!card) throw notFound(OVERDUE_MESSAGES.cardNotFound);
  }

  const idempotencyKey = body.idempotencyKey ?? randomUUID();
  const earlier = await findPaymentByKey(deps.db, idempotencyKey);
  if (earlier && earlier.applicationId !== record.id) throw conflict(PAYMENT_MESSAGES.keyReused);
  if (earlier) {
    const recorded = await recordedChange(deps.db, earlier.id);
    if (recorded) return answer(deps.db, record.id, earlier, recorded.id);
  }
  // The card's funding as the processor reports it, before anything is charged.
  const funding = await cardFundingOf(
    deps.payments,
    account,
    body.token ? { token: body.token } : { customerId, cardId: body.cardId ?? null },
  );
  const overdue = await overdueOnCard(deps.db, record, now, funding);
  const refusal = refusalOf(overdue.total);
  if (refusal && !earlier) throw conflict(refusal);
  // Credits before charges: a refund owed to the insured pays the overdue invoices first (its own
  // change, under the policy's lock); the card is charged what is left.
  if (overdue.creditsApplied > 0 && !earlier) {
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockApplication(tx, record.id);
      if (!locked) throw notFound(MESSAGES.applicationNotFound);
      checkPayer(user, locked);
      const fresh = await overdueOf(tx, locked.id, now);
      await applyOpenCredits(tx, {
        application: locked,
        userId: user.id,
        at: now,
        invoiceIds: fresh.asked,
        reason: 'Overdue invoices paid',
      });
    });
  }
  const target = {
    ...record,
    applicationId: record.id,
    paymentPeriod: record.paymentPeriod as PaymentPeriod,
  };
  const { payment, card } = await chargeForPolicyChange(deps, target, overdue.total, {
    ...(body.token ? { token: body.token } : { cardId: body.cardId }),
    idempotencyKey,
    description: `${record.productName} ${record.policyNumber ?? ''}: overdue invoices`.replace(/\s+/g, ' '),
    now,
    account,
    purpose: { kind: 'overdueInvoices' },
    guard: async (tx) => {
      const fresh = await overdueOnCard(tx, record, now, funding);
      const refused = refusalOf(fresh.total);
      if (refused) throw conflict(refused);
      if (fresh.total !== overdue.total) throw conflict(OVERDUE_MESSAGES.moved);
    },
  });
  return await recordedOrRefunded(deps, payment, 'overdue payment', async () => {
    const transactionId = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockApplication(tx, record.id);
      if (!locked) throw notFound(MESSAGES.applicationNotFound);
      checkPayer(user, locked);
      if (await isRefunded(tx, payment.id)) throw conflict(PAYMENT_MESSAGES.refunded);
      const already = await recordedChange(tx, payment.id);
      if (already) return already.id;
      const fresh = await overdueOnCard(tx, locked, now, funding);
      if (fresh.total !== payment.amount) throw new HttpError(409, OVERDUE_MESSAGES.moved);
      const paid = fresh.lines.map((line) => ({
        id: line.invoiceId,
        number: fresh.numbers.get(line.invoiceId) ?? '',
        dueDate: line.dueDate.toISOString(),
        amount: line.toPay,
      }));
      const cardFee = planCardFeeFigures(fresh.fees);
      const recorded = await recordPolicyChange(tx, {
        application: locked,
        type: OVERDUE_PAID_TYPE,
        userId: user.id,
        at: now,
        // A new card paid: it becomes the card on file, as pay in full's does.
        ...(body.token && card.cardId !== locked.stripeCardId
          ? { update: { stripeCustomerId: card.customerId, stripeCardId: card.cardId } }
          : {}),
        history: {
          reason: 'Overdue invoices paid',
          description: `Paid ${paid.length} overdue invoice(s) with ${body.token ? 'a new card, now the card on file,' : 'a saved card'} in one charge`,
          paymentId: payment.id,
          details: {
            idempotencyKey,
            cardId: card.cardId,
            newCard: Boolean(body.token),
            invoices: paid,
            ...(cardFee.total !== 0 ? { cardFunding: funding, cardFeeAdjustment: cardFee.total } : {}),
          },
          ...(cardFee.total !== 0 ? { feeDelta: cardFee.total, totalDelta: cardFee.total } : {}),
        },
        ...(cardFee.pst !== 0 ? { feeTaxes: { gstHst: 0, pst: cardFee.pst } } : {}),
        money: [
          ...planCardFeeCharges(fresh.fees),
          ...fresh.lines
            .filter((line) => line.toPay > 0)
            .map((line) => ({
              kind: 'payment' as const,
              amount: line.toPay,
              invoice: { id: line.invoiceId },
              paymentId: payment.id,
            })),
        ],
        audit: { action: 'policy.overdue_paid', details: { amount: payment.amount, invoices: paid.length } },
      });
      return recorded.transactionId;
    });
    return await answer(deps.db, record.id, payment, transactionId);
  });
}

/**
 * GET /api/billing/customers/{customerId}/activeApplicationsCount (spec 7): how many bound policies
 * pay with this customer's card, among the policies the user may see (shown before a card change).
 * 404 when the user sees no application of this customer at all.
 */
export async function activeApplicationsCount(
  db: Db,
  user: AuthUser,
  customerId: string,
): Promise<ActiveApplicationsCountResponse> {
  const scope = scopeCondition(accessScope(user));
  const [any] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.stripeCustomerId, customerId), scope))
    .limit(1);
  if (!any) throw notFound(OVERDUE_MESSAGES.customerNotFound);
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.stripeCustomerId, customerId), eq(applications.status, 'bound'), scope));
  return { count: Number(row?.n ?? 0) };
}
