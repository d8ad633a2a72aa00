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
/** The app's clock: the real time, moved forward by the overdue-first tests (then back). */
let offsetDays = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offsetDays * 86_400_000) });
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

describe('GET /api/invoices?sort=overdue-first', () => {
  const isOverdue = (i: InvoiceSearchItem, at: Date) => i.status === 'open' && new Date(i.dueDate) < at;
  let signedIn = '';
  /** Moves the app's clock `days` ahead of now, finance signed in on that day (0: back to now). */
  async function moveTo(days: number) {
    if (offsetDays === 0) signedIn = cookies.finance;
    offsetDays = days;
    cookies.finance = days === 0 ? signedIn : await sessionCookie(t.db, 'finance', t.app.now());
  }

  it('lists the open invoices past due first, longest overdue first, then the rest latest due first', async () => {
    await moveTo(100);
    try {
      const asOf = t.app.now();
      const items = await allPages('?sort=overdue-first&limit=10');
      const latest = await allPages('?limit=25');
      expect(items.map((i) => i.id).sort()).toEqual(latest.map((i) => i.id).sort());
      const overdue = items.filter((i) => isOverdue(i, asOf));
      // The policy bound today pays monthly: three of its instalments are overdue 100 days on.
      expect(overdue.filter((i) => i.policyNumber === mine.policyNumber).length).toBe(3);
      expect(items.slice(0, overdue.length)).toEqual(overdue);
      const overdueDues = overdue.map((i) => i.dueDate);
      expect(overdueDues).toEqual([...overdueDues].sort());
      const restDues = items.slice(overdue.length).map((i) => i.dueDate);
      expect(restDues).toEqual([...restDues].sort().reverse());
      // The totals do not depend on the order.
      expect((await search('?sort=overdue-first')).totals).toEqual((await search('')).totals);
    } finally {
      await moveTo(0);
    }
  });

  it('keeps the moment of the first page: an invoice falling due while paging is neither lost nor repeated', async () => {
    await moveTo(100);
    try {
      const first = await search(`?sort=overdue-first&limit=10&search=${mine.policyNumber}`);
      await moveTo(200);
      const rest = await allPages(
        `?sort=overdue-first&limit=10&search=${mine.policyNumber}&cursor=${encodeURIComponent(first.nextCursor!)}`,
      );
      const ids = [...first.items, ...rest].map((i) => i.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe((await recordInvoices(mine.applicationId)).invoices.length);
      // Still the three overdue at the first page's moment, then the others latest due first.
      expect([...first.items, ...rest].slice(3).map((i) => i.dueDate)).toEqual(
        [...first.items, ...rest].slice(3).map((i) => i.dueDate).sort().reverse(),
      );
    } finally {
      await moveTo(0);
    }
  });

  it("exports in the list's order and refuses another order's cursor", async () => {
    await moveTo(100);
    try {
      const list = await allPages(`?sort=overdue-first&search=${mine.policyNumber}`);
      const csv = await t.app.inject({
        method: 'GET',
        url: `/api/invoices.csv?sort=overdue-first&search=${mine.policyNumber}`,
        headers: { cookie: cookies.finance },
      });
      expect(csv.statusCode).toBe(200);
      const numbers = csv.body.trim().split(/\r?\n/).slice(1).map((line) => line.split(',')[0]);
      expect(numbers).toEqual(list.map((i) => i.number));
      const latestCursor = (await search('?limit=10')).nextCursor!;
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/invoices?sort=overdue-first&cursor=${encodeURIComponent(latestCursor)}`,
        headers: { cookie: cookies.finance },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Invalid cursor');
      const badSort = await t.app.inject({
        method: 'GET',
        url: '/api/invoices?sort=oldest',
        headers: { cookie: cookies.finance },
      });
      expect(badSort.statusCode).toBe(400);
    } finally {
      await moveTo(0);
    }
  });
});
