import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, FinanceTransactionResponse, InvoiceList } from '@bm/contracts';
import { addMonthsToDay, FINANCE_TRANSACTION_MESSAGES, formatDate, ledgerBalances } from '@bm/domain';
import { auditLog, invoices, ledgerEntries, policyTransactions, refunds } from '../src/db/schema.ts';
import { ACTION_NOT_ALLOWED } from '../src/modules/policies/access.ts';
import { readLedger } from '../src/modules/policies/ledger.ts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { checkPolicyMoney } from './helpers/money.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const USERS = ['broker', 'broker2', 'finance', 'admin', 'endorsement', 'underwriter'] as const;
const cookies = Object.fromEntries(USERS.map((user) => [user, ''])) as Record<(typeof USERS)[number], string>;
let monthly: Application;
let annual: Application;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies[user] = await sessionCookie(t.db, user);
  monthly = await bindPolicy(
    t,
    cookies.broker,
    'tenants',
    tenantsForm({ 'insured-name': 'Monthly Payer' }),
    'monthly',
  );
  annual = await bindPolicy(
    t,
    cookies.broker,
    'tenants',
    tenantsForm({ 'insured-name': 'Annual Payer' }),
    'annual',
  );
});
afterAll(() => t?.close());

const post = (body: Record<string, unknown>, cookie = cookies.finance, id = monthly.applicationId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/financeTransaction`,
    headers: { cookie },
    payload: body,
  });
const invoiceList = async (id: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/applications/${id}/invoices`,
    headers: { cookie: cookies.finance },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as InvoiceList;
};
const today = () => formatDate(new Date());
const openIds = async (id: string) =>
  (await invoiceList(id)).invoices.filter((i) => i.status === 'open').map((i) => i.id);

