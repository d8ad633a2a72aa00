import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, InvoiceList, OpenInvoiceList } from '@bm/contracts';
import {
  addMonthsToDay,
  MESSAGES,
  PRODUCT_DEFINITIONS,
  policyEffectiveInstant,
  quoteApplication,
  type Quote,
} from '@bm/domain';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancelPolicy } from './helpers/cancel.ts';
import { tenantsForm } from './helpers/forms.ts';
import { SEEDED } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', broker2: '', underwriter: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
});
afterAll(() => t?.close());

const get = (url: string, cookie = cookies.broker) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const invoicesUrl = (id: string) => `/api/applications/${id}/invoices`;
const openUrl = (id: string) => `/api/applications/${id}/openInvoices`;

async function listOf(id: string, cookie = cookies.broker): Promise<InvoiceList> {
  const response = await get(invoicesUrl(id), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InvoiceList;
}

async function openOf(id: string): Promise<OpenInvoiceList> {
  const response = await get(openUrl(id));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OpenInvoiceList;
}

/** A monthly tenants policy paid by card at bind, and the quote it was bound with. */
async function bindMonthly(): Promise<{ policy: Application; quote: Quote; effectiveDay: string }> {
  const form = tenantsForm();
  const quote = quoteApplication(PRODUCT_DEFINITIONS.tenants!, form).quote;
  const policy = await bindPolicy(t, cookies.broker, 'tenants', form, 'monthly');
  return { policy, quote, effectiveDay: String(form['policy-effective-date']) };
}

describe('GET /api/applications/{applicationId}/invoices', () => {
  let bound: Awaited<ReturnType<typeof bindMonthly>>;
  beforeAll(async () => {
    bound = await bindMonthly();
  });

  it('lists a card-paid monthly plan: the first payment paid, the rest open, totals adding up', async () => {
    const { policy, quote, effectiveDay } = bound;
    const { invoices, totals } = await listOf(policy.applicationId);
    const schedule = quote.schedule.monthly;
    expect(invoices).toHaveLength(schedule.length);
    expect(invoices.map((i) => i.number)).toEqual(
      schedule.map((p) => `${policy.policyNumber}-${String(p.sequence).padStart(2, '0')}`),
    );
    expect(invoices.map((i) => i.amountDue)).toEqual(schedule.map((p) => p.amount));
    expect(invoices.map((i) => i.instalmentNumber)).toEqual(schedule.map((p) => p.sequence));
    expect(invoices.map((i) => i.status)).toEqual(['paid', ...schedule.slice(1).map(() => 'open')]);
    expect(invoices.map((i) => i.amountPaid)).toEqual([
      schedule[0]!.amount,
      ...schedule.slice(1).map(() => 0),
    ]);

    // The first is due (and paid) at bind; the others on their month's day from the effective date.
    const [first, ...rest] = invoices;
    expect(first!.dueDate).toBe(policy.boundDate);
    expect(first!.paidAt).toBe(policy.boundDate);
    expect(rest.map((i) => i.dueDate)).toEqual(
      schedule
        .slice(1)
        .map((p) => policyEffectiveInstant(addMonthsToDay(effectiveDay, p.monthOffset)).toISOString()),
    );
    for (const invoice of invoices) {
      expect(invoice).toMatchObject({
        type: 'subscription',
        voidedAt: null,
        isMPF: false,
        waivable: false,
        externalId: null,
      });
      expect(invoice.description).toContain('monthly payment');
    }
    expect(rest.every((i) => i.paidAt === null)).toBe(true);

    expect(totals.billed).toBe(quote.total.monthly);
    expect(totals.paid).toBe(schedule[0]!.amount);
    expect(totals.owing).toBe(quote.total.monthly - schedule[0]!.amount);
    expect(totals.paid + totals.owing).toBe(totals.billed);
  });

  it('answers no invoices and zero totals for a record without any', async () => {
    const quoted = SEEDED.find((a) => a.brokerageId === BROKERAGE_IDS.maple && a.status === 'quoted')!;
    expect(await listOf(quoted.id!)).toEqual({ invoices: [], totals: { billed: 0, paid: 0, owing: 0 } });
    expect(await openOf(quoted.id!)).toEqual([]);
  });

  it('lets staff of every brokerage see them: an underwriter and a super admin', async () => {
    const mine = await listOf(bound.policy.applicationId);
    expect(await listOf(bound.policy.applicationId, cookies.underwriter)).toEqual(mine);
    expect(await listOf(bound.policy.applicationId, cookies.admin)).toEqual(mine);
  });

  it('answers 401 signed out (before validation), 400 malformed, 404 unknown and 403 another brokerage', async () => {
    const id = bound.policy.applicationId;
    const unknown = '00000000-0000-4000-a000-0000000fffff';
    for (const url of [invoicesUrl, openUrl]) {
      expect((await get(url(id), '')).statusCode).toBe(401);
      expect((await get(url('nope'), '')).statusCode).toBe(401);
      expect((await get(url('nope'))).statusCode).toBe(400);
      const missing = await get(url(unknown));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: MESSAGES.applicationNotFound });
      expect((await get(`/api/applications/${unknown}`)).json()).toEqual(missing.json());
      const other = await get(url(id), cookies.broker2);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ message: MESSAGES.forbidden });
    }
  });

  it('is in the OpenAPI document under invoices', async () => {
    const doc = (await get('/api/docs')).json();
    expect(doc.paths['/api/applications/{applicationId}/invoices'].get.tags).toEqual(['invoices']);
    expect(doc.paths['/api/applications/{applicationId}/openInvoices'].get.tags).toEqual(['invoices']);
  });
});

