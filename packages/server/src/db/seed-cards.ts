import { paymentAccountFor, PAYMENT_PERIODS } from '@bm/domain';
import { cardFingerprint } from '../integrations/payments/index.ts';
import type { applications, paymentCards, paymentCustomers } from './schema.ts';

/** Seeded cards are Visa 4242 4242 4242 4242, which the simulated processor charges successfully. */
export const SEED_CARD_NUMBER = '4242424242424242';
/** A fixed expiry well after the seed epoch (November 2026), so seeded cards stay chargeable. */
export const SEED_CARD_EXPIRY = { expMonth: 12, expYear: 2034 } as const;

const FINGERPRINT = cardFingerprint(SEED_CARD_NUMBER);

type ApplicationRow = typeof applications.$inferInsert;
type CustomerRow = typeof paymentCustomers.$inferInsert;
type CardRow = typeof paymentCards.$inferInsert;

/**
 * The simulated processor's customers and cards behind seeded policies' stripe_customer_id and
 * stripe_card_id (cus_seed{n}, card_seed{n}), on the account spec 9 assigns to the policy.
 */
export function seedCardRows(rows: readonly ApplicationRow[]): {
  customers: CustomerRow[];
  cards: CardRow[];
} {
  const customers: CustomerRow[] = [];
  const cards: CardRow[] = [];
  for (const row of rows) {
    if (!row.stripeCustomerId || !row.stripeCardId) continue;
    const period = PAYMENT_PERIODS.find((p) => p === row.paymentPeriod) ?? 'annual';
    const at = row.boundDate ?? row.createdAt ?? new Date(0);
    const postal = (row.form as Record<string, unknown> | undefined)?.['business-address-postal'];
    customers.push({
      id: row.stripeCustomerId,
      account: paymentAccountFor(period, at),
      provider: 'simulated',
      email: row.email ?? null,
      name: row.insuredName ?? null,
      defaultCardId: row.stripeCardId,
      createdAt: at,
    });
    cards.push({
      id: row.stripeCardId,
      customerId: row.stripeCustomerId,
      brand: 'visa',
      last4: SEED_CARD_NUMBER.slice(-4),
      ...SEED_CARD_EXPIRY,
      postalCode: typeof postal === 'string' ? postal.replace(/\s+/g, '') : null,
      fingerprint: FINGERPRINT,
      createdAt: at,
    });
  }
  return { customers, cards };
}
