import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  ChangePaymentPlanQuoteResponse,
  ChangePaymentPlanResponse,
  InvoiceList,
  PayInFullQuoteResponse,
} from '@bm/contracts';
import { CHANGE_PAYMENT_PLAN_MESSAGES, ledgerBalances } from '@bm/domain';
import { applications, auditLog, invoices, payments, policyTransactions } from '../src/db/schema.ts';
import { CARD_MESSAGES } from '../src/modules/change-payment-plan/service.ts';
import { declarationsModel } from '../src/modules/documents/declarations-model.ts';
import { loadPolicySource } from '../src/modules/documents/policy-source.ts';
import { readLedger } from '../src/modules/policies/ledger.ts';
import { bindPolicy, cardToken } from './helpers/bind.ts';
import { cancelPolicy } from './helpers/cancel.ts';
import { tenantsForm } from './helpers/forms.ts';
import { checkPolicyMoney } from './helpers/money.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const DAY_MS = 86_400_000;
/** The app's clock: real time unless a test moves it. */
let clock: Date | null = null;
let t: TestApp;
const USERS = ['broker', 'broker2', 'endorsement', 'admin'] as const;
const cookies = Object.fromEntries(USERS.map((user) => [user, ''])) as Record<(typeof USERS)[number], string>;

async function signIn() {
  for (const user of USERS) cookies[user] = await sessionCookie(t.db, user, clock ?? new Date());
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock ?? new Date() });
  await signIn();
});
afterAll(() => t?.close());

const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const quoteOf = (id: string, to: string, cookie = cookies.broker) =>
  post(`/api/applications/${id}/changePaymentPlanQuote`, cookie, { to });
const change = (id: string, body: Record<string, unknown>, cookie = cookies.broker) =>
  post(`/api/applications/${id}/changePaymentPlan`, cookie, { idempotencyKey: crypto.randomUUID(), ...body });
const expected = (quote: ChangePaymentPlanQuoteResponse) => ({
  to: quote.to,
  expectedMovedAmount: quote.movedAmount,
  expectedOverdueAmount: quote.overdueAmount,
});

async function invoicesOf(id: string) {
  const listed = await t.app.inject({
    method: 'GET',
    url: `/api/applications/${id}/invoices`,
    headers: { cookie: cookies.admin },
  });
  return listed.json() as InvoiceList;
}
const planRows = (id: string) =>
  t.db
    .select()
    .from(policyTransactions)
    .where(and(eq(policyTransactions.applicationId, id), eq(policyTransactions.type, 'Payment Plan Change')));
const succeeded = (id: string) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.applicationId, id), eq(payments.status, 'succeeded')));

