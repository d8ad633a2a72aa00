import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  InvoiceList,
  ManualInvoiceResponse,
  PaymentLinkPayResponse,
  PaymentLinkView,
} from '@bm/contracts';
import {
  addMonthsToDay,
  formatDate,
  ledgerBalances,
  MANUAL_INVOICE_MESSAGES,
  PAYMENT_LINK_MESSAGES,
  paymentLinkChargedMessage,
} from '@bm/domain';
import {
  auditLog,
  emailOutbox,
  invoices,
  ledgerEntries,
  payments,
  policyTransactions,
  simCharges,
} from '../src/db/schema.ts';
import { CROSS_SITE_MESSAGE } from '../src/plugins/same-origin.ts';
import { readLedger } from '../src/modules/policies/ledger.ts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const DAY_MS = 86_400_000;
/** The app's clock: real time unless a test moves it. */
let clock: Date | null = null;
let t: TestApp;
const USERS = ['broker', 'broker2', 'finance', 'admin', 'endorsement'] as const;
const cookies = Object.fromEntries(USERS.map((user) => [user, ''])) as Record<(typeof USERS)[number], string>;
let policy: Application;

async function signIn() {
  for (const user of USERS) cookies[user] = await sessionCookie(t.db, user, clock ?? new Date());
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock ?? new Date() });
  await signIn();
  policy = await bindPolicy(
    t,
    cookies.broker,
    'tenants',
    tenantsForm({ 'insured-name': 'Manual Payer' }),
    'annual',
  );
});
afterAll(() => t?.close());

