import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  CreateCustomPremiumsResponse,
  CustomQuoteResponse,
  InvoiceList,
} from '@bm/contracts';
import {
  CUSTOM_PREMIUM_MESSAGES as M,
  customEndorsementQuote,
  formatDate,
  PRODUCT_DEFINITIONS,
  quoteRatesFrom,
} from '@bm/domain';
import { applications, auditLog, ledgerEntries, payments, policyTransactions } from '../src/db/schema.ts';
import { readLedger } from '../src/modules/policies/ledger.ts';
import { bindPolicy, cardToken } from './helpers/bind.ts';
import { cancelPolicy } from './helpers/cancel.ts';
import { dayFromToday, healthFitnessIndividualForm, tenantsForm } from './helpers/forms.ts';
import { checkPolicyMoney } from './helpers/money.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const USERS = ['broker', 'broker2', 'endorsement', 'finance', 'agency', 'underwriter', 'admin'] as const;
const cookies = Object.fromEntries(USERS.map((user) => [user, ''])) as Record<(typeof USERS)[number], string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies[user] = await sessionCookie(t.db, user);
});
afterAll(() => t?.close());

const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const quoteOf = (id: string, totalPremium: number, cookie = cookies.underwriter) =>
  post(`/api/applications/${id}/getCustomEndorsementQuote`, cookie, { totalPremium });
const create = (id: string, body: Record<string, unknown>, cookie = cookies.underwriter) =>
  post(`/api/applications/${id}/createCustomPremiums`, cookie, {
    idempotencyKey: crypto.randomUUID(),
    reason: 'Second location added mid-term',
    totalPremium: 10_000,
    ...body,
  });
const rowsOf = (id: string) =>
  t.db
    .select()
    .from(policyTransactions)
    .where(and(eq(policyTransactions.applicationId, id), eq(policyTransactions.type, 'Custom Premium')));
const succeeded = (id: string) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.applicationId, id), eq(payments.status, 'succeeded')));

