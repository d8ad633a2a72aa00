import { and, eq } from 'drizzle-orm';
import type {
  BillingConfigResponse,
  CardTokenResponse,
  PaymentLinkCardTokenBody,
  PaymentLinkPayBody,
  PaymentLinkPayResponse,
  PaymentLinkView,
} from '@bm/contracts';
import {
  FEE_SCHEDULE,
  invoiceBalance,
  PAYMENT_LINK_MESSAGES,
  paymentLinkChargedMessage,
  type CardFunding,
  type Cents,
  type PaymentAccount,
  type PaymentPeriod,
  withOpenCreditsApplied,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { invoices, policyTransactions } from '../../db/schema.ts';
import type { PaymentProvider } from '../../integrations/payments/index.ts';
import type { FileStorage } from '../../integrations/storage/types.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  findApplication,
  lockApplication,
  planCardChoice,
  planCardFeeCharges,
  planCardFeeFigures,
  planCardFees,
  readLedger,
  recordPolicyChange,
} from '../policies/index.ts';
import { applyOpenCredits, createCardToken } from '../billing/index.ts';
import { readPaymentLink, type PaymentLinkClaims } from './link.ts';
import {
  chargeForPolicyChange,
  findPaymentByKey,
  isRefunded,
  PAYMENT_MESSAGES,
  type PaymentRow,
  recordedOrRefunded,
} from '../payments/index.ts';

/** The history row of a payment made through a payment link (no user: the insured paid). */
export const PAYMENT_BY_LINK_TYPE = 'Payment by Link';

export interface PaymentLinkDeps {
  db: Db;
  now: () => Date;
  payments: PaymentProvider;
  storage: FileStorage;
  log: { error: (details: Record<string, unknown>, message: string) => void };
  linkSecret: string;
  billing: BillingConfigResponse;
}

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The invoice a link names (404 when it is not that policy's) and what it owes now, from the
 * policy's ledger once its open credits are taken off it (credits before charges, docs/decisions/
 * 0057): `creditsApplied` is what a refund owed to the insured pays of it, `owing` what is charged.
 */
async function linkedInvoice(
  db: Db,
  claims: PaymentLinkClaims,
): Promise<{ row: InvoiceRow; owing: Cents; creditsApplied: Cents }> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, claims.invoiceId), eq(invoices.applicationId, claims.applicationId)))
    .limit(1);
  if (!row) throw notFound(PAYMENT_LINK_MESSAGES.invalid);
  const credited = withOpenCreditsApplied(await readLedger(db, claims.applicationId), [row.id]);
  const entries = credited.entries.filter((entry) => entry.invoiceId === row.id);
  return {
    row,
    owing: Math.max(0, invoiceBalance(entries).outstanding),
    creditsApplied: credited.netting.applied,
  };
}

/**
 * The linked invoice as the card of `funding` pays it (decision 0063): a plan payment billed for a
 * credit card and paid on a debit or prepaid card carries no surcharge; `fees` are the cardFee
 * charges taking it off, `toPay` what the card is charged.
 */
async function linkedOnCard(
  db: Db,
  claims: PaymentLinkClaims,
  policy: Parameters<typeof planCardFees>[1],
  funding: CardFunding,
  now: Date,
) {
  const linked = await linkedInvoice(db, claims);
  const fees = await planCardFees(
    db,
    policy,
    await readLedger(db, claims.applicationId),
    new Map([[linked.row.id, linked.owing]]),
    funding,
    now,
  );
  return { ...linked, fees, toPay: linked.owing + planCardFeeFigures(fees).total };
}

/** Why the invoice cannot be paid by link now, or null. */
function refusalOf(row: InvoiceRow, owing: Cents, creditsApplied: Cents = 0): string | null {
  if (row.status === 'void') return PAYMENT_LINK_MESSAGES.notPayable;
  if (owing <= 0)
    return creditsApplied > 0 ? PAYMENT_LINK_MESSAGES.coveredByCredit : PAYMENT_LINK_MESSAGES.paid;
  if (owing < FEE_SCHEDULE.card.minimumCharge) return PAYMENT_LINK_MESSAGES.belowCardMinimum;
  return null;
}

async function policyOf(db: Db, claims: PaymentLinkClaims) {
  const record = await findApplication(db, claims.applicationId);
  if (!record) throw notFound(PAYMENT_LINK_MESSAGES.invalid);
  return record.application;
}