describe('POST /api/applications/{id}/financeTransaction: FinanceAdjustment', () => {
  it('a positive adjustment raises an invoice the insured owes, with its history and audit rows', async () => {
    const before = (await invoiceList(annual.applicationId)).totals;
    const response = await post(
      { transactionType: 'FinanceAdjustment', amount: 4_321, description: 'Broker fee collected late' },
      cookies.finance,
      annual.applicationId,
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as FinanceTransactionResponse;
    expect(answer).toMatchObject({
      transactionType: 'FinanceAdjustment',
      amount: 4_321,
      refundPending: 0,
      settled: [],
    });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, answer.invoiceId!));
    expect(invoice).toMatchObject({
      type: 'finance adjustment',
      status: 'open',
      amountDue: 4_321,
      description: 'Finance adjustment: Broker fee collected late',
    });
    expect(invoice!.number).toMatch(/-FIN\d+$/);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, invoice!.id));
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'charge', component: 'financeAdjustment', amount: 4_321 }),
    ]);
    const [history] = await t.db
      .select()
      .from(policyTransactions)
      .where(eq(policyTransactions.id, answer.transactionId));
    expect(history).toMatchObject({
      type: 'Finance Adjustment',
      reason: 'Charge',
      description: 'Broker fee collected late',
      totalDelta: 4_321,
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'policy.finance.adjustment'));
    expect(audits.length).toBeGreaterThan(0);
    const after = (await invoiceList(annual.applicationId)).totals;
    expect(after.owing - before.owing).toBe(4_321);
    expect(after.billed - before.billed).toBe(4_321);
    await checkPolicyMoney(t, cookies.finance, annual.applicationId, ['bind annual', 'adjust +4321']);
  });

  it('a negative adjustment is a credit taken off the open invoices, earliest due first', async () => {
    const list = await invoiceList(monthly.applicationId);
    const open = list.invoices
      .filter((i) => i.status === 'open')
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    const first = open[0]!;
    const credit = first.amountDue - first.amountPaid + 7;
    const response = await post({
      transactionType: 'FinanceAdjustment',
      amount: -credit,
      description: 'Goodwill credit',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as FinanceTransactionResponse;
    expect(answer.refundPending).toBe(0);
    expect(answer.settled).toEqual([
      { invoiceId: first.id, amount: first.amountDue - first.amountPaid },
      { invoiceId: open[1]!.id, amount: 7 },
    ]);
    const after = await invoiceList(monthly.applicationId);
    expect(after.invoices.find((i) => i.id === first.id)!.status).not.toBe('open');
    expect(after.totals.owing).toBe(list.totals.owing - credit);
    const [history] = await t.db
      .select()
      .from(policyTransactions)
      .where(eq(policyTransactions.id, answer.transactionId));
    expect(history).toMatchObject({ type: 'Finance Adjustment', reason: 'Credit', totalDelta: -credit });
    await checkPolicyMoney(t, cookies.finance, monthly.applicationId, ['bind monthly', `credit ${credit}`]);
  });

  it('a credit beyond the open invoices is owed back as a pending manual refund, at most what was paid', async () => {
    const policy = await bindPolicy(
      t,
      cookies.broker,
      'tenants',
      tenantsForm({ 'insured-name': 'Credit Payer' }),
      'annual',
    );
    const balances = ledgerBalances(await readLedger(t.db, policy.applicationId));
    expect(balances.owing).toBe(0);
    const tooMuch = await post(
      { transactionType: 'FinanceAdjustment', amount: -(balances.collected + 1), description: 'Too much' },
      cookies.finance,
      policy.applicationId,
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(FINANCE_TRANSACTION_MESSAGES.creditTooLarge);
    const response = await post(
      { transactionType: 'FinanceAdjustment', amount: -2_500, description: 'Price match' },
      cookies.admin,
      policy.applicationId,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as FinanceTransactionResponse).refundPending).toBe(2_500);
    const pending = await t.db.select().from(refunds).where(eq(refunds.applicationId, policy.applicationId));
    expect(pending).toEqual([expect.objectContaining({ amount: 2_500, manual: true, status: 'pending' })]);
    await checkPolicyMoney(t, cookies.finance, policy.applicationId, [
      'bind annual',
      'credit 2500 to refund',
    ]);
    // Finance pays it out by hand (decision 0020): the credit note settles.
    const settled = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${policy.applicationId}/refunds/${pending[0]!.id}/settle`,
      headers: { cookie: cookies.finance },
      payload: { paidOn: today(), reference: 'Cheque 1042' },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    await checkPolicyMoney(t, cookies.finance, policy.applicationId, [
      'bind annual',
      'credit 2500 to refund',
      'paid out',
    ]);
  });

  it('refuses zero, a blank or over-long description, and changes nothing', async () => {
    const before = await readLedger(t.db, monthly.applicationId);
    const zero = await post({ transactionType: 'FinanceAdjustment', amount: 0, description: 'Nothing' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('The amount cannot be zero.');
    const blank = await post({ transactionType: 'FinanceAdjustment', amount: 100, description: '   ' });
    expect(blank.json().message).toBe('Enter a description.');
    const long = await post({
      transactionType: 'FinanceAdjustment',
      amount: 100,
      description: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('The description can be at most 1000 characters.');
    const cents = await post({
      transactionType: 'FinanceAdjustment',
      amount: 10.5,
      description: 'Half a cent',
    });
    expect(cents.statusCode).toBe(400);
    expect(await readLedger(t.db, monthly.applicationId)).toEqual(before);
  });

  it('is for finance users and super admins only; another brokerage cannot see it', async () => {
    const body = { transactionType: 'FinanceAdjustment', amount: 100, description: 'Role check' };
    for (const who of ['broker', 'endorsement', 'underwriter'] as const) {
      const response = await post(body, cookies[who]);
      expect(response.statusCode, who).toBe(403);
      expect(response.json().message).toBe(ACTION_NOT_ALLOWED);
    }
    expect((await post(body, cookies.broker2)).statusCode).toBe(404);
    expect((await post(body, '')).statusCode).toBe(401);
    expect((await post(body, cookies.admin)).statusCode).toBe(200);
  });
});

describe('POST /api/applications/{id}/financeTransaction: OffPlatformPayment', () => {
  it('settles the chosen open invoices as paid by hand; paying them all brings the balance to zero', async () => {
    const ids = await openIds(monthly.applicationId);
    expect(ids.length).toBeGreaterThan(1);
    const response = await post({
      transactionType: 'OffPlatformPayment',
      paymentDate: today(),
      invoiceIds: ids,
      description: 'Cheque 881',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as FinanceTransactionResponse;
    expect(answer.settled.map((s) => s.invoiceId).sort()).toEqual([...ids].sort());
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.changeId, answer.transactionId));
    expect(entries.every((e) => e.kind === 'payment' && e.manual && e.paymentId === null)).toBe(true);
    expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(answer.amount);
    const after = await invoiceList(monthly.applicationId);
    expect(after.totals.owing).toBe(0);
    expect(after.invoices.filter((i) => ids.includes(i.id)).every((i) => i.status === 'paid')).toBe(true);
    const [history] = await t.db
      .select()
      .from(policyTransactions)
      .where(eq(policyTransactions.id, answer.transactionId));
    expect(history).toMatchObject({
      type: 'Off-Platform Payment',
      reason: 'Paid outside the card processor',
    });
    expect(history!.description).toContain('Cheque 881');
    await checkPolicyMoney(t, cookies.finance, monthly.applicationId, [
      'bind monthly',
      'credit',
      'paid off platform',
    ]);
  });

  it('refuses a future date, no invoice, or an invoice that is not open, and changes nothing', async () => {
    const policy = await bindPolicy(
      t,
      cookies.broker,
      'tenants',
      tenantsForm({ 'insured-name': 'Refusals' }),
      'monthly',
    );
    const before = await readLedger(t.db, policy.applicationId);
    const ids = await openIds(policy.applicationId);
    const send = (body: Record<string, unknown>) =>
      post({ transactionType: 'OffPlatformPayment', ...body }, cookies.finance, policy.applicationId);
    const future = await send({ paymentDate: addMonthsToDay(today(), 1), invoiceIds: ids });
    expect(future.json().message).toBe('The payment date cannot be in the future.');
    const none = await send({ paymentDate: today(), invoiceIds: [] });
    expect(none.json().message).toBe('Choose at least one open invoice the payment settles.');
    const paid = (await invoiceList(policy.applicationId)).invoices.find((i) => i.status === 'paid')!;
    const notOpen = await send({ paymentDate: today(), invoiceIds: [ids[0], paid.id] });
    expect(notOpen.statusCode).toBe(400);
    expect(notOpen.json().message).toBe('Only open invoices of this policy can be settled.');
    const otherPolicy = await send({ paymentDate: today(), invoiceIds: await openIds(annual.applicationId) });
    expect(otherPolicy.json().message).toBe('Only open invoices of this policy can be settled.');
    expect(await readLedger(t.db, policy.applicationId)).toEqual(before);
    expect((await send({ paymentDate: 'soon', invoiceIds: ids })).json().message).toBe(
      'Enter the payment date.',
    );
  });

  it('is for finance users and super admins only', async () => {
    const ids = await openIds(annual.applicationId);
    const body = { transactionType: 'OffPlatformPayment', paymentDate: today(), invoiceIds: ids };
    expect((await post(body, cookies.broker, annual.applicationId)).statusCode).toBe(403);
    expect((await post(body, cookies.underwriter, annual.applicationId)).statusCode).toBe(403);
    const done = await post(body, cookies.admin, annual.applicationId);
    expect(done.statusCode, done.body).toBe(200);
    expect((await invoiceList(annual.applicationId)).totals.owing).toBe(0);
  });
});