describe('custom premium on a tenants policy in Ontario', () => {
  let policy: Application;
  const rates = quoteRatesFrom(PRODUCT_DEFINITIONS.tenants!.rating);
  // A credit card on file (4242), tenants in Ontario: surcharged (not a Quebec consumer).
  const credit = { funding: 'credit', productId: 'tenants', on: '2026-01-01' } as const;
  const expected = customEndorsementQuote(10_000, 'ON', credit, rates);

  beforeAll(async () => {
    policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
  });

  it('is offered to underwriters and super admins only (403 for brokers, endorsement, finance, agency users)', async () => {
    for (const user of ['broker', 'endorsement', 'finance', 'agency'] as const) {
      expect((await quoteOf(policy.applicationId, 10_000, cookies[user])).statusCode, user).toBe(403);
      expect((await create(policy.applicationId, {}, cookies[user])).statusCode, user).toBe(403);
    }
    // Another brokerage's broker may not see the record.
    expect((await quoteOf(policy.applicationId, 10_000, cookies.broker2)).statusCode).toBe(403);
    for (const user of ['underwriter', 'admin'] as const) {
      expect((await quoteOf(policy.applicationId, 10_000, cookies[user])).statusCode, user).toBe(200);
    }
  });

  it('quotes the figures of spec 3 to the cent, from the product and province', async () => {
    const answer = await quoteOf(policy.applicationId, 10_000);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as CustomQuoteResponse;
    expect(body.quote).toEqual(expected);
    expect(body.quote).toMatchObject({ premiumsSum: 10_000, premiumsTaxes: 800, transactionFeeTotal: 2_825 });
    expect(body.hasCardOnFile).toBe(true);
  });

  it("answers the spec's message for a premium of zero, a negative one or none", async () => {
    for (const bad of [0, -500]) {
      const answer = await quoteOf(policy.applicationId, bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('Premium input invalid. Please enter a value greater than zero.');
    }
    expect((await create(policy.applicationId, { totalPremium: 0 })).json().message).toBe(M.invalidPremium);
    expect((await rowsOf(policy.applicationId)).length).toBe(0);
  });

  it('refuses a missing reason and an expiry earlier than the current one, and writes nothing', async () => {
    const noReason = await create(policy.applicationId, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Required');
    const earlier = await create(policy.applicationId, {
      expiryDate: formatDate(new Date(new Date(policy.policyExpiryDate!).getTime() - 2 * 86_400_000)),
    });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().message).toBe(M.expiryEarlier);
    expect(await rowsOf(policy.applicationId)).toHaveLength(0);
    expect(await succeeded(policy.applicationId)).toHaveLength(1);
  });

  it('answers 402 payment_failed on a declined new card and writes nothing', async () => {
    const before = await readLedger(t.db, policy.applicationId);
    const token = await cardToken(t, cookies.underwriter, 'main', '4000000000000002');
    const answer = await create(policy.applicationId, { token });
    expect(answer.statusCode, answer.body).toBe(402);
    expect(answer.json()).toMatchObject({ code: 'payment_failed' });
    expect(await readLedger(t.db, policy.applicationId)).toEqual(before);
    expect(await rowsOf(policy.applicationId)).toHaveLength(0);
  });

  it('refuses figures that moved since they were shown (409), charging nothing', async () => {
    const answer = await create(policy.applicationId, { expectedTotal: expected.total + 1 });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(M.moved);
    expect(await succeeded(policy.applicationId)).toHaveLength(1);
  });

  it('charges the card on file once, records the premium and moves the expiry three months later', async () => {
    const currentExpiry = formatDate(policy.policyExpiryDate!);
    const [y, m, d] = currentExpiry.split('-').map(Number) as [number, number, number];
    const later = formatDate(new Date(Date.UTC(y, m - 1 + 3, d, 12)));
    const body = { idempotencyKey: crypto.randomUUID(), expiryDate: later, expectedTotal: expected.total };
    // A double click: two requests with one key at once, then a retry afterwards.
    const [first, twin] = await Promise.all([
      create(policy.applicationId, body),
      create(policy.applicationId, body),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(twin.statusCode, twin.body).toBe(200);
    const saved = first.json() as CreateCustomPremiumsResponse;
    expect((twin.json() as CreateCustomPremiumsResponse).transactionId).toBe(saved.transactionId);
    const retry = await create(policy.applicationId, body);
    expect((retry.json() as CreateCustomPremiumsResponse).transactionId).toBe(saved.transactionId);

    expect(saved.payment.amount).toBe(expected.total);
    expect(saved.quote).toEqual(expected);
    expect(formatDate(saved.application.policyExpiryDate!)).toBe(later);
    expect(await succeeded(policy.applicationId)).toHaveLength(2);
    const [history] = await rowsOf(policy.applicationId);
    expect(history).toMatchObject({
      reason: 'Second location added mid-term',
      description: 'Custom premium of $100.00',
      premiumDelta: 10_000,
      taxDelta: 800,
      totalDelta: expected.total,
      paymentId: saved.payment.id,
      before: { policyExpiryDate: currentExpiry },
      after: { policyExpiryDate: later },
    });
    // The report line shows the transaction fee's HST apart, and keeps it out of the net margin.
    expect(history!.reportFigures).toMatchObject({
      premium: 10_000,
      transactionFees: 2_825,
      gstHst: expected.transactionFeeGST,
      pst: expected.totalPST,
      netMargin: expected.dmgaPremium + expected.transactionFee + expected.stripeFeesPreTax,
    });
    expect(expected.transactionFeeGST).toBe(325);
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.changeId, saved.transactionId));
    expect(entries.map((e) => [e.kind, e.component, e.amount])).toEqual([
      ['charge', 'customPremium', 10_000],
      ['charge', 'premiumTax', 800],
      ['charge', 'transactionFee', 2_825],
      ['charge', 'cardFee', expected.stripeFees],
      ['payment', null, expected.total],
    ]);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${policy.applicationId}/invoices`,
      headers: { cookie: cookies.underwriter },
    });
    const invoice = (listed.json() as InvoiceList).invoices.find((i) => i.type === 'custom premium');
    expect(invoice).toMatchObject({ status: 'paid', amountDue: expected.total, amountPaid: expected.total });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, policy.applicationId));
    expect((row!.premiumTimeline as { expiryDay: string }).expiryDay).toBe(later);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, policy.applicationId), eq(auditLog.action, 'policy.custom_premium')));
    expect(audit).toHaveLength(1);
    await checkPolicyMoney(t, cookies.underwriter, policy.applicationId, ['bind', 'custom premium']);
  });

  it('pays with a new card, which becomes the card on file', async () => {
    const token = await cardToken(t, cookies.admin, 'main', '5555555555554444');
    const answer = await create(policy.applicationId, { token, totalPremium: 2_550 }, cookies.admin);
    expect(answer.statusCode, answer.body).toBe(200);
    const saved = answer.json() as CreateCustomPremiumsResponse;
    expect(saved.payment.amount).toBe(customEndorsementQuote(2_550, 'ON', credit, rates).total);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, policy.applicationId));
    const [paid] = await t.db.select().from(payments).where(eq(payments.id, saved.payment.id));
    expect(row!.stripeCardId).toBe(paid!.cardId);
    await checkPolicyMoney(t, cookies.admin, policy.applicationId, ['bind', 'custom premium', 'new card']);
  });

  it('answers 404 for a policy that does not exist', async () => {
    expect((await quoteOf(crypto.randomUUID(), 10_000)).statusCode).toBe(404);
  });
});

describe('a cancellation after a custom premium', () => {
  it('keeps the custom premium (fully earned): only the plan money counts as received and is returned', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    const [bind] = await succeeded(policy.applicationId);
    const saved = await create(policy.applicationId, { totalPremium: 20_000 });
    expect(saved.statusCode, saved.body).toBe(200);
    const figures = await cancelPolicy(t, cookies.admin, policy.applicationId, { days: 7, option: 'flat' });
    // Flat on the first day: the whole plan comes back, the custom premium does not.
    expect(figures.paymentReceived).toBe(bind!.amount);
    expect(figures.refundDue).toBeLessThanOrEqual(bind!.amount);
    await checkPolicyMoney(t, cookies.admin, policy.applicationId, ['bind', 'custom premium', 'flat cancel']);
  });
});

describe('custom premium on a health and fitness policy', () => {
  let policy: Application;

  beforeAll(async () => {
    policy = await bindPolicy(
      t,
      cookies.broker,
      'health-fitness-individual',
      healthFitnessIndividualForm(),
      'annual',
    );
  });

  it('offers only the preset premiums $75, $100 and $125', async () => {
    expect((await quoteOf(policy.applicationId, 9_000)).json().message).toBe(M.notPreset);
    for (const preset of [7_500, 10_000, 12_500]) {
      expect((await quoteOf(policy.applicationId, preset)).statusCode).toBe(200);
    }
  });

  it('needs an effective date and one of the operation types', async () => {
    const missing = await create(policy.applicationId, { totalPremium: 7_500 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Required',
      errors: { effectiveDate: 'Required', newOperation: 'Required' },
    });
    const unknown = await create(policy.applicationId, {
      totalPremium: 7_500,
      effectiveDate: dayFromToday(10),
      newOperation: 'boxing-mma-instructor',
    });
    expect(unknown.json().message).toBe(M.unknownOperation);
    expect(await rowsOf(policy.applicationId)).toHaveLength(0);
  });

  it('adds the operation to the policy and charges the preset with its taxes and fees', async () => {
    const answer = await create(policy.applicationId, {
      totalPremium: 12_500,
      effectiveDate: dayFromToday(10),
      newOperation: 'hot-yoga',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const saved = answer.json() as CreateCustomPremiumsResponse;
    expect(saved.quote.premiumsSum).toBe(12_500);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, policy.applicationId));
    expect(String((row!.form as Record<string, unknown>).operations).split(',')).toContain('hot-yoga');
    const [history] = await rowsOf(policy.applicationId);
    expect(formatDate(history!.effectiveDate!)).toBe(dayFromToday(10));
    await checkPolicyMoney(t, cookies.underwriter, policy.applicationId, ['bind', 'custom premium']);
  });
});