describe('a monthly tenants policy moved to instalments, then to annual, then cancelled', () => {
  let policy: Application;
  const trail: string[] = ['bound monthly'];

  beforeAll(async () => {
    policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
    clock = new Date(Date.now() + 20 * DAY_MS);
    await signIn();
  });
  afterAll(async () => {
    clock = null;
    await signIn();
  });

  it('quotes instalments: the eleven monthly payments left move onto the instalment dates, a new card asked for', async () => {
    const answer = await quoteOf(policy.applicationId, 'instalment');
    expect(answer.statusCode, answer.body).toBe(200);
    const quote = answer.json() as ChangePaymentPlanQuoteResponse;
    const { invoices } = await invoicesOf(policy.applicationId);
    const open = invoices.filter((invoice) => invoice.status === 'open');
    expect(quote.moved).toHaveLength(11);
    expect(quote.movedAmount).toBe(open.reduce((sum, invoice) => sum + invoice.amountDue, 0));
    // The instalment dates from the second monthly payment's on: months 3, 6 and 9 of the term.
    expect(quote.payments).toHaveLength(3);
    expect(quote.financingFeeReturned).toBeGreaterThan(0);
    expect(quote.financingFeeAdded).toBeGreaterThan(0);
    expect(quote.scheduledAmount).toBe(
      quote.payments.reduce((sum, payment) => sum + payment.parts.amount, 0),
    );
    expect(quote.chargeNow).toBe(0);
    // A monthly card is on the finance account; instalments are paid through the main one.
    expect(quote).toMatchObject({
      from: 'monthly',
      to: 'instalment',
      account: 'main',
      hasCardOnFile: true,
      refusal: 'noCard',
      message: CARD_MESSAGES.otherAccount,
    });
  });

  it('refuses another brokerage’s broker, the same plan and payments that moved, writing nothing', async () => {
    const quote = (
      await quoteOf(policy.applicationId, 'instalment')
    ).json() as ChangePaymentPlanQuoteResponse;
    expect((await quoteOf(policy.applicationId, 'instalment', cookies.broker2)).statusCode).toBe(403);
    expect((await change(policy.applicationId, expected(quote), cookies.broker2)).statusCode).toBe(403);
    const token = await cardToken(t, cookies.broker, 'main');
    const same = await change(policy.applicationId, { ...expected(quote), to: 'monthly', token });
    expect(same.statusCode, same.body).toBe(409);
    expect(same.json().message).toBe(CHANGE_PAYMENT_PLAN_MESSAGES.samePlan);
    const moved = await change(policy.applicationId, { ...expected(quote), expectedMovedAmount: 1, token });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().message).toBe(CHANGE_PAYMENT_PLAN_MESSAGES.moved);
    const noCard = await change(policy.applicationId, expected(quote));
    expect(noCard.statusCode, noCard.body).toBe(402);
    expect(noCard.json()).toMatchObject({ code: 'payment_failed', message: CARD_MESSAGES.otherAccount });
    expect(await planRows(policy.applicationId)).toHaveLength(0);
  });

  it('moves to instalments once per key with a new card: the old payments voided, three new ones, the books agree', async () => {
    const quote = (
      await quoteOf(policy.applicationId, 'instalment')
    ).json() as ChangePaymentPlanQuoteResponse;
    const token = await cardToken(t, cookies.broker, 'main');
    const body = { ...expected(quote), token, idempotencyKey: crypto.randomUUID() };
    const [before] = await t.db.select().from(applications).where(eq(applications.id, policy.applicationId));
    const [first, twin] = await Promise.all([
      change(policy.applicationId, body),
      change(policy.applicationId, body),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(twin.statusCode, twin.body).toBe(200);
    expect(twin.json()).toEqual(first.json());
    const done = first.json() as ChangePaymentPlanResponse;
    expect(done).toMatchObject({ from: 'monthly', to: 'instalment', payment: null, invoicesRaised: 3 });
    expect(done.application.paymentPeriod).toBe('instalment');
    expect(await planRows(policy.applicationId)).toHaveLength(1);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, policy.applicationId));
    expect(row!.stripeCardId).not.toBe(before!.stripeCardId);

    const { invoices, totals } = await invoicesOf(policy.applicationId);
    const open = invoices.filter((invoice) => invoice.status === 'open');
    expect(open.map((invoice) => invoice.instalmentNumber)).toEqual([13, 14, 15]);
    expect(totals.owing).toBe(quote.scheduledAmount);
    const b = ledgerBalances(await readLedger(t.db, policy.applicationId));
    expect(b.owing).toBe(quote.scheduledAmount);
    const [history] = await planRows(policy.applicationId);
    expect(history!.totalDelta).toBe(quote.scheduledAmount - quote.movedAmount);
    expect(history!.taxDelta).toBe(quote.premiumTaxAfter - quote.premiumTaxBefore);
    // The commission report's columns name the fees the change moved.
    expect(history!.reportFigures).toMatchObject({
      taxes: quote.premiumTaxAfter - quote.premiumTaxBefore,
      financingFees: quote.financingFeeAdded - quote.financingFeeReturned,
      providerFees: quote.surchargeAdded - quote.surchargeReturned,
      totalCharged: quote.scheduledAmount - quote.movedAmount,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, policy.applicationId), eq(auditLog.action, 'policy.payment_plan_change')),
      );
    expect(audit).toHaveLength(1);
    // The declarations print the new plan: the bind's first payment, then the three instalments,
    // adding up to what the plan payments bill, their figures as bound then the plan change's.
    const model = declarationsModel((await loadPolicySource(t.db, policy.applicationId))!, new Date());
    expect(model.planLabel).toMatch(/instalment/i);
    expect(model.schedule.map((p) => p.sequence)).toEqual([1, 13, 14, 15]);
    expect(model.schedule.slice(1).map((p) => p.amount)).toEqual(quote.payments.map((p) => p.parts.amount));
    expect(model.total).toBe(model.schedule.reduce((sum, p) => sum + p.amount, 0));
    expect(model.sections.reduce((sum, section) => sum + section.total, 0)).toBe(model.total);
    expect(model.sections.at(-1)?.title).toBe('Payment plan change');
    expect(model.transactionType).toMatch(/^Payment Plan Change/);
    // A card with no surcharge pays the new payments without theirs (decision 0063): pay in full's
    // quote takes the surcharge the change billed off the total a debit card pays.
    const payInFull = await post(
      `/api/applications/${policy.applicationId}/payInFullQuote`,
      cookies.broker,
      {},
    );
    const full = payInFull.json() as PayInFullQuoteResponse;
    expect(quote.surchargeAdded).toBeGreaterThan(0);
    expect(full.card.noSurchargeTotal).toBe(full.openBalance - quote.surchargeAdded);
    trail.push('moved to instalments');
    await checkPolicyMoney(t, cookies.admin, policy.applicationId, trail);
  });

  it('moves to annual with the card on file: one charge pays what is left, nothing is owed after', async () => {
    clock = new Date(Date.now() + 30 * DAY_MS);
    await signIn();
    const quote = (await quoteOf(policy.applicationId, 'annual')).json() as ChangePaymentPlanQuoteResponse;
    expect(quote).toMatchObject({ refusal: null, account: 'main', financingFeeAdded: 0 });
    expect(quote.moved).toHaveLength(3);
    expect(quote.chargeNow).toBe(quote.scheduledAmount);
    expect(quote.financingFeeReturned).toBeGreaterThan(0);
    const done = await change(policy.applicationId, expected(quote));
    expect(done.statusCode, done.body).toBe(200);
    const answer = done.json() as ChangePaymentPlanResponse;
    expect(answer.payment).toMatchObject({ amount: quote.chargeNow, status: 'succeeded' });
    expect(answer.application.paymentPeriod).toBe('annual');
    expect(await succeeded(policy.applicationId)).toHaveLength(2);
    const { totals } = await invoicesOf(policy.applicationId);
    expect(totals.owing).toBe(0);
    trail.push('moved to annual');
    await checkPolicyMoney(t, cookies.admin, policy.applicationId, trail);
    // Annual: nothing left to move, and the action is no longer offered.
    expect((await quoteOf(policy.applicationId, 'monthly')).statusCode).toBe(403);
  });

  it('is cancelled afterwards with the books still agreeing', async () => {
    await cancelPolicy(t, cookies.endorsement, policy.applicationId, { days: 60 });
    trail.push('cancelled');
    await checkPolicyMoney(t, cookies.admin, policy.applicationId, trail);
  });
});

