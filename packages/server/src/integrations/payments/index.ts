import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createSimulatedProcessor } from './simulated-processor.ts';
import { createStripeAdapter, createStripeClients } from './stripe-adapter.ts';
import type { PaymentProvider } from './types.ts';

// The card providers' adapters (docs/decisions/0005, 0075): exactly-once charges, refunds and
// their reconciliation are modules/payments/.

export * from './types.ts';
export { createSimulatedProcessor } from './simulated-processor.ts';
export { createStripeAdapter, createStripeClients } from './stripe-adapter.ts';
export { cardFingerprint, TEST_CARDS } from './test-cards.ts';
export {
  cardFundingOf,
  type CardSource,
  laterChargeFunding,
  onFileFunding,
  type PolicyCard,
} from './card-funding.ts';

/**
 * Stripe when both accounts' secret keys are configured (one client per account), otherwise the
 * offline simulated processor, which keeps its state in `db`.
 */
export function createPaymentProvider(
  config: Pick<Config, 'STRIPE_MAIN_SECRET_KEY' | 'STRIPE_FINANCE_SECRET_KEY'> &
    Partial<Pick<Config, 'PAYMENTS_TEST_PAUSE_AFTER_CHARGE_MS'>>,
  db: Db,
  now: () => Date = () => new Date(),
): PaymentProvider {
  const { STRIPE_MAIN_SECRET_KEY: main, STRIPE_FINANCE_SECRET_KEY: finance } = config;
  if (Boolean(main) !== Boolean(finance)) {
    throw new Error('Set both STRIPE_MAIN_SECRET_KEY and STRIPE_FINANCE_SECRET_KEY for Stripe, or neither.');
  }
  const provider =
    main && finance
      ? createStripeAdapter(createStripeClients({ main, finance }))
      : createSimulatedProcessor(db, now);
  const pause = config.PAYMENTS_TEST_PAUSE_AFTER_CHARGE_MS ?? 0;
  return pause > 0 ? pausedAfterCharge(provider, pause) : provider;
}

/**
 * TEST ONLY (PAYMENTS_TEST_PAUSE_AFTER_CHARGE_MS): the provider, pausing after each charge's answer,
 * which widens the window in which a crash leaves a charged payment `processing`.
 */
function pausedAfterCharge(provider: PaymentProvider, ms: number): PaymentProvider {
  return {
    ...provider,
    async charge(account, request) {
      const result = await provider.charge(account, request);
      await new Promise((resolve) => setTimeout(resolve, ms));
      return result;
    },
    withDb: (other) => pausedAfterCharge(provider.withDb(other), ms),
  };
}
