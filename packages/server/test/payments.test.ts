import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds, simCharges, simRefunds } from '../src/db/schema.ts';
import type { Db } from '../src/db/client.ts';
import {
  CardError,
  PaymentProviderError,
  createSimulatedProcessor,
  type CardInput,
  type PaymentProvider,
} from '../src/integrations/payments/index.ts';
import { chargeOnce, refundOnce } from '../src/modules/payments/index.ts';
import { SIM_TOKEN_TTL_MS } from '../src/integrations/payments/simulated-processor.ts';
import { SEEDED } from './helpers/seeded.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let provider: PaymentProvider;
beforeAll(async () => {
  t = await createTestApp();
  provider = t.app.payments;
});
afterAll(() => t?.close());

const applicationId = SEEDED[0]!.id;
const key = () => `test-${randomUUID()}`;
const card = (number: string, overrides: Partial<CardInput> = {}): CardInput => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  postalCode: 'V6B4N6',
  ...overrides,
});

async function customer(p: PaymentProvider = provider, account: 'main' | 'finance' = 'main') {
  return p.ensureCustomer(account, { email: 'insured@example.com', name: 'Insured Ltd' });
}

/** A customer with the test card saved on it. */
async function savedCard(number: string, p: PaymentProvider = provider) {
  const customerId = await customer(p);
  const { token } = await p.createCardToken('main', card(number));
  const saved = await p.attachCard('main', customerId, token);
  return { customerId, cardId: saved.id, saved };
}

const chargeRequest = (customerId: string, cardId: string, amount = 10_000, idempotencyKey = key()) => ({
  customerId,
  cardId,
  amount,
  currency: 'CAD' as const,
  description: 'Test charge',
  idempotencyKey,
  metadata: { test: 'yes' },
});

const simChargesFor = (db: Db, idempotencyKey: string) =>
  db.select().from(simCharges).where(eq(simCharges.idempotencyKey, idempotencyKey));

