import { and, desc, eq, sql } from 'drizzle-orm';
import { formatDate, type Cents, type PaymentPeriod, type Quote } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { brokerages, invoices, payments, refunds } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import type { ApplicationRecord } from '../applications/repository.ts';

export const NOT_BOUND_MESSAGE = 'Only a bound policy can be changed or cancelled.';

/** A succeeded charge of the policy and how much of it can still be refunded. */
export interface RefundableCharge {
  id: string;
  amount: Cents;
  refunded: Cents;
}

/** What the policy's changes read: its term, its bound quote and its money so far. */
export interface PolicyFacts {
  effectiveDay: string;
  expiryDay: string;
  quote: Quote;
  paymentPeriod: PaymentPeriod;
  brokerageCode: string;
  /** Succeeded charges net of succeeded refunds. */
  paymentReceived: Cents;
  openMissedPaymentFees: Cents[];
  paidMissedPaymentFees: Cents;
  /** Newest first. */
  charges: RefundableCharge[];
  hasCardOnFile: boolean;
}

const sumOf = (column: typeof payments.amount | typeof refunds.amount) =>
  sql<string>`coalesce(sum(${column}), 0)`;

/** Reads the facts of a bound policy; 409 when it is not bound or carries no quote. */
export async function policyFacts(db: Db, record: ApplicationRecord['application']): Promise<PolicyFacts> {
  if (record.status !== 'bound' || !record.quote || !record.policyEffectiveDate || !record.policyExpiryDate) {
    throw conflict(NOT_BOUND_MESSAGE);
  }
  const charges = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      refunded: sql<string>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} in ('succeeded', 'pending', 'processing') and ${refunds.manual} = false), 0)`,
    })
    .from(payments)
    .where(and(eq(payments.applicationId, record.id), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.createdAt));
  const [refunded] = await db
    .select({ total: sumOf(refunds.amount) })
    .from(refunds)
    .where(and(eq(refunds.applicationId, record.id), eq(refunds.status, 'succeeded')));
  const mpf = await db
    .select({ status: invoices.status, amountDue: invoices.amountDue, amountPaid: invoices.amountPaid })
    .from(invoices)
    .where(and(eq(invoices.applicationId, record.id), eq(invoices.isMpf, true)));
  const [brokerage] = await db
    .select({ code: brokerages.code })
    .from(brokerages)
    .where(eq(brokerages.id, record.brokerageId))
    .limit(1);
  const received = charges.reduce((sum, charge) => sum + charge.amount, 0) - Number(refunded?.total ?? 0);
  return {
    effectiveDay: formatDate(record.policyEffectiveDate),
    expiryDay: formatDate(record.policyExpiryDate),
    quote: record.quote as Quote,
    paymentPeriod: record.paymentPeriod as PaymentPeriod,
    brokerageCode: brokerage?.code ?? '',
    paymentReceived: received,
    openMissedPaymentFees: mpf.filter((i) => i.status === 'open').map((i) => i.amountDue - i.amountPaid),
    paidMissedPaymentFees: mpf.filter((i) => i.status === 'paid').reduce((sum, i) => sum + i.amountPaid, 0),
    charges: charges.map((c) => ({ id: c.id, amount: c.amount, refunded: Number(c.refunded) })),
    hasCardOnFile: Boolean(record.stripeCustomerId && record.stripeCardId),
  };
}
