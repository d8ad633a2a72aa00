import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  CancellationPremiumsResponse,
  EndorsementQuoteResponse,
  InvoiceList,
  InvoicePaymentLinkResponse,
  OverdueInvoicesPayResponse,
  PayInFullQuoteResponse,
  PayInFullResponse,
  PaymentLinkPayResponse,
  PaymentLinkView,
} from '@bm/contracts';
import { formatDate, ledgerBalances } from '@bm/domain';
import { configuredPaymentLinks } from '../src/modules/payment-links/link.ts';
import { payments, policyTransactions, refunds } from '../src/db/schema.ts';
import { collectScheduledPayments } from '../src/modules/collections/collect-service.ts';
import { readLedger } from '../src/modules/policies/ledger.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancellationPremiums, submitCancellation } from './helpers/cancel.ts';
import { dayFromToday, tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 24 item 5, credits before charges (docs/decisions/0057): a refund still owed to the insured
 * (a pending manual refund on a credit note) is taken off whatever money is asked for, and only the
 * rest is charged. Each path below charged every positive open invoice in full before.
 */
const DAY_MS = 86_400_000;
let clock: Date | null = null;
let t: TestApp;
const USERS = ['broker', 'admin', 'finance', 'endorsement'] as const;
const cookies = Object.fromEntries(USERS.map((user) => [user, ''])) as Record<(typeof USERS)[number], string>;

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

async function invoicesOf(id: string): Promise<InvoiceList> {
  const listed = await t.app.inject({
    method: 'GET',
    url: `/api/applications/${id}/invoices`,
    headers: { cookie: cookies.admin },
  });
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json() as InvoiceList;
}

const pendingRefunds = (id: string) =>
  t.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.applicationId, id), eq(refunds.manual, true), eq(refunds.status, 'pending')));

/**
 * A monthly tenants policy (starting in a week) with a refund owed to the insured: a small decrease
 * late in the term, returned by hand while the plan's later payments are still open.
 */
async function monthlyWithPendingRefund(): Promise<{ policy: Application; credit: number }> {
  const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
  const id = policy.applicationId;
  const change = {
    reason: 'Other',
    reasonText: 'Lower contents limit requested',
    effectiveDate: dayFromToday(7 + 300),
    changes: [{ field: 'contents-limit', newValue: '20000' }],
  };
  const quoted = await post(`/api/applications/${id}/endorsement/quote`, cookies.endorsement, change);
  const priced = quoted.json() as EndorsementQuoteResponse;
  expect(priced.payment.action).toBe('manualRefund');
  const endorsed = await post(`/api/applications/${id}/endorsement`, cookies.endorsement, {
    endorsement: { ...change, expectedTotal: priced.endorsementFeesAndTotals.total.annual },
    idempotencyKey: crypto.randomUUID(),
  });
  expect(endorsed.statusCode, endorsed.body).toBe(200);
  const [pending] = await pendingRefunds(id);
  expect(pending?.amount).toBeGreaterThan(0);
  const b = ledgerBalances(await readLedger(t.db, id));
  expect(b.refundPending).toBe(pending!.amount);
  expect(b.owing).toBeGreaterThan(pending!.amount);
  return { policy, credit: pending!.amount };
}

/** After a payment: the credit is used up, its refund no longer owed, the books still add up. */
async function expectCreditUsed(id: string) {
  expect(await pendingRefunds(id)).toEqual([]);
  const b = ledgerBalances(await readLedger(t.db, id));
  expect(b.refundPending).toBe(0);
  expect(b.collected).toBe(b.billed - b.voided - b.writtenOff - b.owing + b.refundPending);
  const applied = await t.db
    .select()
    .from(policyTransactions)
    .where(and(eq(policyTransactions.applicationId, id), eq(policyTransactions.type, 'Credit Applied')));
  expect(applied).toHaveLength(1);
  const list = await invoicesOf(id);
  expect(list.totals.owing).toBe(b.owing - b.refundPending);
}

const moveClock = async (days: number) => {
  clock = new Date(Date.now() + days * DAY_MS);
  await signIn();
};
const resetClock = async () => {
  clock = null;
  await signIn();
};