async function viewOf(deps: PaymentLinkDeps, claims: PaymentLinkClaims): Promise<PaymentLinkView> {
  const policy = await policyOf(deps.db, claims);
  const { row, owing, creditsApplied } = await linkedInvoice(deps.db, claims);
  const message = refusalOf(row, owing, creditsApplied);
  return {
    insuredName: policy.insuredName,
    correspondenceLanguage: policy.correspondenceLanguage,
    policyNumber: policy.policyNumber,
    productName: policy.productName,
    invoice: {
      id: row.id,
      number: row.number,
      description: row.description,
      status: row.status as PaymentLinkView['invoice']['status'],
      dueDate: row.dueDate.toISOString(),
      amountDue: row.amountDue,
      amountPaid: row.amountPaid,
      amountOwing: owing,
    },
    payable: message === null,
    message,
    account: row.paymentAccount as PaymentAccount,
    billing: deps.billing,
    expiresAt: claims.expiresAt.toISOString(),
    card: await planCardChoice(
      deps.db,
      policy,
      await readLedger(deps.db, claims.applicationId),
      new Map([[row.id, owing]]),
      owing,
      null,
      deps.now(),
    ),
  };
}

/** GET /api/payments/links/{token}: what the public payment page shows (404 invalid, 410 expired). */
export async function readPaymentLinkView(deps: PaymentLinkDeps, token: string): Promise<PaymentLinkView> {
  return viewOf(deps, readPaymentLink(deps.linkSecret, token, deps.now()));
}

/** POST /api/payments/links/{token}/cardTokens: a card token on the account of the link's invoice. */
export async function linkCardToken(
  deps: PaymentLinkDeps,
  token: string,
  body: PaymentLinkCardTokenBody,
): Promise<CardTokenResponse> {
  const claims = readPaymentLink(deps.linkSecret, token, deps.now());
  const { row } = await linkedInvoice(deps.db, claims);
  return createCardToken(deps.payments, { ...body, account: row.paymentAccount as PaymentAccount });
}

/** The change that recorded this payment on the ledger, if any. */
async function recordedChange(db: Db, paymentId: string) {
  const [row] = await db
    .select({ id: policyTransactions.id })
    .from(policyTransactions)
    .where(
      and(eq(policyTransactions.paymentId, paymentId), eq(policyTransactions.type, PAYMENT_BY_LINK_TYPE)),
    )
    .limit(1);
  return row ?? null;
}

async function answer(
  deps: PaymentLinkDeps,
  claims: PaymentLinkClaims,
  payment: PaymentRow,
  transactionId: string,
): Promise<PaymentLinkPayResponse> {
  const view = await viewOf(deps, claims);
  return {
    ...view,
    // Says what this payment charged and that the invoice is paid (not the refusal a paid invoice
    // gives a new attempt: "Nothing was charged").
    message: paymentLinkChargedMessage(payment.amount, view.invoice.number, view.invoice.amountOwing),
    payment: { id: payment.id, amount: payment.amount, status: payment.status },
    transactionId,
  };
}

/**
 * POST /api/payments/links/{token}/pay (no session): charges the card's token once per idempotency
 * key for what the invoice owes now, then records a payment on it. The amount is read from the
 * ledger, and checked again under the policy's row lock when the payment is claimed (so two payers
 * never both pay, and a paid invoice is refused with 409 before anything is charged); the card is
 * charged after the claim, outside the lock (decision 0029); the payment is recorded under the lock
 * through recordPolicyChange ('Payment by Link', no user). Not recorded (the invoice changed
 * meanwhile): the charge goes straight back to the card. A retried key answers the recorded payment.
 */