describe('a policy moved to instalments, cancelled and reinstated', () => {
  it('raises the new plan’s payments again with their parts: pay in full still returns their financing fee', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
    const quote = (
      await quoteOf(policy.applicationId, 'instalment')
    ).json() as ChangePaymentPlanQuoteResponse;
    const token = await cardToken(t, cookies.broker, 'main');
    expect((await change(policy.applicationId, { ...expected(quote), token })).statusCode).toBe(200);
    await cancelPolicy(t, cookies.endorsement, policy.applicationId, { days: 30 });
    const preview = await post(
      `/api/applications/${policy.applicationId}/reinstate/preview`,
      cookies.admin,
      {},
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const reinstated = await post(`/api/applications/${policy.applicationId}/reinstate`, cookies.admin, {
      reinstatementReason: 'Processing Error',
      details: 'Cancelled by mistake',
      expectedTotal: preview.json().totalToInvoice,
    });
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    const again = await t.db
      .select({ instalment: invoices.instalmentNumber, parts: invoices.planParts, status: invoices.status })
      .from(invoices)
      .where(and(eq(invoices.applicationId, policy.applicationId), eq(invoices.status, 'open')));
    const raised = again.filter((row) => (row.instalment ?? 0) > 12);
    expect(raised.length).toBeGreaterThan(0);
    for (const row of raised) {
      expect(row.parts).toEqual(quote.payments.find((p) => p.instalmentNumber === row.instalment)?.parts);
    }
    const full = (
      await post(`/api/applications/${policy.applicationId}/payInFullQuote`, cookies.broker, {})
    ).json() as PayInFullQuoteResponse;
    expect(full.financingFeesToBeReturned).toBeGreaterThan(0);
    await checkPolicyMoney(t, cookies.admin, policy.applicationId, [
      'monthly',
      'instalments',
      'cancelled',
      'reinstated',
    ]);
  });
});
