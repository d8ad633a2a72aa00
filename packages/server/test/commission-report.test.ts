import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, CommissionReportResponse } from '@bm/contracts';
import { formatDate, type Quote } from '@bm/domain';
import { eq } from 'drizzle-orm';
import { applications } from '../src/db/schema.ts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancelPolicy } from './helpers/cancel.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', broker2: '', finance: '', admin: '', endorsement: '' };
let mine: Application;
let theirs: Application;
const today = formatDate(new Date());

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
  mine = await bindPolicy(
    t,
    cookies.broker,
    'tenants',
    tenantsForm({ 'insured-name': 'Report Reader' }),
    'monthly',
  );
  theirs = await bindPolicy(
    t,
    cookies.broker2,
    'tenants',
    tenantsForm({ 'insured-name': 'Coastal Client' }),
    'annual',
  );
  await cancelPolicy(t, cookies.endorsement, theirs.applicationId, { days: 30, option: 'prorata' });
});
afterAll(() => t?.close());

async function report(query: string, cookie: string): Promise<CommissionReportResponse> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/reports/commissions${query}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CommissionReportResponse;
}

async function boundQuote(id: string): Promise<Quote> {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  return row!.boundQuote as Quote;
}

describe('GET /api/reports/commissions', () => {
  it("gives a broker the broker variant over their own brokerage's transactions, figures from the bound quote", async () => {
    const page = await report(`?from=${today}&to=${today}`, cookies.broker);
    expect(page.variant).toBe('broker');
    expect(page.items.map((line) => line.policyNumber)).toContain(mine.policyNumber);
    expect(page.items.map((line) => line.policyNumber)).not.toContain(theirs.policyNumber);
    const line = page.items.find((l) => l.policyNumber === mine.policyNumber)!;
    const quote = await boundQuote(mine.applicationId);
    expect(line).toMatchObject({
      type: 'New Business',
      transactionDate: today,
      brokerName: 'Blake Broker',
      paymentPeriod: 'monthly',
      payoutStatus: 'Not Paid',
      figures: {
        premium: quote.premiumsSum,
        brokerCommission: quote.brokerTransfer,
        taxes: quote.premiumsTaxes,
      },
    });
    // The reduced variant carries none of the full variant's figures.
    expect(line.figures.netMargin).toBeUndefined();
    expect(line.customerId).toBeUndefined();
    expect(page.totals.netMargin).toBeUndefined();
  });

  it('gives finance the full variant, a cancellation as a negative line, and totals that are the sum of the lines', async () => {
    const page = await report(
      `?from=${today}&brokerageId=${BROKERAGE_IDS.coastal}&limit=100`,
      cookies.finance,
    );
    expect(page.variant).toBe('full');
    const lines = page.items.filter((l) => l.policyNumber === theirs.policyNumber);
    expect(lines.map((l) => l.type).sort()).toEqual(['Cancellation', 'New Business']);
    const cancellation = lines.find((l) => l.type === 'Cancellation')!;
    // A tenants policy: its insurer by name, not by its id 'laurentian-general'.
    expect(lines.map((l) => l.insurer)).toEqual([
      'Laurentian General Insurance',
      'Laurentian General Insurance',
    ]);
    expect(cancellation.productName).toBe('Tenants Insurance');
    expect(cancellation.figures.premium).toBeLessThan(0);
    expect(cancellation.figures.brokerCommission).toBeLessThan(0);
    const f = cancellation.figures;
    expect(f.brokerCommission + f.mgaCommission! + f.insurerPremium!).toBe(f.premium);
    expect(page.nextCursor).toBeNull();
    for (const key of ['premium', 'brokerCommission', 'taxes', 'netMargin', 'totalCharged'] as const) {
      expect(page.totals[key], key).toBe(page.items.reduce((sum, l) => sum + (l.figures[key] ?? 0), 0));
    }
    expect(page.totals.count).toBe(page.items.length);
  });

  it('pages latest first without a gap or a repeat, and filters by payout status and period', async () => {
    const all = await report('?limit=100', cookies.admin);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: CommissionReportResponse = await report(
        `?limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        cookies.admin,
      );
      seen.push(...page.items.map((l) => l.transactionId));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 100);
    expect(seen.slice(0, all.items.length)).toEqual(all.items.map((l) => l.transactionId));
    expect(new Set(seen).size).toBe(seen.length);
    expect((await report('?payoutStatus=Paid', cookies.admin)).items).toEqual([]);
    const monthly = await report('?paymentPeriod=monthly&limit=100', cookies.admin);
    expect(monthly.items.every((l) => l.paymentPeriod === 'monthly')).toBe(true);
  });

  it('answers 400 with a message for a bad filter or cursor', async () => {
    for (const query of ['?from=2026-13-01', '?limit=7', '?cursor=nope', '?province=XX']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/reports/commissions${query}`,
        headers: { cookie: cookies.finance },
      });
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as { message: string }).message).toBeTruthy();
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/reports/commissions' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/reports/commissions.csv', () => {
  it("streams every matching line in the variant's columns, amounts in dollars, cells made safe", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/reports/commissions.csv?from=${today}&brokerageId=${BROKERAGE_IDS.coastal}`,
      headers: { cookie: cookies.finance },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`commission-report-${today}-to-today.csv`);
    const body = response.body.replace(/^\uFEFF/, '');
    const rows = parse(body, { columns: true }) as Record<string, string>[];
    const page = await report(
      `?from=${today}&brokerageId=${BROKERAGE_IDS.coastal}&limit=100`,
      cookies.finance,
    );
    expect(rows).toHaveLength(page.totals.count);
    expect(rows.map((r) => r['Policy Number'])).toContain(theirs.policyNumber);
    expect(Object.keys(rows[0]!)).toContain('Net Margin');
    const bound = rows.find((r) => r.Type === 'New Business' && r['Policy Number'] === theirs.policyNumber)!;
    expect(bound['Total Policy Premium']).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(bound.Insurer).toBe('Laurentian General Insurance');
    expect(bound.Product).toBe('Tenants Insurance');
  });

  it('names the transaction type in French in a French export', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/reports/commissions.csv?from=${today}&brokerageId=${BROKERAGE_IDS.coastal}&lang=fr-CA`,
      headers: { cookie: cookies.finance },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = parse(response.body.replace(/^\uFEFF/, ''), { columns: false }) as string[][];
    const type = rows[0]!.indexOf('Type');
    expect(type, rows[0]!.join(',')).toBeGreaterThan(-1);
    const types = rows.slice(1).map((row) => row[type]);
    expect(types).toContain('Affaire nouvelle');
    expect(types).not.toContain('New Business');
  });

  it('gives a broker the broker columns only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/reports/commissions.csv',
      headers: { cookie: cookies.broker },
    });
    const header = response.body.replace(/^\uFEFF/, '').split('\r\n')[0]!;
    expect(header.split(',')).toHaveLength(16);
    expect(header).not.toContain('Net Margin');
  });
});

describe('GET /api/reports/brokers', () => {
  it("lists a broker's own brokerage's brokers only, and every brokerage's for finance", async () => {
    const get = async (cookie: string) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/reports/brokers', headers: { cookie } })).json() as {
          items: { name: string; brokerageId: string | null }[];
        }
      ).items;
    const own = await get(cookies.broker);
    expect(own.map((b) => b.name)).toContain('Blake Broker');
    expect(own.every((b) => b.brokerageId === BROKERAGE_IDS.maple)).toBe(true);
    const all = await get(cookies.finance);
    expect(all.map((b) => b.name)).toEqual(expect.arrayContaining(['Blake Broker', 'Casey Coast']));
  });
});
