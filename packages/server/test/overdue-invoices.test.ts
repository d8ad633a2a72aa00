import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, OverdueInvoicesPayResponse } from '@bm/contracts';
import {
  ledgerBalances,
  OVERDUE_MESSAGES,
  paymentAccountFor,
  PRODUCT_DEFINITIONS,
  quoteApplication,
} from '@bm/domain';
import { applications, invoices, payments, policyTransactions } from '../src/db/schema.ts';
import { readLedger } from '../src/modules/policies/ledger.ts';
import { bindPolicy, cardToken } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const DAY_MS = 86_400_000;
let clock: Date | null = null;
let t: TestApp;
const USERS = ['broker', 'broker2', 'admin'] as const;
const cookies = Object.fromEntries(USERS.map((user) => [user, ''])) as Record<(typeof USERS)[number], string>;
const form = tenantsForm({ 'insured-name': 'Late Payer' });
const instalment = quoteApplication(PRODUCT_DEFINITIONS.tenants!, form).quote.schedule.monthly[1]!.amount;
let policy: Application;
let customerId: string;
let cardId: string;

async function signIn() {
  for (const user of USERS) cookies[user] = await sessionCookie(t.db, user, clock ?? new Date());
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock ?? new Date() });
  await signIn();
  policy = await bindPolicy(t, cookies.broker, 'tenants', form, 'monthly');
  customerId = policy.stripe.customerId!;
  cardId = policy.stripe.cardId!;
  // Starts in a week: payments 2 (about day 38) and 3 (about day 69) fell due unpaid (no collections run).
  clock = new Date(Date.now() + 80 * DAY_MS);
  await signIn();
});
afterAll(() => t?.close());

const payOverdue = (body: Record<string, unknown>, cookie = cookies.broker, customer = customerId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/billing/customers/${customer}/overdueinvoices/pay`,
    headers: { cookie },
    payload: body,
  });
const activeCount = (customer: string, cookie = cookies.broker) =>
  t.app.inject({
    method: 'GET',
    url: `/api/billing/customers/${customer}/activeApplicationsCount`,
    headers: { cookie },
  });

describe('GET /api/billing/customers/{id}/activeApplicationsCount', () => {
  it('counts the bound policies paying with the customer, among those the user sees', async () => {
    const mine = await activeCount(customerId);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({ count: 1 });
    expect((await activeCount(customerId, cookies.admin)).json()).toEqual({ count: 1 });
    expect((await activeCount(customerId, cookies.broker2)).statusCode).toBe(404);
    expect((await activeCount('cus_nobody')).statusCode).toBe(404);
  });
});

describe('POST /api/billing/customers/{id}/overdueinvoices/pay', () => {
  it("refuses another brokerage (404), a customer that is not the policy's (403) and a card not the customer's (404)", async () => {
    const body = { cardId, applicationId: policy.applicationId };
    expect((await payOverdue(body, cookies.broker2)).statusCode).toBe(404);
    const wrongCustomer = await payOverdue(body, cookies.broker, 'cus_somebody_else');
    expect(wrongCustomer.statusCode).toBe(403);
    expect(wrongCustomer.json().message).toBe(OVERDUE_MESSAGES.customerMismatch);
    const wrongCard = await payOverdue({ ...body, cardId: 'card_not_theirs' });
    expect(wrongCard.statusCode).toBe(404);
    expect(wrongCard.json().message).toBe(OVERDUE_MESSAGES.cardNotFound);
    expect(
      await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.applicationId, policy.applicationId), eq(payments.status, 'succeeded'))),
    ).toHaveLength(1);
  });

  it('pays only the overdue invoices, in one charge, recorded on each', async () => {
    const key = crypto.randomUUID();
    const response = await payOverdue({ cardId, applicationId: policy.applicationId, idempotencyKey: key });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as OverdueInvoicesPayResponse;
    expect(answer.payment).toMatchObject({ amount: 2 * instalment, status: 'succeeded' });
    expect(answer.invoices.map((invoice) => invoice.amount)).toEqual([instalment, instalment]);

    const rows = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.applicationId, policy.applicationId))
      .orderBy(asc(invoices.instalmentNumber));
    expect(rows.map((row) => [row.instalmentNumber, row.status])).toEqual(
      Array.from({ length: 12 }, (_, i) => [i + 1, i < 3 ? 'paid' : 'open']),
    );
    const charged = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.applicationId, policy.applicationId), eq(payments.status, 'succeeded')));
    expect(charged).toHaveLength(2);
    // The charge says what it paid for (payments.purpose), not an endorsement.
    expect(charged.find((row) => row.id === answer.payment.id)!.purpose).toEqual({ kind: 'overdueInvoices' });
    const [history] = await t.db
      .select()
      .from(policyTransactions)
      .where(eq(policyTransactions.id, answer.transactionId));
    expect(history).toMatchObject({ type: 'Overdue Invoices Paid', paymentId: answer.payment.id });
    const balances = ledgerBalances(await readLedger(t.db, policy.applicationId));
    expect(balances.collected).toBe(
      balances.billed - balances.voided - balances.writtenOff - balances.owing + balances.refundPending,
    );
    expect(balances.owing).toBe(9 * instalment);

    const again = await payOverdue({ cardId, applicationId: policy.applicationId, idempotencyKey: key });
    expect(again.statusCode).toBe(200);
    expect((again.json() as OverdueInvoicesPayResponse).payment.id).toBe(answer.payment.id);
  });

  it('answers 409 when nothing is overdue and charges nothing', async () => {
    const response = await payOverdue({ cardId, applicationId: policy.applicationId });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(OVERDUE_MESSAGES.nothingOverdue);
    expect(
      await t.db.select().from(payments).where(eq(payments.applicationId, policy.applicationId)),
    ).toHaveLength(2);
  });

  it('takes either a saved card or a new card, not both or neither (400), and changes nothing', async () => {
    for (const body of [
      { applicationId: policy.applicationId },
      { applicationId: policy.applicationId, cardId, token: 'tok_whatever' },
    ]) {
      const response = await payOverdue(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Give either cardId (a saved card) or token (a new card).');
    }
  });

  it('pays with a new card, which becomes the card on file', async () => {
    // A month later the fourth instalment is overdue too.
    clock = new Date(Date.now() + 112 * DAY_MS);
    await signIn();
    const token = await cardToken(
      t,
      cookies.broker,
      paymentAccountFor('monthly', new Date()),
      '5555555555554444',
    );
    const key = crypto.randomUUID();
    const response = await payOverdue({ token, applicationId: policy.applicationId, idempotencyKey: key });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as OverdueInvoicesPayResponse;
    expect(answer.payment).toMatchObject({ amount: instalment, status: 'succeeded' });
    expect(answer.application.stripe.customerId).toBe(customerId);
    expect(answer.application.stripe.cardId).not.toBe(cardId);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, policy.applicationId));
    expect(row!.stripeCardId).toBe(answer.application.stripe.cardId);
    const [history] = await t.db
      .select()
      .from(policyTransactions)
      .where(eq(policyTransactions.id, answer.transactionId));
    expect(history!.description).toBe(
      'Paid 1 overdue invoice(s) with a new card, now the card on file, in one charge',
    );
    // The customer's count is unchanged: one active policy pays with this customer's card.
    expect((await activeCount(customerId)).json()).toEqual({ count: 1 });
  });
});