const manualInvoice = (body: Record<string, unknown>, cookie = cookies.finance, id = policy.applicationId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/manualInvoice`,
    headers: { cookie },
    payload: body,
  });
const readLink = (token: string) => t.app.inject({ method: 'GET', url: `/api/payments/links/${token}` });
const cardTokenFor = async (link: string, number = '4242424242424242') => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/payments/links/${link}/cardTokens`,
    payload: {
      number,
      expMonth: 12,
      expYear: new Date().getFullYear() + 3,
      cvc: '123',
      postalCode: 'M5V2T6',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
};
const payLink = (link: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/payments/links/${link}/pay`, headers, payload: body });

async function expectLedgerBalances(applicationId: string) {
  const balances = ledgerBalances(await readLedger(t.db, applicationId));
  expect(balances.collected).toBe(
    balances.billed - balances.voided - balances.writtenOff - balances.owing + balances.refundPending,
  );
  return balances;
}

describe('POST /api/applications/{id}/manualInvoice', () => {
  it('raises one invoice with its charge, history, audit and a payment link', async () => {
    const before = await expectLedgerBalances(policy.applicationId);
    const response = await manualInvoice({ totalAmount: 12_345, selectedReason: 'lost-dispute' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as ManualInvoiceResponse;
    expect(answer.invoices).toHaveLength(1);
    const [invoice] = answer.invoices;
    expect(invoice).toMatchObject({ amount: 12_345, description: 'Manual invoice: Lost dispute' });
    expect(answer.reason).toEqual({ value: 'lost-dispute', label: 'Lost dispute' });
    expect(answer.emailedTo).toBe(policy.email);
    expect(answer.link).toBe(invoice!.paymentLink.url);
    expect(invoice!.paymentLink.url).toMatch(/^http:\/\/[^/]+\/pay\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(invoice!.paymentLink.url.endsWith(`/pay/${invoice!.paymentLink.token}`)).toBe(true);
    const expires = new Date(invoice!.paymentLink.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(29 * DAY_MS);
    expect(expires).toBeLessThanOrEqual(30 * DAY_MS);

    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(row).toMatchObject({ type: 'manual', status: 'open', amountDue: 12_345, paymentAccount: 'main' });
    expect(formatDate(row!.dueDate)).toBe(formatDate(new Date()));
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, invoice!.id));
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'charge', component: 'manualCharge', amount: 12_345 }),
    ]);
    const [history] = await t.db
      .select()
      .from(policyTransactions)
      .where(eq(policyTransactions.id, answer.transactionId));
    expect(history).toMatchObject({ type: 'Manual Invoice', reason: 'Lost dispute', totalDelta: 12_345 });
    expect(history!.description).toBe(
      `Manual invoice of $123.45: Lost dispute; payment link emailed to ${policy.email}`,
    );
    // The insured is emailed the invoice and its link (the same one the answer carries).
    const emailed = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'manual-invoice-payment-link'));
    expect(emailed).toHaveLength(1);
    expect(emailed[0]).toMatchObject({
      toAddress: policy.email,
      subject: `New invoice to pay: policy ${policy.policyNumber}`,
    });
    expect(emailed[0]!.textBody).toContain(`Invoice ${row!.number}: $123.45, due ${formatDate(new Date())}`);
    expect(emailed[0]!.textBody).toContain(`Pay it by card: ${invoice!.paymentLink.url}`);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'policy.manual_invoice'));
    expect(audit).toBeDefined();
    const after = await expectLedgerBalances(policy.applicationId);
    expect(after.billed - before.billed).toBe(12_345);
    expect(after.owing - before.owing).toBe(12_345);
  });

  it('splits 3 invoices that add up exactly, leftover cent on the first, due today then monthly', async () => {
    const response = await manualInvoice({ totalAmount: 10_000, selectedReason: 'erp', invoiceCount: 3 });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as ManualInvoiceResponse;
    expect(answer.invoices.map((invoice) => invoice.amount)).toEqual([3_334, 3_333, 3_333]);
    expect(answer.invoices.reduce((sum, invoice) => sum + invoice.amount, 0)).toBe(10_000);
    const today = formatDate(new Date());
    expect(answer.invoices.map((invoice) => formatDate(invoice.dueDate))).toEqual([
      today,
      addMonthsToDay(today, 1),
      addMonthsToDay(today, 2),
    ]);
    expect(answer.invoices.map((invoice) => invoice.description)).toEqual([
      'Manual invoice 1 of 3: ERP',
      'Manual invoice 2 of 3: ERP',
      'Manual invoice 3 of 3: ERP',
    ]);
    // The history says the amount in dollars, as the record shows money (issue 27).
    const [history] = await t.db
      .select()
      .from(policyTransactions)
      .where(eq(policyTransactions.id, answer.transactionId));
    expect(history!.description).toMatch(/^Manual invoice of \$100\.00 in 3 monthly invoices: ERP; /);
    expect(new Set(answer.invoices.map((invoice) => invoice.paymentLink.token)).size).toBe(3);
    // One email lists the three invoices, each with its own link.
    const [emailed] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `New invoices to pay: policy ${policy.policyNumber}`));
    expect(emailed!.textBody).toContain('3 new invoices were raised');
    for (const invoice of answer.invoices) expect(emailed!.textBody).toContain(invoice.paymentLink.url);
    await expectLedgerBalances(policy.applicationId);
  });

  it("answers the spec's message, word for word, above 12 invoices", async () => {
    const response = await manualInvoice({ totalAmount: 10_000, selectedReason: 'erp', invoiceCount: 13 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This number should be smaller than or equal to 12.');
  });

  it('refuses a reason that is not one of the eight, and an amount that is not whole cents above 0', async () => {
    for (const body of [
      { totalAmount: 100, selectedReason: 'because' },
      { totalAmount: 0, selectedReason: 'erp' },
      { totalAmount: 10.5, selectedReason: 'erp' },
    ]) {
      expect((await manualInvoice(body)).statusCode).toBe(400);
    }
  });

  it('is for finance users and super admins: a broker or an endorsement user gets 403, another brokerage 404', async () => {
    const body = { totalAmount: 100, selectedReason: 'erp' };
    expect((await manualInvoice(body, cookies.broker)).statusCode).toBe(403);
    expect((await manualInvoice(body, cookies.endorsement)).statusCode).toBe(403);
    expect((await manualInvoice(body, cookies.broker2)).statusCode).toBe(404);
    expect((await manualInvoice(body, cookies.admin)).statusCode).toBe(200);
  });

  it('takes selected invoices only when they are open invoices of the policy, and records them', async () => {
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/applications/${policy.applicationId}/invoices`,
        headers: { cookie: cookies.admin },
      })
    ).json() as InvoiceList;
    const paid = list.invoices.find((invoice) => invoice.status === 'paid')!;
    const open = list.invoices.find((invoice) => invoice.status === 'open')!;
    const refused = await manualInvoice({
      totalAmount: 500,
      selectedReason: 'multiple-invoices',
      selectedInvoiceIds: [paid.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MANUAL_INVOICE_MESSAGES.selectedNotOpen);
    const foreign = await manualInvoice({
      totalAmount: 500,
      selectedReason: 'multiple-invoices',
      selectedInvoiceIds: [crypto.randomUUID()],
    });
    expect(foreign.statusCode).toBe(400);
    const taken = await manualInvoice({
      totalAmount: 500,
      selectedReason: 'multiple-invoices',
      selectedInvoiceIds: [open.id],
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const answer = taken.json() as ManualInvoiceResponse;
    expect(answer.selectedInvoiceIds).toEqual([open.id]);
    const [history] = await t.db
      .select()
      .from(policyTransactions)
      .where(eq(policyTransactions.id, answer.transactionId));
    expect(history!.details).toMatchObject({ selectedInvoiceIds: [open.id], reason: 'multiple-invoices' });
  });
});

