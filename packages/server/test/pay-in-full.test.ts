import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  CancellationPremiumsResponse,
  InvoiceList,
  PayInFullQuoteResponse,
  PayInFullResponse,
} from '@bm/contracts';
import {
  financingFeeShares,
  ledgerBalances,
  PAY_IN_FULL_MESSAGES,
  PRODUCT_DEFINITIONS,
  quoteApplication,
  type Quote,
} from '@bm/domain';
import { applications, auditLog, payments, policyTransactions } from '../src/db/schema.ts';
import { readLedger } from '../src/modules/policies/ledger.ts';
import { bindPolicy, cardToken } from './helpers/bind.ts';
import { cancellationPremiums } from './helpers/cancel.ts';
import { dayFromToday, tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const DAY_MS = 86_400_000;
/** The app's clock: real time unless a test moves it. */
let clock: Date | null = null;
let t: TestApp;
const USERS = ['broker', 'broker2', 'agency', 'endorsement', 'admin'] as const;
const cookies = Object.fromEntries(USERS.map((user) => [user, ''])) as Record<(typeof USERS)[number], string>;

/** Signs every user in again at the clock's time. */
async function signIn() {
  for (const user of USERS) cookies[user] = await sessionCookie(t.db, user, clock ?? new Date());
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock ?? new Date() });
  await signIn();
});
afterAll(() => t?.close());

const post = (url: string, cookie: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
const quoteOf = (id: string, cookie = cookies.broker) =>
  post(`/api/applications/${id}/payInFullQuote`, cookie);
const pay = (id: string, body: Record<string, unknown>, cookie = cookies.broker) =>
  post(`/api/applications/${id}/payInFull`, cookie, { idempotencyKey: crypto.randomUUID(), ...body });

async function invoicesOf(id: string) {
  const listed = await t.app.inject({
    method: 'GET',
    url: `/api/applications/${id}/invoices`,
    headers: { cookie: cookies.admin },
  });
  return listed.json() as InvoiceList;
}

const succeededPayments = (id: string) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.applicationId, id), eq(payments.status, 'succeeded')));

const payInFullRows = (id: string) =>
  t.db
    .select()
    .from(policyTransactions)
    .where(and(eq(policyTransactions.applicationId, id), eq(policyTransactions.type, 'Pay In Full')));