describe('GET /api/applications/{applicationId}/openInvoices', () => {
  it('answers only the open invoices, in due order, with the fields the spec names plus id, number and type', async () => {
    const { policy } = await bindMonthly();
    const { invoices } = await listOf(policy.applicationId);
    const open = await openOf(policy.applicationId);
    expect(open).toEqual(
      invoices
        .filter((i) => i.status === 'open')
        .map((i) => ({
          id: i.id,
          number: i.number,
          type: i.type,
          externalId: i.externalId,
          dueDate: i.dueDate,
          amountDue: i.amountDue,
          amountPaid: i.amountPaid,
          isMPF: i.isMPF,
          waivable: i.waivable,
          // A broker voids only waivable missed payment fee invoices (spec 6): none of the plan's.
          voidable: false,
        })),
    );
    expect(open).toHaveLength(invoices.length - 1);
  });
});

describe('after a cancellation', () => {
  it('shows the plan invoices void, the paid one still paid, and the balance owing invoiced', async () => {
    const { policy, quote } = await bindMonthly();
    const figures = await cancelPolicy(t, cookies.admin, policy.applicationId, {
      days: 100,
      reason: 'Tenant Bought a Condo/Home',
    });

    const { invoices, totals } = await listOf(policy.applicationId);
    const plan = invoices.filter((i) => i.instalmentNumber !== null);
    const firstPayment = quote.schedule.monthly[0]!.amount;
    expect(plan).toHaveLength(quote.schedule.monthly.length);
    expect(plan[0]).toMatchObject({ status: 'paid', amountPaid: firstPayment, voidedAt: null });
    for (const invoice of plan.slice(1)) {
      expect(invoice.status).toBe('void');
      expect(invoice.voidedAt).not.toBeNull();
    }
    // A hundred days of short-rate cover earn more than the one month paid: the rest is invoiced.
    expect(figures.amountOwing).toBeGreaterThan(0);
    const balance = invoices.filter((i) => i.type === 'cancellation balance');
    expect(balance).toHaveLength(1);
    expect(balance[0]).toMatchObject({ status: 'open', amountDue: figures.amountOwing, amountPaid: 0 });
    expect(balance[0]!.number).toMatch(new RegExp(`^${policy.policyNumber}-CXL\\d{2}$`));
    expect(totals).toEqual({
      billed: firstPayment + figures.amountOwing,
      paid: firstPayment,
      owing: figures.amountOwing,
    });
    expect((await openOf(policy.applicationId)).map((i) => i.id)).toEqual(balance.map((i) => i.id));
  });
});
