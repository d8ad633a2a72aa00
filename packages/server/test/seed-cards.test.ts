import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAccountFor, type PaymentPeriod } from '@bm/domain';
import { applications, paymentCards, paymentCustomers } from '../src/db/schema.ts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { chargeOnce } from '../src/modules/payments/index.ts';
import { SEEDED, type SeededApplication } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp();
  cookie = await sessionCookie(t.db, 'broker');
});
afterAll(() => t?.close());

const maplePolicy = (period: PaymentPeriod) =>
  SEEDED.find(
    (a) =>
      a.brokerageId === BROKERAGE_IDS.maple &&
      a.status === 'bound' &&
      a.stripeCustomerId &&
      a.paymentPeriod === period,
  )!;
const accountOf = (a: SeededApplication) => paymentAccountFor(a.paymentPeriod as PaymentPeriod, a.boundDate!);

describe('seeded cards on file', () => {
  it('exist for every seeded application that names a customer and a card, on the account spec 9 assigns', async () => {
    const withCard = SEEDED.filter((a) => a.stripeCustomerId && a.stripeCardId);
    expect(withCard.length).toBeGreaterThan(50);
    const rows = await t.db
      .select({ application: applications.id, account: paymentCustomers.account, card: paymentCards })
      .from(applications)
      .innerJoin(paymentCustomers, eq(paymentCustomers.id, applications.stripeCustomerId))
      .innerJoin(paymentCards, eq(paymentCards.id, applications.stripeCardId))
      .where(isNotNull(applications.stripeCustomerId));
    const byApplication = new Map(rows.map((r) => [r.application, r]));
    for (const a of withCard) {
      const row = byApplication.get(a.id!);
      expect(row, a.id).toBeDefined();
      expect(row!.account).toBe(accountOf(a));
      expect(row!.card).toMatchObject({ customerId: a.stripeCustomerId, brand: 'visa', last4: '4242' });
      expect(row!.card.expYear).toBeGreaterThan(new Date().getUTCFullYear());
    }
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(paymentCustomers);
    expect(n).toBeGreaterThanOrEqual(withCard.length);
  });

  it.each(['annual', 'monthly'] as const)(
    'answers the card of a seeded bound %s policy, and charging it succeeds',
    async (period) => {
      const policy = maplePolicy(period);
      const response = await t.app.inject({
        url: `/api/billing/customers/${policy.stripeCustomerId}/paymentMethods/${policy.stripeCardId}?applicationId=${policy.id}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ type: 'card', card: { brand: 'visa', lastFourDigits: '4242' } });

      const payment = await chargeOnce(t.db, t.app.payments, {
        applicationId: policy.id!,
        account: accountOf(policy),
        customerId: policy.stripeCustomerId!,
        cardId: policy.stripeCardId!,
        amount: 25_00,
        description: 'Endorsement additional premium',
        idempotencyKey: `seed-card-test-${policy.id}`,
        at: new Date(),
      });
      expect(payment).toMatchObject({
        status: 'succeeded',
        provider: 'simulated',
        account: accountOf(policy),
        providerChargeId: expect.stringMatching(/^ch_/),
      });
    },
  );
});