describe('credits before charges', () => {
  // Each test that moves the clock gets it back, even when it fails.
  afterEach(resetClock);

  it('pay in full asks for what the invoices owe net of the refund owed, and charges only that', async () => {
    const { policy, credit } = await monthlyWithPendingRefund();
    const id = policy.applicationId;
    const owedNet = (await invoicesOf(id)).totals.owing;
    const quoted = await post(`/api/applications/${id}/payInFullQuote`, cookies.broker);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json() as PayInFullQuoteResponse;
    expect(quote.creditsApplied).toBe(credit);
    // Nothing is overdue yet: every instalment is paid ahead, its financing fee not charged.
    expect(quote.openBalance).toBe(owedNet - quote.financingFeesToBeReturned);
    expect(quote.totalAmount).toBe(quote.receivedAmount + quote.remainingAmount);

    const paid = await post(`/api/applications/${id}/payInFull`, cookies.broker, {
      idempotencyKey: crypto.randomUUID(),
      expectedOpenBalance: quote.openBalance,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json() as PayInFullResponse).payment.amount).toBe(owedNet - quote.financingFeesToBeReturned);
    await expectCreditUsed(id);
    const b = ledgerBalances(await readLedger(t.db, id));
    expect(b.owing).toBe(0);
  });

  it('paying the overdue invoices charges them net of the refund owed', async () => {
    const { policy, credit } = await monthlyWithPendingRefund();
    const id = policy.applicationId;
    // Payments 2 (about day 38) and 3 (about day 69) fell due unpaid.
    await moveClock(80);
    const overdue = (await invoicesOf(id)).invoices.filter(
      (invoice) =>
        invoice.status === 'open' &&
        invoice.amountDue > invoice.amountPaid &&
        Date.parse(invoice.dueDate) < clock!.getTime(),
    );
    expect(overdue).toHaveLength(2);
    const gross = overdue.reduce((sum, invoice) => sum + invoice.amountDue - invoice.amountPaid, 0);
    const response = await post(
      `/api/billing/customers/${policy.stripe.customerId}/overdueinvoices/pay`,
      cookies.broker,
      { applicationId: id, cardId: policy.stripe.cardId },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as OverdueInvoicesPayResponse).payment.amount).toBe(gross - credit);
    await expectCreditUsed(id);
    const after = (await invoicesOf(id)).invoices.filter((invoice) =>
      overdue.some((o) => o.id === invoice.id),
    );
    expect(after.every((invoice) => invoice.status === 'paid')).toBe(true);
  });

  it('a payment link shows and charges what its invoice asks net of the refund owed', async () => {
    const { policy, credit } = await monthlyWithPendingRefund();
    const id = policy.applicationId;
    const second = (await invoicesOf(id)).invoices.find((invoice) => invoice.instalmentNumber === 2)!;
    const issued = await post(`/api/applications/${id}/invoices/${second.id}/paymentLink`, cookies.finance);
    expect(issued.statusCode, issued.body).toBe(200);
    const { token } = issued.json() as InvoicePaymentLinkResponse;
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/payments/links/${token}` })
    ).json() as PaymentLinkView;
    expect(view.invoice.amountOwing).toBe(second.amountDue - credit);
    const card = await t.app.inject({
      method: 'POST',
      url: `/api/payments/links/${token}/cardTokens`,
      payload: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getFullYear() + 3,
        cvc: '123',
        postalCode: 'M5V2T6',
      },
    });
    expect(card.statusCode, card.body).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/links/${token}/pay`,
      payload: { token: card.json().token, idempotencyKey: crypto.randomUUID() },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const answer = paid.json() as PaymentLinkPayResponse;
    expect(answer.payment.amount).toBe(second.amountDue - credit);
    expect(answer.invoice).toMatchObject({ status: 'paid', amountOwing: 0 });
    await expectCreditUsed(id);
  });

  it('a scheduled collection charges the payment due net of the refund owed', async () => {
    const { policy, credit } = await monthlyWithPendingRefund();
    const id = policy.applicationId;
    const second = (await invoicesOf(id)).invoices.find((invoice) => invoice.instalmentNumber === 2)!;
    const dueAt = new Date(second.dueDate);
    clock = new Date(dueAt.getTime() + 60_000);
    await signIn();
    await collectScheduledPayments(
      {
        db: t.db,
        payments: t.app.payments,
        storage: t.app.storage,
        email: t.app.email,
        links: configuredPaymentLinks(t.app.config),
      },
      clock,
    );
    const charged = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.applicationId, id), eq(payments.invoiceId, second.id)));
    expect(charged.map((row) => [row.status, row.amount])).toEqual([
      ['succeeded', second.amountDue - credit],
    ]);
    await expectCreditUsed(id);
  });

  it('a cancellation with a balance owing takes the refund owed off it: the record shows one net figure', async () => {
    const { policy, credit } = await monthlyWithPendingRefund();
    const id = policy.applicationId;
    // Payments 2 and 3 unpaid; cancelled pro rata today: what was earned is more than was paid.
    await moveClock(80);
    const choice = { cancEffectiveDate: formatDate(clock!), cancOption: 'prorata' };
    const premiums = await cancellationPremiums(t, cookies.admin, id, choice);
    expect(premiums.statusCode, premiums.body).toBe(200);
    const figures = premiums.json() as CancellationPremiumsResponse;
    expect(figures.amountOwing).toBeGreaterThan(0);
    const cancelled = await submitCancellation(t, cookies.admin, id, choice, figures);
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const list = await invoicesOf(id);
    const open = list.invoices.filter((invoice) => invoice.status === 'open');
    const toCollect = open.filter((invoice) => invoice.amountDue > invoice.amountPaid);
    const toRefund = open.filter((invoice) => invoice.amountDue < invoice.amountPaid);
    // Never both an amount to collect and a refund owed side by side.
    expect(toCollect.length === 0 || toRefund.length === 0).toBe(true);
    expect(list.totals.owing).toBe(figures.amountOwing - credit);
    const b = ledgerBalances(await readLedger(t.db, id));
    expect(b.owing === 0 || b.refundPending === 0).toBe(true);
    expect(b.owing - b.refundPending).toBe(figures.amountOwing - credit);
    const [pending] = await pendingRefunds(id);
    expect(pending?.amount ?? 0).toBe(b.refundPending);
  });
});
