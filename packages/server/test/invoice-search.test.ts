import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, InvoiceList, InvoiceSearchItem, InvoiceSearchResponse } from '@bm/contracts';
import { addDaysToDay, formatDate } from '@bm/domain';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', broker2: '', finance: '' };
let mine: Application;
let theirs: Application;

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
  mine = await bindPolicy(
    t,
    cookies.broker,
    'tenants',
    tenantsForm({ 'insured-name': 'Invoice Searcher' }),
    'monthly',
  );
  theirs = await bindPolicy(
    t,
    cookies.broker2,
    'tenants',
    tenantsForm({ 'insured-name': 'Other Brokerage' }),
    'annual',
  );
});
afterAll(() => t?.close());

async function search(query: string, cookie = cookies.finance): Promise<InvoiceSearchResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/invoices${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InvoiceSearchResponse;
}

async function recordInvoices(id: string): Promise<InvoiceList> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/applications/${id}/invoices`,
    headers: { cookie: cookies.finance },
  });
  return response.json() as InvoiceList;
}

/** Every page of a query, following nextCursor. */
async function allPages(query: string, cookie = cookies.finance) {
  const items: InvoiceSearchItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = query.includes('?') ? '&' : '?';
    const page = await search(
      `${query}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : ''}`,
      cookie,
    );
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return items;
}

describe('GET /api/invoices', () => {
  it("a broker sees their brokerage's invoices only; totals are the record's to the cent", async () => {
    const items = await allPages(`?search=${mine.policyNumber}&limit=10`, cookies.broker);
    const record = await recordInvoices(mine.applicationId);
    expect(items.map((i) => i.id).sort()).toEqual(record.invoices.map((i) => i.id).sort());
    const { totals } = await search(`?search=${mine.policyNumber}`, cookies.broker);
    expect(totals).toEqual({ ...record.totals, count: record.invoices.length });
    expect((await search(`?search=${theirs.policyNumber}`, cookies.broker)).items).toEqual([]);
    expect((await search(`?search=${theirs.policyNumber}`, cookies.finance)).items.length).toBeGreaterThan(0);
  });

  it('pages latest due first without a gap or a repeat', async () => {
    const items = await allPages('?limit=10');
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    const dues = items.map((i) => i.dueDate);
    expect([...dues].sort().reverse()).toEqual(dues);
    expect((await search('?limit=10')).totals.count).toBe(items.length);
  });

  it('filters by status, kind and due days, and every owing adds up', async () => {
    const open = await allPages(`?status=open&search=${mine.policyNumber}`);
    expect(open.length).toBe(11);
    expect(open.every((i) => i.status === 'open' && i.kind === 'plan' && i.owing === i.amountDue)).toBe(true);
    expect((await search(`?kind=MPF&search=${mine.policyNumber}`)).items).toEqual([]);
    const record = await recordInvoices(mine.applicationId);
    const second = record.invoices.find((i) => i.instalmentNumber === 2)!;
    const day = formatDate(second.dueDate);
    const onDay = await search(`?dueFrom=${day}&dueTo=${day}&search=${mine.policyNumber}`);
    expect(onDay.items.map((i) => i.id)).toEqual([second.id]);
    expect(onDay.totals).toEqual({ count: 1, billed: second.amountDue, paid: 0, owing: second.amountDue });
    const after = await search(
      `?dueFrom=${addDaysToDay(day, 1)}&dueTo=${addDaysToDay(day, 27)}&search=${mine.policyNumber}`,
    );
    expect(after.items).toEqual([]);
  });

  it('refuses a bad filter or cursor with a clear message', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/invoices?dueFrom=2026-02-30',
      headers: { cookie: cookies.finance },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('dueFrom must be a day, YYYY-MM-DD');
    const cursor = await t.app.inject({
      method: 'GET',
      url: '/api/invoices?cursor=xyz',
      headers: { cookie: cookies.finance },
    });
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().message).toBe('Invalid cursor');
    const guest = await t.app.inject({ method: 'GET', url: '/api/invoices' });
    expect(guest.statusCode).toBe(401);
  });
});
