import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, PayApplicationResponse } from '@bm/contracts';
import { formatDate, PRODUCT_DEFINITIONS, quoteApplication, type Form } from '@bm/domain';
import { applications, payments, refunds, simCharges, type PaymentPurpose } from '../src/db/schema.ts';
import { applyBindPayment } from '../src/modules/applications/index.ts';
import { chargeForPolicyChange, PAYMENT_MESSAGES, reconcilePayments } from '../src/modules/payments/index.ts';
import { roommate, tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { bindPolicy, cardToken } from './helpers/bind.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let broker = '';

beforeAll(async () => {
  t = await createTestApp();
  broker = await sessionCookie(t.db, 'broker');
});
afterAll(() => t?.close());

const IN_FLIGHT = 'A payment for this policy is already being processed. Please wait a moment and refresh.';
const ALREADY_BOUND = 'This policy is already bound.';

const form: Form = tenantsForm();
const quote = quoteApplication(PRODUCT_DEFINITIONS.tenants!, form).quote;

/** A quoted tenants application, paid monthly (on the finance account). */
async function quotedApplication(): Promise<string> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: { cookie: broker },
    payload: { productId: 'tenants' },
  });
  const id = (started.json() as Application).applicationId;
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/applications/${id}`,
    headers: { cookie: broker },
    payload: {
      productId: 'tenants',
      currentPage: 4,
      form,
      productVersionSeen: '1.0',
      paymentPeriod: 'monthly',
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

const pay = (id: string, token: string, idempotencyKey: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/pay`,
    headers: { cookie: broker },
    payload: { paymentPeriod: 'monthly', token, idempotencyKey, expectedTotal: quote.total.monthly },
  });

