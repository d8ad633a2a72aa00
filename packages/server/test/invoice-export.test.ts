import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, InvoiceList, InvoiceSearchResponse } from '@bm/contracts';
import { formatDate, invoiceTypeLabel } from '@bm/domain';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** GET /api/invoices.csv: the /invoices list's search and filters, every match, as a spreadsheet (issue 27). */
let t: TestApp;
const cookies = { broker: '', broker2: '', finance: '' };
let mine: Application;
let theirs: Application;

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
  // A name a spreadsheet would run as a formula.
  mine = await bindPolicy(
    t,
    cookies.broker,
    'tenants',
    tenantsForm({ 'insured-name': '=Export Tester' }),
    'monthly',
  );
  theirs = await bindPolicy(
    t,
    cookies.broker2,
    'tenants',
    tenantsForm({ 'insured-name': 'Other Brokerage' }),
    'annual',
  );
  // Two policies bound: slow on a busy machine.
}, 180_000);
afterAll(() => t?.close());

async function exportCsv(query: string, cookie = cookies.finance) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/invoices.csv${query}`,
    headers: { cookie },
  });
  const rows =
    response.statusCode === 200 ? (parse(response.body, { columns: true, bom: true }) as Record<string, string>[]) : [];
  return { response, rows };
}

async function recordInvoices(id: string): Promise<InvoiceList> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/applications/${id}/invoices`,
    headers: { cookie: cookies.finance },
  });
  return response.json() as InvoiceList;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

describe('GET /api/invoices.csv', () => {
  it("writes every matching invoice (not a page) with the list's columns, latest due first, money in dollars", async () => {
    const { response, rows } = await exportCsv(`?search=${mine.policyNumber}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('invoices.csv');
    expect(response.body.split('\r\n')[0]).toBe(
      '\ufeffInvoice number,Policy number,Insured,Brokerage,Type,Description,Due date,Amount due ($),Amount paid ($),Owing ($),Status',
    );
    const record = await recordInvoices(mine.applicationId);
    expect(rows).toHaveLength(12);
    const latestFirst = [...record.invoices].sort((a, b) =>
      a.dueDate === b.dueDate ? b.id.localeCompare(a.id) : b.dueDate.localeCompare(a.dueDate),
    );
    expect(rows.map((row) => row['Invoice number'])).toEqual(latestFirst.map((i) => i.number));
    const first = record.invoices.find((i) => i.status === 'paid')!;
    const row = rows.find((r) => r['Invoice number'] === first.number)!;
    expect(row).toEqual({
      'Invoice number': first.number,
      'Policy number': mine.policyNumber,
      // The spreadsheet rule: a cell starting with = is quoted so it is shown, not run.
      Insured: "'=Export Tester",
      Brokerage: mine.brokerageName,
      Type: invoiceTypeLabel(first.type),
      Description: first.description ?? '',
      'Due date': formatDate(first.dueDate),
      'Amount due ($)': dollars(first.amountDue),
      'Amount paid ($)': dollars(first.amountPaid),
      'Owing ($)': '0.00',
      Status: 'Paid',
    });
    const open = rows.filter((r) => r.Status === 'Open');
    expect(open).toHaveLength(11);
    expect(
      open.every((r) => r['Owing ($)'] === r['Amount due ($)'] && /^\d+\.\d\d$/.test(r['Owing ($)']!)),
    ).toBe(true);
  });

  it('follows the filters, and writes as many rows as the list counts over every page', async () => {
    const record = await recordInvoices(mine.applicationId);
    const second = record.invoices.find((i) => i.instalmentNumber === 2)!;
    const day = formatDate(second.dueDate);
    const onDay = await exportCsv(`?status=open&dueFrom=${day}&dueTo=${day}&search=${mine.policyNumber}`);
    expect(onDay.rows.map((r) => r['Invoice number'])).toEqual([second.number]);
    expect(onDay.response.headers['content-disposition']).toContain(`invoices-${day}-to-${day}.csv`);

    const all = await exportCsv('');
    const listed = (
      await t.app.inject({
        method: 'GET',
        url: '/api/invoices?limit=10',
        headers: { cookie: cookies.finance },
      })
    ).json() as InvoiceSearchResponse;
    expect(listed.totals.count).toBeGreaterThan(10);
    expect(all.rows).toHaveLength(listed.totals.count);
    expect(new Set(all.rows.map((r) => r['Invoice number'])).size).toBe(all.rows.length);
  });

  it("gives a broker their brokerage's invoices only; refuses a bad filter and a guest", async () => {
    const { rows } = await exportCsv(`?search=${theirs.policyNumber}`, cookies.broker);
    expect(rows).toEqual([]);
    expect(
      (await exportCsv('', cookies.broker)).rows.every((r) => r['Policy number'] !== theirs.policyNumber),
    ).toBe(true);
    const bad = await exportCsv('?dueTo=2026-13-01');
    expect(bad.response.statusCode).toBe(400);
    expect(bad.response.json().message).toContain('dueTo must be a day, YYYY-MM-DD');
    const guest = await t.app.inject({ method: 'GET', url: '/api/invoices.csv' });
    expect(guest.statusCode).toBe(401);
  });
});