describe('simulated processor: the test cards', () => {
  it.each([
    ['4242424242424242', 'visa', '4242'],
    ['5555555555554444', 'mastercard', '4444'],
  ])('%s saves and charges successfully', async (number, brand, last4) => {
    const { customerId, cardId, saved } = await savedCard(number);
    expect(customerId).toMatch(/^cus_[0-9A-Za-z]{14}$/);
    expect(saved).toMatchObject({ id: expect.stringMatching(/^card_[0-9A-Za-z]{24}$/), brand, last4 });
    const request = chargeRequest(customerId, cardId);
    const result = await provider.charge('main', request);
    expect(result).toEqual({ status: 'succeeded', chargeId: expect.stringMatching(/^ch_[0-9A-Za-z]{24}$/) });
    const [row] = await simChargesFor(t.db, request.idempotencyKey);
    expect(row).toMatchObject({ amount: 10_000, status: 'succeeded', customerId, cardId, currency: 'CAD' });
  });

  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.', null],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.', null],
    ['4000000000000069', 'expired_card', 'Your card has expired.', 'expiry'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect.", 'cvc'],
  ])('%s is declined when saved (%s), like the provider', async (number, code, message, field) => {
    const customerId = await customer();
    const { token } = await provider.createCardToken('main', card(number));
    const error = await provider.attachCard('main', customerId, token).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CardError);
    expect(error).toMatchObject({ code, message, field, statusCode: 402 });
    expect(await provider.getCard('main', customerId, 'card_x')).toBeNull();
  });

  it.each([
    ['4000000000000341', 'card_declined', 'Your card was declined.'],
    ['4000000000003220', 'authentication_required', expect.stringContaining('3-D Secure')],
    ['4100000000000019', 'fraudulent', 'Your card was declined.'],
  ])('%s saves, then every charge fails (%s)', async (number, code, message) => {
    const { customerId, cardId } = await savedCard(number);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const result = await provider.charge('main', chargeRequest(customerId, cardId));
      expect(result).toMatchObject({
        status: 'failed',
        code,
        message,
        chargeId: expect.stringMatching(/^ch_/),
      });
    }
  });

  it('refuses numbers that are valid but not test cards, on the number field', async () => {
    const error = await provider.createCardToken('main', card('4012888888881881')).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'card_declined', field: 'number' });
  });

  it('gives random ids', async () => {
    const ids = await Promise.all([customer(), customer(), customer()]);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('simulated processor: tokens, customers and cards', () => {
  it('spends a token once', async () => {
    const customerId = await customer();
    const { token } = await provider.createCardToken('main', card('4242424242424242'));
    expect(token).toMatch(/^tok_/);
    await provider.attachCard('main', customerId, token);
    const again = await provider.attachCard('main', customerId, token).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(PaymentProviderError);
    expect(again).toMatchObject({ code: 'token_already_used', statusCode: 400 });
  });

  it('lets a token be spent by one of two concurrent attaches only', async () => {
    const customerId = await customer();
    const { token } = await provider.createCardToken('main', card('4242424242424242'));
    const results = await Promise.allSettled([
      provider.attachCard('main', customerId, token),
      provider.attachCard('main', customerId, token),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('expires tokens after 15 minutes', async () => {
    let clock = new Date();
    const clocked = createSimulatedProcessor(t.db, () => clock);
    const customerId = await customer(clocked);
    const { token } = await clocked.createCardToken('main', card('4242424242424242'));
    clock = new Date(clock.getTime() + SIM_TOKEN_TTL_MS + 1);
    await expect(clocked.attachCard('main', customerId, token)).rejects.toMatchObject({
      code: 'token_expired',
    });
  });

  it('keeps the two accounts apart', async () => {
    const mainCustomer = await customer(provider, 'main');
    const { token } = await provider.createCardToken('main', card('4242424242424242'));
    await expect(provider.attachCard('finance', mainCustomer, token)).rejects.toMatchObject({
      code: 'resource_missing',
      statusCode: 404,
    });
    const saved = await provider.attachCard('main', mainCustomer, token);
    expect(await provider.getCard('finance', mainCustomer, saved.id)).toBeNull();
    expect(await provider.getCard('main', mainCustomer, saved.id)).toEqual(saved);
    const financeCustomer = await provider.ensureCustomer('finance', {
      email: 'a@example.com',
      name: 'A',
      existingCustomerId: mainCustomer,
    });
    expect(financeCustomer).not.toBe(mainCustomer);
  });

  it('reuses an existing customer and finds only its own cards', async () => {
    const { customerId, cardId } = await savedCard('4242424242424242');
    const again = await provider.ensureCustomer('main', {
      email: 'x@example.com',
      name: 'X',
      existingCustomerId: customerId,
    });
    expect(again).toBe(customerId);
    const other = await customer();
    expect(await provider.getCard('main', other, cardId)).toBeNull();
    expect(await provider.getCard('main', customerId, 'card_unknown')).toBeNull();
  });

  it('fails a charge on a saved card that has expired since', async () => {
    let clock = new Date(Date.UTC(2030, 5, 15));
    const clocked = createSimulatedProcessor(t.db, () => clock);
    const customerId = await customer(clocked);
    const { token } = await clocked.createCardToken(
      'main',
      card('4242424242424242', { expMonth: 6, expYear: 2030 }),
    );
    const { id: cardId } = await clocked.attachCard('main', customerId, token);
    clock = new Date(Date.UTC(2030, 6, 1));
    expect(await clocked.charge('main', chargeRequest(customerId, cardId))).toMatchObject({
      status: 'failed',
      code: 'expired_card',
      field: 'expiry',
    });
  });
});

describe('simulated processor: charges and refunds', () => {
  it('returns the first result for a repeated key and charges once, even concurrently', async () => {
    const { customerId, cardId } = await savedCard('4242424242424242');
    const request = chargeRequest(customerId, cardId);
    const results = await Promise.all([1, 2, 3, 4].map(() => provider.charge('main', request)));
    const again = await provider.charge('main', request);
    const ids = new Set([...results, again].map((r) => (r.status === 'succeeded' ? r.chargeId : null)));
    expect(ids.size).toBe(1);
    expect(await simChargesFor(t.db, request.idempotencyKey)).toHaveLength(1);
  });

  it('refuses a repeated key with different parameters', async () => {
    const { customerId, cardId } = await savedCard('4242424242424242');
    const request = chargeRequest(customerId, cardId);
    await provider.charge('main', request);
    await expect(provider.charge('main', { ...request, amount: 999 })).rejects.toMatchObject({
      code: 'idempotency_key_in_use',
      statusCode: 409,
    });
  });

  it("refuses charges under the provider's $0.50 minimum and unknown cards", async () => {
    const { customerId, cardId } = await savedCard('4242424242424242');
    await expect(provider.charge('main', chargeRequest(customerId, cardId, 49))).rejects.toMatchObject({
      code: 'amount_too_small',
    });
    await expect(provider.charge('main', chargeRequest(customerId, 'card_nope'))).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });

  it('refunds no more than the unrefunded amount of the charge', async () => {
    const { customerId, cardId } = await savedCard('5555555555554444');
    const result = await provider.charge('main', chargeRequest(customerId, cardId, 10_000));
    if (result.status !== 'succeeded') throw new Error('charge failed');
    const refund = (amount: number, idempotencyKey = key()) =>
      provider.refund('main', {
        chargeId: result.chargeId,
        amount,
        idempotencyKey,
        reason: 'requested_by_customer',
      });

    const first = await refund(4_000);
    expect(first).toEqual({ status: 'succeeded', refundId: expect.stringMatching(/^re_[0-9A-Za-z]{24}$/) });
    await expect(refund(6_001)).rejects.toMatchObject({
      code: 'amount_too_large',
      statusCode: 422,
      message: 'Refund amount ($60.01) is greater than unrefunded amount on charge ($60.00).',
    });
    const repeatKey = key();
    const rest = await refund(6_000, repeatKey);
    expect(await refund(6_000, repeatKey)).toEqual(rest);
    await expect(refund(1)).rejects.toMatchObject({ code: 'charge_already_refunded' });
    const [charge] = await t.db.select().from(simCharges).where(eq(simCharges.id, result.chargeId));
    expect(charge!.amountRefunded).toBe(10_000);
    expect(await t.db.select().from(simRefunds).where(eq(simRefunds.chargeId, result.chargeId))).toHaveLength(
      2,
    );
  });

  it('lets concurrent refunds of one charge add up to no more than the charge', async () => {
    const { customerId, cardId } = await savedCard('4242424242424242');
    const result = await provider.charge('main', chargeRequest(customerId, cardId, 5_000));
    if (result.status !== 'succeeded') throw new Error('charge failed');
    const attempts = await Promise.allSettled(
      [1, 2, 3].map(() =>
        provider.refund('main', {
          chargeId: result.chargeId,
          amount: 3_000,
          idempotencyKey: key(),
          reason: 'x',
        }),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
  });

  it('does not refund a failed charge', async () => {
    const { customerId, cardId } = await savedCard('4000000000000341');
    const result = await provider.charge('main', chargeRequest(customerId, cardId));
    const chargeId = result.status === 'failed' ? result.chargeId! : '';
    await expect(
      provider.refund('main', { chargeId, amount: 100, idempotencyKey: key(), reason: 'x' }),
    ).rejects.toMatchObject({ code: 'charge_not_refundable' });
  });
});

describe('chargeOnce', () => {
  const input = (customerId: string, cardId: string, idempotencyKey = key(), amount = 12_345) => ({
    applicationId,
    account: 'main' as const,
    customerId,
    cardId,
    amount,
    description: 'First annual payment',
    idempotencyKey,
    at: new Date(),
  });
  const paymentsFor = (idempotencyKey: string) =>
    t.db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));

  it('records a succeeded payment with the provider charge id', async () => {
    const { customerId, cardId } = await savedCard('4242424242424242');
    const payment = await chargeOnce(t.db, provider, input(customerId, cardId));
    expect(payment).toMatchObject({
      applicationId,
      status: 'succeeded',
      provider: 'simulated',
      account: 'main',
      amount: 12_345,
      currency: 'CAD',
      providerChargeId: expect.stringMatching(/^ch_/),
      failureCode: null,
    });
  });

  it('returns the first payment for a retried key and charges once', async () => {
    const { customerId, cardId } = await savedCard('4242424242424242');
    const first = await chargeOnce(t.db, provider, input(customerId, cardId));
    const retried = await chargeOnce(t.db, provider, input(customerId, cardId, first.idempotencyKey));
    expect(retried).toEqual(first);
    expect(await paymentsFor(first.idempotencyKey)).toHaveLength(1);
    expect(await simChargesFor(t.db, first.idempotencyKey)).toHaveLength(1);
  });

  it('charges once for concurrent calls with the same key', async () => {
    const { customerId, cardId } = await savedCard('4242424242424242');
    const sameKey = key();
    const results = await Promise.all(
      [1, 2, 3].map(() => chargeOnce(t.db, provider, input(customerId, cardId, sameKey))),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.every((r) => r.status === 'succeeded')).toBe(true);
    expect(await paymentsFor(sameKey)).toHaveLength(1);
    expect(await simChargesFor(t.db, sameKey)).toHaveLength(1);
  });

  it('records a failed payment with the failure code and message, and does not retry it', async () => {
    const { customerId, cardId } = await savedCard('4000000000003220');
    const failed = await chargeOnce(t.db, provider, input(customerId, cardId));
    expect(failed).toMatchObject({
      status: 'failed',
      failureCode: 'authentication_required',
      failureMessage: expect.stringContaining('3-D Secure'),
    });
    expect(await chargeOnce(t.db, provider, input(customerId, cardId, failed.idempotencyKey))).toEqual(
      failed,
    );
    expect(await simChargesFor(t.db, failed.idempotencyKey)).toHaveLength(1);
  });

  it('records a refusal (unknown card) as a failed payment', async () => {
    const customerId = await customer();
    const failed = await chargeOnce(t.db, provider, input(customerId, 'card_missing'));
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'resource_missing' });
  });

  it('refuses a key reused for a different payment', async () => {
    const { customerId, cardId } = await savedCard('4242424242424242');
    const first = await chargeOnce(t.db, provider, input(customerId, cardId));
    await expect(
      chargeOnce(t.db, provider, input(customerId, cardId, first.idempotencyKey, 99_999)),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('works inside a transaction, and a rolled-back transaction leaves no payment or charge', async () => {
    const { customerId, cardId } = await savedCard('4242424242424242');
    const committedKey = key();
    const committed = await t.db.transaction((tx) =>
      chargeOnce(tx as unknown as Db, provider, input(customerId, cardId, committedKey)),
    );
    expect(committed.status).toBe('succeeded');
    expect(await paymentsFor(committedKey)).toHaveLength(1);

    const rolledBackKey = key();
    await expect(
      t.db.transaction(async (tx) => {
        await chargeOnce(tx as unknown as Db, provider, input(customerId, cardId, rolledBackKey));
        throw new Error('the rest of the change failed');
      }),
    ).rejects.toThrow('the rest of the change failed');
    expect(await paymentsFor(rolledBackKey)).toHaveLength(0);
    expect(await simChargesFor(t.db, rolledBackKey)).toHaveLength(0);
  });
});

describe('refundOnce', () => {
  async function paid(amount = 20_000) {
    const { customerId, cardId } = await savedCard('4242424242424242');
    return chargeOnce(t.db, provider, {
      applicationId,
      account: 'main',
      customerId,
      cardId,
      amount,
      description: 'Payment',
      idempotencyKey: key(),
      at: new Date(),
    });
  }
  const refundInput = (paymentId: string, amount: number, idempotencyKey = key()) => ({
    paymentId,
    amount,
    idempotencyKey,
    at: new Date(),
    reason: 'Endorsement refund',
    remark: 'Manual refund from CRM',
  });

  it('writes the refunds row and refunds once per key', async () => {
    const payment = await paid();
    const first = await refundOnce(t.db, provider, refundInput(payment.id, 5_000));
    expect(first).toMatchObject({
      paymentId: payment.id,
      applicationId,
      amount: 5_000,
      status: 'succeeded',
      reason: 'Endorsement refund',
      remark: 'Manual refund from CRM',
      manual: false,
      providerRefundId: expect.stringMatching(/^re_/),
    });
    const again = await refundOnce(t.db, provider, refundInput(payment.id, 5_000, first.idempotencyKey));
    expect(again).toEqual(first);
    const stored = await t.db
      .select()
      .from(simRefunds)
      .where(eq(simRefunds.idempotencyKey, first.idempotencyKey));
    expect(stored).toHaveLength(1);
  });

  it('refuses more than what is left of the payment', async () => {
    const payment = await paid(20_000);
    await refundOnce(t.db, provider, refundInput(payment.id, 15_000));
    await expect(refundOnce(t.db, provider, refundInput(payment.id, 5_001))).rejects.toMatchObject({
      statusCode: 422,
      details: { refundable: 5_000 },
    });
    await refundOnce(t.db, provider, refundInput(payment.id, 5_000));
    const rows = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows.map((r) => r.amount).sort()).toEqual([15_000, 5_000].sort());
  });

  it('lets only one of two concurrent full refunds through', async () => {
    const payment = await paid(8_000);
    const attempts = await Promise.allSettled([
      refundOnce(t.db, provider, refundInput(payment.id, 8_000)),
      refundOnce(t.db, provider, refundInput(payment.id, 8_000)),
    ]);
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const rows = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
  });

  it("judges a refund left in flight stale by the app's clock, not the machine's", async () => {
    // The demo story's clock stands in the past: a refund claimed on its day and asked again a
    // minute later (on that clock) is still with the processor, not an orphan to re-drive.
    const payment = await paid(3_000);
    const claimedAt = new Date('2025-06-02T20:00:00Z');
    const idempotencyKey = key();
    await t.db.insert(refunds).values({
      paymentId: payment.id,
      applicationId,
      amount: 3_000,
      status: 'processing',
      reason: 'Endorsement refund',
      idempotencyKey,
      createdAt: claimedAt,
    });
    const again = await refundOnce(t.db, provider, {
      ...refundInput(payment.id, 3_000, idempotencyKey),
      at: new Date(claimedAt.getTime() + 60_000),
    });
    expect(again.status).toBe('processing');
    expect(
      await t.db.select().from(simRefunds).where(eq(simRefunds.idempotencyKey, idempotencyKey)),
    ).toHaveLength(0);
  }, 30_000);

  it('refuses to refund a failed payment or an unknown one', async () => {
    const { customerId, cardId } = await savedCard('4000000000000341');
    const failed = await chargeOnce(t.db, provider, {
      applicationId,
      account: 'main',
      customerId,
      cardId,
      amount: 1_000,
      description: 'Payment',
      idempotencyKey: key(),
      at: new Date(),
    });
    await expect(refundOnce(t.db, provider, refundInput(failed.id, 100))).rejects.toMatchObject({
      statusCode: 422,
    });
    await expect(refundOnce(t.db, provider, refundInput(randomUUID(), 100))).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
