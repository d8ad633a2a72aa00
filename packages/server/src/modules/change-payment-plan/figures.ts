import { and, asc, eq } from 'drizzle-orm';
import {
  boundPlanParts,
  changePaymentPlanQuote,
  formatDate,
  PAYMENT_PLANS,
  withOpenCreditsApplied,
  type CardFunding,
  type PaymentPeriod,
  type PlanChangeInvoice,
  type Quote,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { invoices, policyTransactions } from '../../db/schema.ts';
import { type ApplicationRecord, policyTerm, readLedger } from '../policies/index.ts';

/** The history row type of a change of payment plan. */
export const CHANGE_PAYMENT_PLAN_TYPE = 'Payment Plan Change';

type PolicyRecord = ApplicationRecord['application'];

/**
 * The plan the policy was bound on: the record's, or, once a change of payment plan moved it, the
 * plan the first such change moved it from (its history row's `before`).
 */
async function boundPeriod(db: Db, record: PolicyRecord): Promise<PaymentPeriod> {
  const [first] = await db
    .select({ before: policyTransactions.before })
    .from(policyTransactions)
    .where(
      and(
        eq(policyTransactions.applicationId, record.id),
        eq(policyTransactions.type, CHANGE_PAYMENT_PLAN_TYPE),
      ),
    )
    .orderBy(asc(policyTransactions.createdAt))
    .limit(1);
  const before = (first?.before as { paymentPeriod?: PaymentPeriod } | null)?.paymentPeriod;
  return before ?? (record.paymentPeriod as PaymentPeriod);
}

/**
 * The figures of moving a bound policy to `to` at `now` (db may be a transaction), from its ledger
 * and invoices: each plan invoice's parts are its own (raised by an earlier change) or the bound
 * quote's (the bind's plan payments, boundPlanParts). A change to annual is paid now, so the open
 * credits are taken off first (credits before charges, decision 0057); a change to a financed plan
 * charges nothing and leaves them to the payments they will pay.
 */
export async function planChangeFigures(
  db: Db,
  record: PolicyRecord,
  to: PaymentPeriod,
  funding: CardFunding,
  now: Date,
) {
  const { effectiveDay, expiryDay } = policyTerm(record);
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      dueDate: invoices.dueDate,
      instalmentNumber: invoices.instalmentNumber,
      planParts: invoices.planParts,
    })
    .from(invoices)
    .where(eq(invoices.applicationId, record.id))
    .orderBy(asc(invoices.dueDate), asc(invoices.number));
  const quote = (record.boundQuote ?? record.quote) as Quote;
  const bound = await boundPeriod(db, record);
  const boundParts = boundPlanParts(quote, bound, {
    chargeDay: formatDate(record.boundDate ?? record.policyEffectiveDate ?? now),
    effectiveDay,
  });
  const planInvoices: PlanChangeInvoice[] = rows.map((row) => ({
    invoiceId: row.id,
    dueDate: row.dueDate,
    instalmentNumber: row.instalmentNumber,
    parts:
      row.planParts ??
      (row.instalmentNumber !== null && row.instalmentNumber <= PAYMENT_PLANS[bound].payments
        ? (boundParts[row.instalmentNumber - 1] ?? null)
        : null),
  }));
  const ledger = await readLedger(db, record.id);
  const credited =
    to === 'annual'
      ? withOpenCreditsApplied(
          ledger,
          rows.map((row) => row.id),
        )
      : { entries: ledger, netting: { applied: 0 } };
  const result = changePaymentPlanQuote({
    entries: credited.entries,
    invoices: planInvoices,
    quote,
    from: record.paymentPeriod as PaymentPeriod,
    to,
    effectiveDay,
    expiryDay,
    funding,
    now,
  });
  return {
    ...result,
    numbers: new Map(rows.map((row) => [row.id, row.number])),
    creditsApplied: credited.netting.applied,
    invoiceIds: rows.map((row) => row.id),
  };
}