describe('pay in full of a monthly policy, 80 days after bind', () => {
  let policy: Application;
  const form = tenantsForm();
  const bound = quoteApplication(PRODUCT_DEFINITIONS.tenants!, form).quote;
  const instalment = bound.schedule.monthly[1]!.amount;
  const shares = financingFeeShares(bound.financingFees, 'monthly');

  beforeAll(async () => {
    policy = await bindPolicy(t, cookies.broker, 'tenants', form, 'monthly');
    // Starts in a week: payments 2 (about day 38) and 3 (about day 69) fell due unpaid.
    clock = new Date(Date.now() + 80 * DAY_MS);
    await signIn();
  });
  afterAll(async () => {
    clock = null;
    await signIn();
  });

  it('quotes the figures: overdue instalments in full, the financing fee of the nine not yet due returned', async () => {
    const answer = await quoteOf(policy.applicationId);
    expect(answer.statusCode, answer.body).toBe(200);
    const quote = answer.json() as PayInFullQuoteResponse;
    const returned = shares.slice(3).reduce((a, b) => a + b, 0);
    expect(quote).toMatchObject({
      totalAmount: bound.total.monthly,
      receivedAmount: bound.schedule.monthly[0]!.amount,
      remainingAmount: 11 * instalment,
      overdueAmount: 2 * instalment,
      notYetDueAmount: 9 * instalment,
      financingFeesToBeReturned: returned,
      openBalance: 11 * instalment - returned,
      hasCardOnFile: true,
      account: 'finance',
      refusal: null,
      message: null,
    });
    expect(returned).toBeGreaterThan(0);
    expect(quote.invoices.map((line) => [line.instalmentNumber, line.overdue])).toEqual(
      Array.from({ length: 11 }, (_, i) => [i + 2, i < 2]),
    );
    expect(quote.invoices.reduce((sum, line) => sum + line.toPay, 0)).toBe(quote.openBalance);
  });

  it('refuses a broker of another brokerage and an agency user who may not see the record', async () => {
    for (const cookie of [cookies.broker2, cookies.agency]) {
      expect((await quoteOf(policy.applicationId, cookie)).statusCode).toBe(403);
      expect((await pay(policy.applicationId, { expectedOpenBalance: 1 }, cookie)).statusCode).toBe(403);
    }
  });

  it('answers 402 payment_failed on a new card that is declined, and writes nothing', async () => {
    const quote = (await quoteOf(policy.applicationId)).json() as PayInFullQuoteResponse;
    const before = await readLedger(t.db, policy.applicationId);
    const [card] = await t.db.select().from(applications).where(eq(applications.id, policy.applicationId));
    const token = await cardToken(t, cookies.broker, 'finance', '4000000000000341');
    const answer = await pay(policy.applicationId, { token, expectedOpenBalance: quote.openBalance });
    expect(answer.statusCode, answer.body).toBe(402);
    expect(answer.json()).toMatchObject({ code: 'payment_failed' });
    expect(await readLedger(t.db, policy.applicationId)).toEqual(before);
    expect(await payInFullRows(policy.applicationId)).toHaveLength(0);
    expect(await succeededPayments(policy.applicationId)).toHaveLength(1);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, policy.applicationId));
    expect(row!.stripeCardId).toBe(card!.stripeCardId);
  });

  it('refuses a balance that moved since it was shown (409) and charges nothing', async () => {
    const answer = await pay(policy.applicationId, { expectedOpenBalance: 1 });
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().message).toBe(PAY_IN_FULL_MESSAGES.moved);
    expect(await succeededPayments(policy.applicationId)).toHaveLength(1);
  });

  it('pays with the card on file once: every open invoice closed, the fee voided, the ledger balanced', async () => {
    const quote = (await quoteOf(policy.applicationId)).json() as PayInFullQuoteResponse;
    const body = { idempotencyKey: crypto.randomUUID(), expectedOpenBalance: quote.openBalance };
    // Sent twice at once with one key (a double click), then once more afterwards (a retry).
    const [first, twin] = await Promise.all([
      pay(policy.applicationId, body),
      pay(policy.applicationId, body),
    ]);
    expect(twin.statusCode, twin.body).toBe(200);
    expect(twin.json()).toEqual(first.json());
    const again = await pay(policy.applicationId, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    const paid = first.json() as PayInFullResponse;
    expect(again.json()).toEqual(paid);
    expect(paid.payment).toMatchObject({ amount: quote.openBalance, status: 'succeeded' });
    expect(paid.invoicesClosed).toBe(11);
    expect(paid.paid.openBalance).toBe(quote.openBalance);

    // One charge for the key, besides the bind's.
    expect(await succeededPayments(policy.applicationId)).toHaveLength(2);
    const { invoices, totals } = await invoicesOf(policy.applicationId);
    expect(invoices.every((invoice) => invoice.status === 'paid')).toBe(true);
    expect(invoices.every((invoice) => invoice.amountPaid === invoice.amountDue)).toBe(true);
    expect(totals.owing).toBe(0);
    expect(totals.paid).toBe(quote.totalAmount - quote.financingFeesToBeReturned);
    const ledger = await readLedger(t.db, policy.applicationId);
    const b = ledgerBalances(ledger);
    expect(b.owing).toBe(0);
    expect(b.voided).toBe(quote.financingFeesToBeReturned);
    expect(b.collected).toBe(b.billed - b.voided);
    expect(b.collected).toBe(quote.totalAmount - quote.financingFeesToBeReturned);
    const voids = ledger.filter((entry) => entry.kind === 'void');
    expect(voids.every((entry) => entry.component === 'financingFee')).toBe(true);
    expect(voids).toHaveLength(9);

    const [history] = await payInFullRows(policy.applicationId);
    expect(history).toMatchObject({
      paymentId: paid.payment.id,
      totalDelta: -quote.financingFeesToBeReturned,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, policy.applicationId), eq(auditLog.action, 'policy.pay_in_full')));
    expect(audit).toHaveLength(1);
  });

  it('then has nothing to pay: the quote says so and paying answers 409 with the message', async () => {
    const quote = (await quoteOf(policy.applicationId)).json() as PayInFullQuoteResponse;
    expect(quote).toMatchObject({
      openBalance: 0,
      remainingAmount: 0,
      refusal: 'nothingOwing',
      message: PAY_IN_FULL_MESSAGES.nothingOwing,
    });
    const answer = await pay(policy.applicationId, { expectedOpenBalance: 0 });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(PAY_IN_FULL_MESSAGES.nothingOwing);
  });
});

describe('pay in full without a card on file', () => {
  it('is refused with a message until a new card is given, which then becomes the card on file', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
    const id = policy.applicationId;
    await t.db.update(applications).set({ stripeCardId: null }).where(eq(applications.id, id));
    const quote = (await quoteOf(id, cookies.endorsement)).json() as PayInFullQuoteResponse;
    expect(quote).toMatchObject({
      hasCardOnFile: false,
      refusal: 'noCard',
      message: PAY_IN_FULL_MESSAGES.noCard,
    });
    const refused = await pay(id, { expectedOpenBalance: quote.openBalance }, cookies.endorsement);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ message: PAY_IN_FULL_MESSAGES.noCard, code: 'payment_failed' });

    const token = await cardToken(t, cookies.endorsement, quote.account);
    const paid = await pay(id, { token, expectedOpenBalance: quote.openBalance }, cookies.endorsement);
    expect(paid.statusCode, paid.body).toBe(200);
    // Bound a week ahead: no instalment fell due, every one but the first returns its fee.
    expect(quote.overdueAmount).toBe(0);
    expect((paid.json() as PayInFullResponse).invoicesClosed).toBe(11);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row!.stripeCardId).toBeTruthy();

    // A cancellation afterwards earns only the financing fee that was charged (the first payment's).
    const bound = row!.boundQuote as Quote;
    const cancelled = await cancellationPremiums(t, cookies.admin, id, {
      cancEffectiveDate: dayFromToday(200),
      cancOption: 'prorata',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const figures = cancelled.json() as CancellationPremiumsResponse;
    expect(figures.basis.paymentsFallenDue).toBeGreaterThan(1);
    expect(figures.earnedFinancingFee).toBe(financingFeeShares(bound.financingFees, 'monthly')[0]);
  });
});

describe('who may pay in full', () => {
  it('is not offered on an annual plan (403)', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    expect((await quoteOf(policy.applicationId)).statusCode).toBe(403);
  });

  it('answers 404 for a record that does not exist', async () => {
    expect((await quoteOf(crypto.randomUUID())).statusCode).toBe(404);
  });
});
