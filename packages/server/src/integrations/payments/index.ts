import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createSimulatedProcessor } from './simulated-processor.ts';
import { createStripeAdapter, createStripeClients } from './stripe-adapter.ts';
import type { PaymentProvider } from './types.ts';

export * from './types.ts';
export { createSimulatedProcessor } from './simulated-processor.ts';
export { createStripeAdapter, createStripeClients } from './stripe-adapter.ts';
export { TEST_CARDS } from './test-cards.ts';
export {
  awaitPayment,
  chargeOnce,
  claimPayment,
  drivePayment,
  PAYMENT_MESSAGES,
  refundPayment,
  releaseClaim,
  type ChargeOnceInput,
  type PaymentRow,
  type PaymentStatus,
  type RefundPaymentInput,
  type RefundRow,
} from './payment-service.ts';

/**
 * Stripe when both accounts' secret keys are configured (one client per account), otherwise the
 * offline simulated processor, which keeps its state in `db`.
 */
export function createPaymentProvider(
  config: Pick<Config, 'STRIPE_MAIN_SECRET_KEY' | 'STRIPE_FINANCE_SECRET_KEY'>,
  db: Db,
  now: () => Date = () => new Date(),
): PaymentProvider {
  const { STRIPE_MAIN_SECRET_KEY: main, STRIPE_FINANCE_SECRET_KEY: finance } = config;
  if (Boolean(main) !== Boolean(finance)) {
    throw new Error('Set both STRIPE_MAIN_SECRET_KEY and STRIPE_FINANCE_SECRET_KEY for Stripe, or neither.');
  }
  if (main && finance) return createStripeAdapter(createStripeClients({ main, finance }));
  return createSimulatedProcessor(db, now);
}
