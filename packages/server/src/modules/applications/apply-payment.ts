import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { writeBind } from './bind-records.ts';
import { bindPlan, type BindPlan } from './bind-plan.ts';
import type { ApplicationRow } from '../policies/index.ts';
import type { PaymentRow } from '../payments/index.ts';

/**
 * Finishes the bind a card charge was taken for, when its request could not (its process stopped
 * between the processor's answer and the bind): only a bind's payment, only while the application is
 * still unbound (so it is the application's first payment), and only when every rule of a bind
 * still holds as of `at` with the plan and the total the payer saw. Then binds exactly as the pay
 * route does (writeBind, which queues its documents) and answers 'applied'; otherwise answers 'refund'. Runs in the
 * caller's transaction, which holds the application's row lock.
 */
export async function applyBindPayment(
  tx: Db,
  app: ApplicationRow,
  payment: PaymentRow,
  at: Date,
): Promise<'applied' | 'refund'> {
  const purpose = payment.purpose;
  if (purpose?.kind !== 'bind' || !payment.customerId || !payment.cardId) return 'refund';
  let plan: BindPlan;
  try {
    // The card's funding was read from the processor when the charge was claimed (older rows: credit).
    plan = await bindPlan(
      tx,
      app,
      purpose.paymentPeriod,
      purpose.expectedTotal,
      at,
      purpose.cardFunding ?? 'credit',
    );
  } catch (error) {
    if (error instanceof HttpError) return 'refund';
    throw error;
  }
  if (plan.firstPayment !== payment.amount || plan.account !== payment.account) return 'refund';
  await writeBind(tx, {
    application: app,
    definition: plan.definition,
    quote: plan.quote,
    paymentPeriod: plan.period,
    effectiveDay: plan.effectiveDay,
    boundAt: at,
    userId: purpose.userId,
    payment: {
      id: payment.id,
      customerId: payment.customerId,
      cardId: payment.cardId,
      account: plan.account,
    },
  });
  return 'applied';
}