/** Succeeded processor charges per application (the simulated processor's own records). */
async function chargesPerApplication(ids: string[]) {
  const rows = await t.db
    .select({
      applicationId: sql<string>`${simCharges.metadata}->>'applicationId'`,
      n: sql<number>`count(*)::int`,
    })
    .from(simCharges)
    .where(
      sql`${simCharges.status} = 'succeeded' and ${simCharges.metadata}->>'applicationId' in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .groupBy(sql`${simCharges.metadata}->>'applicationId'`);
  return new Map(rows.map((row) => [row.applicationId, row.n]));
}

async function expectChargedOnceAndInvoiced(ids: string[]) {
  const charges = await chargesPerApplication(ids);
  expect(ids.map((id) => charges.get(id) ?? 0)).toEqual(ids.map(() => 1));
  const succeeded = await t.db.select().from(payments).where(inArray(payments.applicationId, ids));
  const taken = succeeded.filter((p) => p.status === 'succeeded');
  expect(taken).toHaveLength(ids.length);
  expect(taken.every((p) => p.invoiceId !== null)).toBe(true);
}

describe('two payment attempts on one application at the same time', () => {
  it('with different keys (two tabs): one charge and one bound policy; the other attempt is told to wait', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => quotedApplication()));
    const tokens = await Promise.all(
      ids.map(async () => [await cardToken(t, broker, 'finance'), await cardToken(t, broker, 'finance')]),
    );
    const answers = await Promise.all(
      ids.map((id, i) => Promise.all(tokens[i]!.map((token) => pay(id, token, randomUUID())))),
    );
    for (const pair of answers) {
      const codes = pair.map((r) => r.statusCode).sort();
      expect(codes, pair.map((r) => `${r.statusCode} ${String(r.json().message ?? '')}`).join('; ')).toEqual([
        200, 409,
      ]);
      const loser = pair.find((r) => r.statusCode === 409)!;
      expect([IN_FLIGHT, ALREADY_BOUND]).toContain(loser.json().message);
      const winner = pair.find((r) => r.statusCode === 200)!.json() as PayApplicationResponse;
      expect(winner.application.status).toBe('bound');
    }
    await expectChargedOnceAndInvoiced(ids);
  });

  it('with the same key and token (a retry while the first runs): both answer the one bound payment', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => quotedApplication()));
    const answers = await Promise.all(
      ids.map(async (id) => {
        const token = await cardToken(t, broker, 'finance');
        const key = randomUUID();
        return Promise.all([pay(id, token, key), pay(id, token, key)]);
      }),
    );
    for (const pair of answers) {
      expect(
        pair.map((r) => r.statusCode),
        pair.map((r) => `${r.statusCode} ${String(r.json().message ?? '')}`).join('; '),
      ).toEqual([200, 200]);
      const [a, b] = pair.map((r) => r.json() as PayApplicationResponse);
      expect(a!.payment.id).toBe(b!.payment.id);
      expect(b!.application.status).toBe('bound');
    }
    await expectChargedOnceAndInvoiced(ids);
  });

  it('after a bound payment, a new attempt with a new key is told the policy is bound and charges nothing', async () => {
    const id = await quotedApplication();
    const first = await pay(id, await cardToken(t, broker, 'finance'), randomUUID());
    expect(first.statusCode, first.body).toBe(200);
    const again = await pay(id, await cardToken(t, broker, 'finance'), randomUUID());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_BOUND);
    await expectChargedOnceAndInvoiced([id]);
  });

  it('a retry with the key of a declined attempt answers the same decline, not a spent-token error', async () => {
    const id = await quotedApplication();
    const token = await cardToken(t, broker, 'finance', '4000000000000341');
    const key = randomUUID();
    const first = await pay(id, token, key);
    const retry = await pay(id, token, key);
    expect(first.statusCode).toBe(402);
    expect(retry.statusCode).toBe(402);
    expect(retry.json()).toMatchObject({ message: 'Your card was declined.', code: 'card_declined' });
    const rows = await t.db.select().from(payments).where(eq(payments.applicationId, id));
    expect(rows.map((p) => p.status)).toEqual(['failed']);
  });
});

describe('a payment whose server stopped mid-payment (left processing)', () => {
  const firstMonthly = quote.schedule.monthly[0]!.amount;
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const reconcile = () =>
    reconcilePayments({
      db: t.db,
      payments: t.app.payments,
      storage: t.app.storage,
      now: () => new Date(),
      applyBind: applyBindPayment,
    });

  /** What a crashed request leaves: its payments row processing and, when `charged`, the processor's charge. */
  async function leftProcessing(
    id: string,
    options: {
      charged: boolean;
      createdAt: Date;
      purpose?: Partial<Extract<PaymentPurpose, { kind: 'bind' }>>;
    },
  ) {
    const provider = t.app.payments;
    const customerId = await provider.ensureCustomer('finance', {
      email: 'x@example.com',
      name: 'Jordan Rivera',
    });
    const { token } = await provider.createCardToken('finance', {
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
      cvc: '123',
      postalCode: 'M5V2T6',
    });
    const cardId = (await provider.attachCard('finance', customerId, token)).id;
    const idempotencyKey = randomUUID();
    const [row] = await t.db
      .insert(payments)
      .values({
        applicationId: id,
        provider: 'simulated',
        account: 'finance',
        customerId,
        cardId,
        amount: firstMonthly,
        status: 'processing',
        idempotencyKey,
        description: 'Tenants Insurance: first monthly payment',
        purpose: {
          kind: 'bind',
          paymentPeriod: 'monthly',
          expectedTotal: quote.total.monthly,
          userId: '00000000-0000-4000-9000-000000000007',
          ...options.purpose,
        },
        createdAt: options.createdAt,
      })
      .returning();
    if (options.charged) {
      const charged = await provider.charge('finance', {
        customerId,
        cardId,
        amount: firstMonthly,
        currency: 'CAD',
        description: 'first monthly payment',
        idempotencyKey,
        metadata: { applicationId: id, paymentId: row!.id },
      });
      expect(charged.status).toBe('succeeded');
    }
    return row!;
  }

  const paymentRow = async (id: string) =>
    (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
  const status = async (id: string) =>
    (await t.db.select({ status: applications.status }).from(applications).where(eq(applications.id, id)))[0]!
      .status;
  const chargeOf = async (key: string) =>
    (await t.db.select().from(simCharges).where(eq(simCharges.idempotencyKey, key)))[0] ?? null;

  it('is applied when charged, failed when not, refunded when it can no longer bind, and only once stale', async () => {
    const [charged, notCharged, changed, fresh] = await Promise.all(
      [1, 2, 3, 4].map(() => quotedApplication()),
    );
    const a = await leftProcessing(charged!, { charged: true, createdAt: minutesAgo(10) });
    const b = await leftProcessing(notCharged!, { charged: false, createdAt: minutesAgo(10) });
    // The total the broker saw is not the total now: binding would be at a price never agreed.
    const c = await leftProcessing(changed!, {
      charged: true,
      createdAt: minutesAgo(10),
      purpose: { expectedTotal: quote.total.monthly + 100 },
    });
    const d = await leftProcessing(fresh!, { charged: true, createdAt: new Date() });

    const first = await reconcile();
    expect(first).toMatchObject({ applied: 1, failed: 1, refunded: 1, errors: 0 });

    // Charged: the bind completes with the charge, which pays the first invoice.
    expect(await status(charged!)).toBe('bound');
    expect(await paymentRow(a.id)).toMatchObject({ status: 'succeeded', invoiceId: expect.any(String) });
    // Not charged: nothing was taken, the payment failed and the broker may pay again.
    expect(await paymentRow(b.id)).toMatchObject({ status: 'failed', invoiceId: null });
    expect(await status(notCharged!)).toBe('quoted');
    // Charged but no longer bindable as agreed: refunded in full, still unbound.
    expect(await paymentRow(c.id)).toMatchObject({ status: 'succeeded', invoiceId: null });
    expect((await chargeOf(c.idempotencyKey))!.amountRefunded).toBe(firstMonthly);
    expect(await status(changed!)).toBe('quoted');
    // Younger than STALE_MS: it may still be in flight, so it is left alone.
    expect(await paymentRow(d.id)).toMatchObject({ status: 'processing' });
    expect(await status(fresh!)).toBe('quoted');

    const snapshot = async () => ({
      payments: await t.db
        .select()
        .from(payments)
        .where(inArray(payments.applicationId, [charged!, notCharged!, changed!, fresh!])),
      refunds: await t.db
        .select()
        .from(refunds)
        .where(inArray(refunds.applicationId, [charged!, notCharged!, changed!, fresh!])),
      charges: await chargesPerApplication([charged!, notCharged!, changed!, fresh!]),
    });
    const before = await snapshot();
    expect(await reconcile()).toMatchObject({ applied: 0, failed: 0, refunded: 0 });
    expect(await snapshot()).toEqual(before);

    // The broker: the failed and the refunded ones can pay again (one new charge each); the one in
    // flight is waited for.
    const again = await pay(notCharged!, await cardToken(t, broker, 'finance'), randomUUID());
    expect(again.statusCode, again.body).toBe(200);
    const retryRefunded = await pay(changed!, await cardToken(t, broker, 'finance'), c.idempotencyKey);
    expect(retryRefunded.statusCode).toBe(409);
    expect(retryRefunded.json().message).toBe(
      'This payment could not be applied to the policy and was refunded to the card. Please pay again.',
    );
    const blocked = await pay(fresh!, await cardToken(t, broker, 'finance'), randomUUID());
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(IN_FLIGHT);
    expect((await chargesPerApplication([fresh!])).get(fresh!)).toBe(1);
  });

  it('a retry with the same key after the crash gets the bound policy, without a second charge or token', async () => {
    const id = await quotedApplication();
    const left = await leftProcessing(id, { charged: true, createdAt: minutesAgo(10) });
    const retry = await pay(id, await cardToken(t, broker, 'finance'), left.idempotencyKey);
    expect(retry.statusCode, retry.body).toBe(200);
    expect((retry.json() as PayApplicationResponse).payment.id).toBe(left.id);
    expect((retry.json() as PayApplicationResponse).application.status).toBe('bound');
    await expectChargedOnceAndInvoiced([id]);
  });
});

describe('an endorsement charge retried while it runs', () => {
  it('with the same key and token: charged once, and the retry is never refused for the spent token', async () => {
    const underwriter = await sessionCookie(t.db, 'endorsement');
    const policy = await bindPolicy(t, broker, 'tenants', tenantsForm(), 'annual');
    const endorsement = {
      reason: 'Add Roommate',
      effectiveDate: formatDate(new Date(policy.policyEffectiveDate!)),
      changes: [{ field: 'roommates', newValue: [roommate('Sam Lee', '20000', '5000')] }],
    };
    const quoted = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${policy.applicationId}/endorsement/quote`,
      headers: { cookie: underwriter },
      payload: endorsement,
    });
    const priced = quoted.json() as {
      endorsementFeesAndTotals: { total: { annual: number } };
      payment: { account: 'main' | 'finance' };
    };
    const token = await cardToken(t, underwriter, priced.payment.account);
    const idempotencyKey = randomUUID();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/applications/${policy.applicationId}/endorsement`,
        headers: { cookie: underwriter },
        payload: {
          endorsement: { ...endorsement, expectedTotal: priced.endorsementFeesAndTotals.total.annual },
          token,
          idempotencyKey,
        },
      });
    const answers = await Promise.all([send(), send()]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).not.toBe(400);
      expect(answer.json().code).not.toBe('token_already_used');
    }
    // Both answer the one change saved under the key (the second waited for it, never saved twice).
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().transactionId).toBe(answers[1]!.json().transactionId);
    const charged = await t.db.select().from(simCharges).where(eq(simCharges.idempotencyKey, idempotencyKey));
    expect(charged).toHaveLength(1);
  });
});

describe('an endorsement charge whose change was never written (its server stopped after the charge)', () => {
  it('blocks other attempts until reconciled, is refunded once stale, and its retry charges nothing more', async () => {
    const underwriter = await sessionCookie(t.db, 'endorsement');
    const policy = await bindPolicy(t, broker, 'tenants', tenantsForm(), 'annual');
    const [app] = await t.db.select().from(applications).where(eq(applications.id, policy.applicationId));
    const endorsement = {
      reason: 'Add Roommate',
      effectiveDate: formatDate(new Date(policy.policyEffectiveDate!)),
      changes: [{ field: 'roommates', newValue: [roommate('Sam Lee', '20000', '5000')] }],
    };
    const idempotencyKey = randomUUID();
    // What the request did before it stopped: the charge, on the card on file, and nothing else.
    const { payment } = await chargeForPolicyChange(
      { db: t.db, payments: t.app.payments },
      { ...app!, applicationId: app!.id, paymentPeriod: 'annual' },
      1_234,
      { idempotencyKey, description: 'Tenants endorsement: Add Roommate', now: new Date() },
    );
    expect(payment.status).toBe('succeeded');
    const send = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/applications/${policy.applicationId}/endorsement`,
        headers: { cookie: underwriter },
        payload: { endorsement, idempotencyKey: key },
      });

    // Another attempt while the charge is neither recorded nor refunded: told to wait, nothing charged.
    const other = await send(randomUUID());
    expect(other.statusCode, other.body).toBe(409);
    const reconcileNow = (staleMs: number) =>
      reconcilePayments({
        db: t.db,
        payments: t.app.payments,
        storage: t.app.storage,
        now: () => new Date(),
        staleMs,
        applyBind: applyBindPayment,
      });
    expect(await reconcileNow(60_000)).toMatchObject({ refunded: 0 }); // not stale yet: left alone
    expect(await reconcileNow(0)).toMatchObject({ refunded: 1 });
    const refunded = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(refunded.map((row) => [row.amount, row.status])).toEqual([[1_234, 'succeeded']]);
    expect(await reconcileNow(0)).toMatchObject({ refunded: 0 }); // once

    // The retry of the stopped request: told its payment was refunded; no charge, no change written.
    const retry = await send(idempotencyKey);
    expect(retry.statusCode, retry.body).toBe(409);
    expect(retry.json().message).toBe(PAYMENT_MESSAGES.refunded);
    const [after] = await t.db.select().from(applications).where(eq(applications.id, policy.applicationId));
    expect(after!.form).toEqual(app!.form);
    const charged = await t.db.select().from(simCharges).where(eq(simCharges.idempotencyKey, idempotencyKey));
    expect(charged).toHaveLength(1);
  });
});