describe('payment by link (no session)', () => {
  let invoice: ManualInvoiceResponse['invoices'][number];
  let token: string;

  beforeAll(async () => {
    const response = await manualInvoice({ totalAmount: 20_000, selectedReason: 'requested-card' });
    invoice = (response.json() as ManualInvoiceResponse).invoices[0]!;
    token = invoice.paymentLink.token;
  });

  it('reads what the public page shows', async () => {
    const response = await readLink(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      insuredName: 'Manual Payer',
      policyNumber: policy.policyNumber,
      productName: policy.productName,
      invoice: {
        id: invoice.id,
        number: invoice.number,
        status: 'open',
        amountDue: 20_000,
        amountOwing: 20_000,
      },
      payable: true,
      message: null,
      account: 'main',
      billing: { provider: 'simulated' },
    } satisfies Partial<Record<keyof PaymentLinkView, unknown>>);
  });

  it('answers 404 for a tampered token and for a document link, 410 once expired', async () => {
    const [payload, mac] = token.split('.') as [string, string];
    const flipped = `${payload.slice(0, -2)}${payload.at(-2) === 'A' ? 'B' : 'A'}${payload.at(-1)}.${mac}`;
    for (const bad of [flipped, `${payload}.${mac.slice(0, -1)}x`, 'x', `${token}.x`]) {
      const response = await readLink(bad);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PAYMENT_LINK_MESSAGES.invalid);
      expect((await payLink(bad, { token: 'tok', idempotencyKey: crypto.randomUUID() })).statusCode).toBe(
        404,
      );
    }
    clock = new Date(Date.now() + 31 * DAY_MS);
    try {
      const response = await readLink(token);
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toBe(PAYMENT_LINK_MESSAGES.expired);
      const paid = await payLink(token, { token: 'tok', idempotencyKey: crypto.randomUUID() });
      expect(paid.statusCode).toBe(410);
    } finally {
      clock = null;
    }
  });

  it('refuses a cross-site payment before anything is read', async () => {
    const response = await payLink(
      token,
      { token: 'tok', idempotencyKey: crypto.randomUUID() },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(CROSS_SITE_MESSAGE);
  });

  it("answers 402 with the processor's message for a declined card, and records nothing", async () => {
    const before = await readLedger(t.db, policy.applicationId);
    const card = await cardTokenFor(token, '4000000000000341');
    const response = await payLink(token, { token: card, idempotencyKey: crypto.randomUUID() });
    expect(response.statusCode, response.body).toBe(402);
    expect(response.json()).toMatchObject({ code: 'payment_failed' });
    expect(response.json().message).toMatch(/declined/i);
    expect(await readLedger(t.db, policy.applicationId)).toEqual(before);
  });

  it('pays what the invoice owes once per key, records it at once, and the ledger balances', async () => {
    const key = crypto.randomUUID();
    const card = await cardTokenFor(token);
    const response = await payLink(token, { token: card, idempotencyKey: key });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as PaymentLinkPayResponse;
    expect(answer.payment).toMatchObject({ amount: 20_000, status: 'succeeded' });
    expect(answer.invoice).toMatchObject({ status: 'paid', amountOwing: 0, amountPaid: 20_000 });
    expect(answer.payable).toBe(false);
    // Issue 24 item 9: it says what was charged and that the invoice is paid, not "Nothing was charged".
    expect(answer.message).toBe(`$200.00 was charged to the card. Invoice ${invoice.number} is paid.`);
    expect(answer.message).toBe(paymentLinkChargedMessage(20_000, invoice.number, 0));

    const again = await payLink(token, { token: card, idempotencyKey: key });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as PaymentLinkPayResponse).message).toBe(answer.message);
    expect((again.json() as PaymentLinkPayResponse).payment.id).toBe(answer.payment.id);
    expect((again.json() as PaymentLinkPayResponse).transactionId).toBe(answer.transactionId);
    const charged = await t.db.select().from(payments).where(eq(payments.idempotencyKey, key));
    expect(charged).toHaveLength(1);
    // The charge says what it paid for: this invoice, by its link.
    expect(charged[0]!.purpose).toMatchObject({ kind: 'paymentLink' });
    expect(await t.db.select().from(simCharges).where(eq(simCharges.idempotencyKey, key))).toHaveLength(1);
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.paymentId, answer.payment.id), eq(ledgerEntries.kind, 'payment')));
    expect(entries).toEqual([expect.objectContaining({ invoiceId: invoice.id, amount: 20_000 })]);
    const [history] = await t.db
      .select()
      .from(policyTransactions)
      .where(eq(policyTransactions.id, answer.transactionId));
    expect(history).toMatchObject({ type: 'Payment by Link', userId: null, paymentId: answer.payment.id });
    await expectLedgerBalances(policy.applicationId);

    const read = (await readLink(token)).json() as PaymentLinkView;
    expect(read).toMatchObject({ invoice: { status: 'paid', amountOwing: 0 }, payable: false });
    expect(read.message).toBe(PAYMENT_LINK_MESSAGES.paid);
  });

  it('answers 409 for a paid invoice and charges nothing', async () => {
    const before = await t.db.select().from(payments).where(eq(payments.applicationId, policy.applicationId));
    const card = await cardTokenFor(token);
    const response = await payLink(token, { token: card, idempotencyKey: crypto.randomUUID() });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(PAYMENT_LINK_MESSAGES.paid);
    const after = await t.db.select().from(payments).where(eq(payments.applicationId, policy.applicationId));
    expect(after).toHaveLength(before.length);
  });

  it('pays the second of three instalments by its own link only', async () => {
    const response = await manualInvoice({ totalAmount: 3_000, selectedReason: 'erp', invoiceCount: 3 });
    const [, second, third] = (response.json() as ManualInvoiceResponse).invoices;
    const link = second!.paymentLink.token;
    const paid = await payLink(link, {
      token: await cardTokenFor(link),
      idempotencyKey: crypto.randomUUID(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const rows = await t.db
      .select({ id: invoices.id, status: invoices.status })
      .from(invoices)
      .where(eq(invoices.applicationId, policy.applicationId))
      .orderBy(asc(invoices.createdAt));
    const status = new Map(rows.map((row) => [row.id, row.status]));
    expect(status.get(second!.id)).toBe('paid');
    expect(status.get(third!.id)).toBe('open');
    await expectLedgerBalances(policy.applicationId);
  });
});
