import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, InvoiceList, InvoicePaymentLinkResponse, PaymentLinkView } from '@bm/contracts';
import { PAYMENT_LINK_ISSUE_MESSAGES } from '@bm/domain';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
const USERS = ['broker', 'broker2', 'finance', 'admin', 'endorsement'] as const;
const cookies = Object.fromEntries(USERS.map((user) => [user, ''])) as Record<(typeof USERS)[number], string>;
let policy: Application;
let invoices: InvoiceList['invoices'];

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies[user] = await sessionCookie(t.db, user);
  policy = await bindPolicy(
    t,
    cookies.broker,
    'tenants',
    tenantsForm({ 'insured-name': 'Link Payer' }),
    'monthly',
  );
  const list = await t.app.inject({
    method: 'GET',
    url: `/api/applications/${policy.applicationId}/invoices`,
    headers: { cookie: cookies.admin },
  });
  invoices = (list.json() as InvoiceList).invoices;
});
afterAll(() => t?.close());

const issue = (invoiceId: string, cookie = cookies.finance, applicationId = policy.applicationId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/applications/${applicationId}/invoices/${invoiceId}/paymentLink`,
    headers: { cookie },
  });

describe('POST /api/applications/{id}/invoices/{invoiceId}/paymentLink', () => {
  it('answers a 30-day link to the public page that reads the open invoice, and a new one on each call', async () => {
    const open = invoices.find((invoice) => invoice.status === 'open')!;
    const response = await issue(open.id);
    expect(response.statusCode, response.body).toBe(200);
    const link = response.json() as InvoicePaymentLinkResponse;
    expect(link.url).toMatch(/^http:\/\/[^/]+\/pay\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(link.url.endsWith(`/pay/${link.token}`)).toBe(true);
    const expires = new Date(link.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(29 * DAY_MS);
    expect(expires).toBeLessThanOrEqual(30 * DAY_MS);

    const read = await t.app.inject({ method: 'GET', url: `/api/payments/links/${link.token}` });
    expect(read.statusCode, read.body).toBe(200);
    const view = read.json() as PaymentLinkView;
    expect(view).toMatchObject({ insuredName: 'Link Payer', payable: true });
    expect(view.invoice).toMatchObject({ id: open.id, number: open.number, status: 'open' });

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const again = (await issue(open.id, cookies.admin)).json() as InvoicePaymentLinkResponse;
    expect(again.token).not.toBe(link.token);
  });

  it('refuses a paid invoice (400) and an invoice of another policy or none (404)', async () => {
    const paid = invoices.find((invoice) => invoice.status === 'paid')!;
    const refused = await issue(paid.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PAYMENT_LINK_ISSUE_MESSAGES.notOpen);
    const missing = await issue(crypto.randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PAYMENT_LINK_ISSUE_MESSAGES.invoiceNotFound);
    expect((await issue('not-a-uuid')).statusCode).toBe(400);
  });

  it('is for finance users and super admins: a broker or an endorsement user gets 403, another brokerage 404, no session 401', async () => {
    const open = invoices.find((invoice) => invoice.status === 'open')!;
    const broker = await issue(open.id, cookies.broker);
    expect(broker.statusCode).toBe(403);
    expect(broker.json().message).toBe(PAYMENT_LINK_ISSUE_MESSAGES.notAllowed);
    expect((await issue(open.id, cookies.endorsement)).statusCode).toBe(403);
    expect((await issue(open.id, cookies.broker2)).statusCode).toBe(404);
    expect((await issue(open.id, '')).statusCode).toBe(401);
  });
});
