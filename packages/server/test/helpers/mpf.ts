import { eq } from 'drizzle-orm';
import { paymentAccountFor, type PaymentPeriod } from '@bm/domain';
import type { Db } from '../../src/db/client.ts';
import { applications } from '../../src/db/schema.ts';
import { chargeOnce } from '../../src/modules/payments/index.ts';
import { lockApplication } from '../../src/modules/policies/repository.ts';
import { recordPolicyChange } from '../../src/modules/policies/record-change.ts';
import type { TestApp } from './test-app.ts';

/** A missed payment fee ($25, as the collections job raises from the quote's missedPaymentFee). */
export const MPF_CENTS = 2_500;

/** Runs `write` on the policy's row, locked, in one transaction (as a policy change does). */
async function onLockedPolicy<T>(
  t: TestApp,
  applicationId: string,
  write: (tx: Db, locked: NonNullable<Awaited<ReturnType<typeof lockApplication>>>) => Promise<T>,
): Promise<T> {
  return t.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockApplication(tx, applicationId);
    if (!locked) throw new Error(`no application ${applicationId}`);
    return write(tx, locked);
  });
}

/**
 * Raises a missed payment fee invoice on a bound policy through the one change path
 * (recordPolicyChange: history, invoice, a 'charge' entry of component missedPaymentFee, audit), as
 * the collections job does on a first decline (modules/collections), without declining a card and
 * moving the clock. Waivable unless told otherwise.
 */
export async function raiseMpfInvoice(
  t: TestApp,
  applicationId: string,
  options: { amount?: number; waivable?: boolean } = {},
): Promise<{ invoiceId: string; transactionId: string }> {
  const fee = options.amount ?? MPF_CENTS;
  const now = new Date();
  return onLockedPolicy(t, applicationId, async (tx, locked) => {
    const recorded = await recordPolicyChange(tx, {
      application: locked,
      type: 'Missed Payment Fee',
      userId: null,
      at: now,
      // As the collections job records it: the fee is fee revenue on its report row.
      history: { reason: 'Payment failed', feeDelta: fee, totalDelta: fee },
      invoices: [
        {
          ref: 'mpf',
          code: 'MPF',
          type: 'missed payment fee',
          description: 'Missed payment fee',
          dueDate: now,
          isMpf: true,
          waivable: options.waivable ?? true,
          paymentAccount: paymentAccountFor(locked.paymentPeriod as PaymentPeriod, locked.boundDate ?? now),
        },
      ],
      money: [{ kind: 'charge', component: 'missedPaymentFee', amount: fee, invoice: { ref: 'mpf' } }],
      audit: { action: 'policy.mpf' },
    });
    return { invoiceId: recorded.invoiceIds.mpf!, transactionId: recorded.transactionId };
  });
}

/**
 * Pays an open MPF invoice with the card on file: the existing payment service charges the
 * simulated processor once (chargeOnce, on the invoice), then a 'payment' entry naming that charge
 * goes through recordPolicyChange, so the invoice reads paid and the charge can be refunded.
 */
export async function payMpfInvoice(
  t: TestApp,
  applicationId: string,
  invoiceId: string,
  amount = MPF_CENTS,
): Promise<{ paymentId: string }> {
  const [app] = await t.db.select().from(applications).where(eq(applications.id, applicationId)).limit(1);
  if (!app?.stripeCustomerId || !app.stripeCardId) throw new Error('the policy has no card on file');
  const payment = await chargeOnce(t.db, t.app.payments, {
    applicationId,
    invoiceId,
    account: paymentAccountFor(app.paymentPeriod as PaymentPeriod, app.boundDate ?? new Date()),
    customerId: app.stripeCustomerId,
    cardId: app.stripeCardId,
    amount,
    description: 'Missed payment fee',
    idempotencyKey: crypto.randomUUID(),
    at: t.app.now(),
  });
  if (payment.status !== 'succeeded')
    throw new Error(`MPF charge ${payment.status}: ${payment.failureMessage}`);
  await onLockedPolicy(t, applicationId, (tx, locked) =>
    recordPolicyChange(tx, {
      application: locked,
      type: 'Payment',
      userId: null,
      at: new Date(),
      history: { reason: 'Missed payment fee paid', paymentId: payment.id },
      money: [{ kind: 'payment', amount, invoice: { id: invoiceId }, paymentId: payment.id }],
      audit: { action: 'policy.mpf.payment' },
    }),
  );
  return { paymentId: payment.id };
}

/** A raised and paid MPF invoice. */
export async function paidMpfInvoice(t: TestApp, applicationId: string) {
  const raised = await raiseMpfInvoice(t, applicationId);
  const paid = await payMpfInvoice(t, applicationId, raised.invoiceId);
  return { ...raised, ...paid };
}