export async function payByLink(
  deps: PaymentLinkDeps,
  token: string,
  body: PaymentLinkPayBody,
): Promise<PaymentLinkPayResponse> {
  const now = deps.now();
  const claims = readPaymentLink(deps.linkSecret, token, now);
  const policy = await policyOf(deps.db, claims);
  const earlier = await findPaymentByKey(deps.db, body.idempotencyKey);
  if (earlier && earlier.applicationId !== claims.applicationId) throw conflict(PAYMENT_MESSAGES.keyReused);
  if (earlier) {
    const recorded = await recordedChange(deps.db, earlier.id);
    if (recorded) return answer(deps, claims, earlier, recorded.id);
  }
  // The card's funding as the processor reports it (the token looked at, not spent).
  const { row: linkedRow } = await linkedInvoice(deps.db, claims);
  const funding = await deps.payments.tokenFunding(linkedRow.paymentAccount as PaymentAccount, body.token);
  const { row, toPay: owing, creditsApplied } = await linkedOnCard(deps.db, claims, policy, funding, now);
  const refusal = refusalOf(row, owing, creditsApplied);
  // A retry whose first attempt charged is joined below whatever the invoice says now.
  if (refusal && !earlier) throw conflict(refusal);
  // Credits before charges: a refund owed to the insured pays the invoice first (its own change,
  // under the policy's lock, no user: the insured pays); the card is charged what is left.
  if (creditsApplied > 0 && !earlier) {
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockApplication(tx, claims.applicationId);
      if (!locked) throw notFound(PAYMENT_LINK_MESSAGES.invalid);
      await applyOpenCredits(tx, {
        application: locked,
        userId: null,
        at: now,
        invoiceIds: [row.id],
        reason: 'Payment by link',
      });
    });
  }
  const target = {
    ...policy,
    applicationId: policy.id,
    paymentPeriod: policy.paymentPeriod as PaymentPeriod,
  };
  const { payment } = await chargeForPolicyChange(deps, target, owing, {
    token: body.token,
    idempotencyKey: body.idempotencyKey,
    description: `${policy.productName} ${policy.policyNumber ?? ''} invoice ${row.number}`.replace(
      /\s+/g,
      ' ',
    ),
    now,
    account: row.paymentAccount as PaymentAccount,
    purpose: { kind: 'paymentLink', invoiceId: row.id },
    guard: async (tx) => {
      const fresh = await linkedOnCard(tx, claims, policy, funding, now);
      const refused = refusalOf(fresh.row, fresh.toPay);
      if (refused) throw conflict(refused);
      if (fresh.toPay !== owing) throw conflict(PAYMENT_LINK_MESSAGES.moved);
    },
  });
  return await recordedOrRefunded(deps, payment, 'payment by link', async () => {
    const transactionId = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockApplication(tx, claims.applicationId);
      if (!locked) throw notFound(PAYMENT_LINK_MESSAGES.invalid);
      // Reconciliation refunds a charge whose change was not written in time: never record it.
      if (await isRefunded(tx, payment.id)) throw conflict(PAYMENT_MESSAGES.refunded);
      const already = await recordedChange(tx, payment.id);
      if (already) return already.id;
      const fresh = await linkedOnCard(tx, claims, locked, funding, now);
      if (fresh.toPay !== payment.amount) {
        throw conflict(fresh.owing === 0 ? PAYMENT_LINK_MESSAGES.paid : PAYMENT_LINK_MESSAGES.moved);
      }
      const cardFee = planCardFeeFigures(fresh.fees);
      const recorded = await recordPolicyChange(tx, {
        application: locked,
        type: PAYMENT_BY_LINK_TYPE,
        userId: null,
        at: now,
        history: {
          reason: 'Payment by link',
          description:
            `Invoice ${fresh.row.number} paid by card through its payment link` +
            (cardFee.total !== 0 ? `; no credit card surcharge on the ${funding} card` : ''),
          paymentId: payment.id,
          details: {
            invoiceId: fresh.row.id,
            amount: payment.amount,
            idempotencyKey: body.idempotencyKey,
            ...(cardFee.total !== 0 ? { cardFunding: funding, cardFeeAdjustment: cardFee.total } : {}),
          },
          ...(cardFee.total !== 0 ? { feeDelta: cardFee.total, totalDelta: cardFee.total } : {}),
        },
        ...(cardFee.pst !== 0 ? { feeTaxes: { gstHst: 0, pst: cardFee.pst } } : {}),
        money: [
          ...planCardFeeCharges(fresh.fees),
          { kind: 'payment', amount: payment.amount, invoice: { id: fresh.row.id }, paymentId: payment.id },
        ],
        audit: {
          action: 'policy.payment_link',
          details: { invoiceId: fresh.row.id, amount: payment.amount },
        },
      });
      return recorded.transactionId;
    });
    return await answer(deps, claims, payment, transactionId);
  });
}
