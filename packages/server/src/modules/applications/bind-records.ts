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
  quoteForPlan,
  timelineFromQuote,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { type applications, notes, payments } from '../../db/schema.ts';
import { invoicePrefix, recordPolicyChange } from '../policies/index.ts';

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
 * Everything a bind writes, in the caller's transaction, through recordPolicyChange: the policy
 * fields, its bound quote and premium timeline, the plan's invoices and their ledger charges (the
 * first paid by the card payment taken), the history and audit rows; then the notes of a manual
 * bind. Returns the policy number.
 */
export async function writeBind(tx: Db, input: BindInput): Promise<string> {
  const { application: app, paymentPeriod: period } = input;
  // The bound quote carries its plan's premium tax (each payment at the rate on its due day).
  const quote = quoteForPlan(input.quote, period);
  const policyNumber = app.policyNumber ?? (await nextPolicyNumber(tx, app.productId, input.effectiveDay));
  const termMonths = policyTermMonths(input.definition, (app.form ?? {}) as Form);
  const expiryDay = addMonthsToDay(input.effectiveDay, termMonths);
  const total = quote.total[period];
  const summary = commissionTransferSummary(quote, period);

  const effectiveDate = policyEffectiveInstant(input.effectiveDay);
  const timeline = timelineFromQuote(quote, input.effectiveDay, expiryDay);
  // The plan's invoices; a manual bind's are all paid off the platform (a cheque, a transfer) at
  // once, so that the ledger bills what the commission report and the journal count.
  const schedule = quote.schedule[period];
  // A renewal keeps the policy number (domain facts), so its invoices name their term's start day.
  const prefix = invoicePrefix({ ...app, policyNumber, policyEffectiveDate: effectiveDate });
  const fees = total - quote.premiumsSum - quote.premiumsTaxes;
  await recordPolicyChange(tx, {
    application: app,
    // The timeline names a renewal's bind as such (the same policy number, a new term).
    type: app.renewalOfId ? 'Renewal' : 'New Business',
    userId: input.userId,
    at: input.boundAt,
    documents: { boundAt: input.boundAt },
    // A manual bind writes its account notes as a note of the record (below): told as note.added.
    ...(input.manual ? { extraEvents: ['note.added'] as const } : {}),
    update: {
      status: 'bound',
      salesStatus: 'Closed-Won',
      policyNumber,
      boundDate: input.boundAt,
      policyEffectiveDate: effectiveDate,
      policyExpiryDate: policyEffectiveInstant(expiryDay),
      paymentPeriod: period,
      quote,
      boundQuote: quote,
      premiumsSum: quote.premiumsSum,
      totalPremium: total,
      commissionTransferSummary: summary as unknown as Record<string, unknown>,
      ...(input.payment
        ? { stripeCustomerId: input.payment.customerId, stripeCardId: input.payment.cardId }
        : {}),
    },
    timeline,
    history: {
      effectiveDate,
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
      details: { schedule: quote.schedule[period], productVersion: quote.productVersion },
    },
    invoices: schedule.map((payment) => ({
      ref: String(payment.sequence),
      number: `${prefix}-${String(payment.sequence).padStart(2, '0')}`,
      type: period === 'annual' ? 'premium' : 'subscription',
      description: `${app.productName} ${period} payment ${payment.sequence} of ${schedule.length}`,
      dueDate:
        payment.sequence === 1
          ? input.boundAt
          : policyEffectiveInstant(addMonthsToDay(input.effectiveDay, payment.monthOffset)),
      instalmentNumber: payment.sequence,
      paymentAccount: input.payment?.account ?? 'main',
    })),
    money: [
      ...schedule.map((payment) => ({
        kind: 'charge' as const,
        component: 'planPayment' as const,
        amount: payment.amount,
        invoice: { ref: String(payment.sequence) },
      })),
      ...(input.payment && schedule[0]
        ? [
            {
              kind: 'payment' as const,
              amount: schedule[0].amount,
              invoice: { ref: '1' },
              paymentId: input.payment.id,
            },
          ]
        : []),
      ...(input.manual
        ? schedule.map((payment) => ({
            kind: 'payment' as const,
            amount: payment.amount,
            invoice: { ref: String(payment.sequence) },
            manual: true,
          }))
        : []),
    ],
    audit: {
      action: input.manual ? 'application.manual_bind' : 'application.bind',
      details: { policyNumber, paymentPeriod: period, total, paymentId: input.payment?.id ?? null },
    },
  }).then(async ({ invoiceIds }) => {
    const first = invoiceIds['1'];
    if (input.payment && first) {
      await tx.update(payments).set({ invoiceId: first }).where(eq(payments.id, input.payment.id));
    }
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
  return policyNumber;
}
