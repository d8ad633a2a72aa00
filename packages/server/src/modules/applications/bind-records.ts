import { eq, sql } from 'drizzle-orm';
import {
  addMonthsToDay,
  answerNumber,
  commissionTransferSummary,
  PRODUCT_CODES,
  policyEffectiveInstant,
  type Form,
  type PaymentPeriod,
  type ProductDefinition,
  type Quote,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, auditLog, invoices, notes, payments, policyTransactions } from '../../db/schema.ts';

export interface BindPayment {
  id: string;
  customerId: string;
  cardId: string;
  account: 'main' | 'finance';
}

export interface BindInput {
  application: typeof applications.$inferSelect;
  definition: ProductDefinition;
  quote: Quote;
  paymentPeriod: PaymentPeriod;
  /** First day of cover, YYYY-MM-DD (Vancouver). */
  effectiveDay: string;
  boundAt: Date;
  userId: string;
  /** The first payment, charged by card; absent for a manual bind. */
  payment?: BindPayment;
  /** Manual bind (spec 4: records the policy as bound) with its account notes. */
  manual?: { accountNotes: string };
}

/**
 * How long the policy runs: the product's term, or for projects (builders risk, course of
 * construction) the project term answered, else a year.
 */
export function policyTermMonths(definition: ProductDefinition, form: Form): number {
  if (definition.termMonths) return definition.termMonths;
  const projectTerm = answerNumber(form['project-term-months']);
  return projectTerm && Number.isInteger(projectTerm) && projectTerm > 0 ? projectTerm : 12;
}

/** {code}-{year}-{7 digits} from a database sequence, so concurrent binds never share a number. */
async function nextPolicyNumber(tx: Db, productId: string, effectiveDay: string): Promise<string> {
  const result = await tx.execute(sql`select nextval('policy_number_seq')::text as n`);
  const rows = (result as unknown as { rows: { n: string }[] }).rows;
  const n = rows[0]?.n;
  if (!n) throw new Error('policy_number_seq returned nothing');
  return `${PRODUCT_CODES[productId] ?? 'POL'}-${effectiveDay.slice(0, 4)}-${n.padStart(7, '0')}`;
}

/**
 * Everything a bind writes, in the caller's transaction: the policy fields, the plan's invoices
 * (the first one paid when a card payment was taken), the immutable history row, the notes of a
 * manual bind and the audit entry. Returns the policy number.
 */
export async function writeBind(tx: Db, input: BindInput): Promise<string> {
  const { application: app, quote, paymentPeriod: period } = input;
  const policyNumber = app.policyNumber ?? (await nextPolicyNumber(tx, app.productId, input.effectiveDay));
  const termMonths = policyTermMonths(input.definition, (app.form ?? {}) as Form);
  const expiryDay = addMonthsToDay(input.effectiveDay, termMonths);
  const total = quote.total[period];
  const summary = commissionTransferSummary(quote, period);

  await tx
    .update(applications)
    .set({
      status: 'bound',
      salesStatus: 'Closed-Won',
      policyNumber,
      boundDate: input.boundAt,
      policyEffectiveDate: policyEffectiveInstant(input.effectiveDay),
      policyExpiryDate: policyEffectiveInstant(expiryDay),
      paymentPeriod: period,
      quote,
      premiumsSum: quote.premiumsSum,
      totalPremium: total,
      commissionTransferSummary: summary as unknown as Record<string, unknown>,
      ...(input.payment
        ? { stripeCustomerId: input.payment.customerId, stripeCardId: input.payment.cardId }
        : {}),
      updatedAt: input.boundAt,
    })
    .where(eq(applications.id, app.id));

  // A renewal keeps the policy number (domain facts), so its invoices name their term's start day
  // to stay unique beside the expiring term's.
  const invoicePrefix = app.renewalOfId
    ? `${policyNumber}-R${input.effectiveDay.replaceAll('-', '')}`
    : policyNumber;
  const schedule = quote.schedule[period];
  const invoiceRows = schedule.map((payment) => {
    const paidNow = Boolean(input.payment) && payment.sequence === 1;
    const dueDay = addMonthsToDay(input.effectiveDay, payment.monthOffset);
    return {
      applicationId: app.id,
      number: `${invoicePrefix}-${String(payment.sequence).padStart(2, '0')}`,
      type: period === 'annual' ? 'premium' : 'subscription',
      status: paidNow ? 'paid' : 'open',
      description: `${app.productName} ${period} payment ${payment.sequence} of ${schedule.length}`,
      amountDue: payment.amount,
      amountPaid: paidNow ? payment.amount : 0,
      dueDate: payment.sequence === 1 ? input.boundAt : policyEffectiveInstant(dueDay),
      instalmentNumber: payment.sequence,
      paymentAccount: input.payment?.account ?? 'main',
      paidAt: paidNow ? input.boundAt : null,
    };
  });
  // A manual bind is paid off-platform: no invoices are raised by the marketplace.
  const inserted =
    input.payment && invoiceRows.length
      ? await tx
          .insert(invoices)
          .values(invoiceRows)
          .returning({ id: invoices.id, sequence: invoices.instalmentNumber })
      : [];
  const firstInvoice = inserted.find((row) => row.sequence === 1);
  if (input.payment && firstInvoice) {
    await tx.update(payments).set({ invoiceId: firstInvoice.id }).where(eq(payments.id, input.payment.id));
  }

  const fees = total - quote.premiumsSum - quote.premiumsTaxes;
  await tx.insert(policyTransactions).values({
    applicationId: app.id,
    // The timeline names a renewal's bind as such (the same policy number, a new term).
    type: app.renewalOfId ? 'Renewal' : 'New Business',
    userId: input.userId,
    effectiveDate: policyEffectiveInstant(input.effectiveDay),
    reason: input.manual ? 'Manual bind' : 'Bound online with card payment',
    description: input.manual?.accountNotes ?? null,
    before: { status: app.status, policyNumber: app.policyNumber },
    after: {
      status: 'bound',
      policyNumber,
      paymentPeriod: period,
      policyEffectiveDate: input.effectiveDay,
      policyExpiryDate: expiryDay,
      total,
    },
    premiumDelta: quote.premiumsSum,
    taxDelta: quote.premiumsTaxes,
    feeDelta: fees,
    totalDelta: total,
    paymentId: input.payment?.id ?? null,
    details: { schedule, productVersion: quote.productVersion },
    createdAt: input.boundAt,
  });

  if (input.manual) {
    await tx.insert(notes).values({
      applicationId: app.id,
      authorId: input.userId,
      status: 'Closed-Won',
      comment: input.manual.accountNotes,
      // Shown in the record's Notes: only a super admin's own note may be internal (spec 6), and an
      // internal one would be hidden even from the underwriter who bound the policy.
      isInternal: false,
      createdAt: input.boundAt,
    });
  }
  await tx.insert(auditLog).values({
    actorId: input.userId,
    action: input.manual ? 'application.manual_bind' : 'application.bind',
    entityType: 'application',
    entityId: app.id,
    details: { policyNumber, paymentPeriod: period, total, paymentId: input.payment?.id ?? null },
    createdAt: input.boundAt,
  });
  return policyNumber;
}
