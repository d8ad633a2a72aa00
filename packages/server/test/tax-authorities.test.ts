import { parse } from 'csv-parse/sync';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountingDrillResponse,
  AccountingReportResponse,
  Application,
  EndorsementQuoteResponse,
} from '@bm/contracts';
import {
  formatCad,
  formatDate,
  monthOfInstant,
  payoutPeriodDays,
  taxAuthorityOfAccount,
  type Form,
  type Province,
} from '@bm/domain';
import { journalEntries, journalLines } from '../src/db/schema.ts';
import { journalPendingSources } from '../src/modules/accounting/journal-service.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancelPolicy } from './helpers/cancel.ts';
import { contractorsForm, tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The tax report by authority (issue 24 item 1; docs/decisions/0058): binds, an endorsement,
 * cancellations and their refunds in several provinces, then the report's figures per authority and
 * month against the journal's tax payable accounts of that authority, to the cent.
 */
let t: TestApp;
const cookies = { broker: '', broker2: '', finance: '', admin: '' };
const month = monthOfInstant(new Date());
const policies: Application[] = [];

const CITIES: Partial<Record<Province, [string, string]>> = {
  QC: ['Montréal', 'H3B 2Y5'],
  MB: ['Winnipeg', 'R3C 0A5'],
  SK: ['Saskatoon', 'S7K 1J5'],
  NL: ["St. John's", 'A1C 5M2'],
};
const tenantsIn = (province: Province, name: string): Form => {
  const [city, postal] = CITIES[province]!;
  return tenantsForm({
    'insured-name': name,
    'business-address-street': '120 Main Street',
    'business-address-unit': '',
    'business-address-city': city,
    'business-address-province': province,
    'business-address-postal': postal,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
  const on = await bindPolicy(
    t,
    cookies.broker,
    'tenants',
    tenantsForm({ 'insured-name': 'Tax Ontario' }),
    'annual',
  );
  const qc = await bindPolicy(t, cookies.broker, 'tenants', tenantsIn('QC', 'Taxe Québec'), 'monthly');
  const mb = await bindPolicy(t, cookies.broker2, 'tenants', tenantsIn('MB', 'Tax Manitoba'), 'annual');
  const sk = await bindPolicy(t, cookies.broker, 'tenants', tenantsIn('SK', 'Tax Saskatchewan'), 'annual');
  const nl = await bindPolicy(t, cookies.broker, 'tenants', tenantsIn('NL', 'Tax Newfoundland'), 'annual');
  const bc = await bindPolicy(
    t,
    cookies.broker,
    'contractors',
    contractorsForm({ 'insured-name': 'Tax BC' }),
    'annual',
  );
  policies.push(on, qc, mb, sk, nl, bc);
  // An endorsement lowering the Ontario contents: premium tax returned (refunded to the card).
  const change = {
    reason: 'Other',
    reasonText: 'Sold furniture',
    effectiveDate: formatDate(new Date(on.policyEffectiveDate!)),
    changes: [{ field: 'contents-limit', newValue: '10000' }],
  };
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: cookies.admin }, payload });
  const quoted = await post(`/api/applications/${on.applicationId}/endorsement/quote`, change);
  expect(quoted.statusCode, quoted.body).toBe(200);
  const priced = quoted.json() as EndorsementQuoteResponse;
  const saved = await post(`/api/applications/${on.applicationId}/endorsement`, {
    endorsement: { ...change, expectedTotal: priced.endorsementFeesAndTotals.total.annual },
    idempotencyKey: crypto.randomUUID(),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  // Cancellations: Quebec monthly pro rata, Manitoba short rate (refunded to the card), NL flat.
  await cancelPolicy(t, cookies.admin, qc.applicationId, { days: 40, option: 'prorata' });
  await cancelPolicy(t, cookies.admin, mb.applicationId, { days: 30, option: 'shortrate' });
  await cancelPolicy(t, cookies.admin, nl.applicationId, { days: 7, option: 'flat' });
}, 300_000);
afterAll(() => t?.close());

const get = (url: string, cookie = cookies.finance) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
async function report(cookie = cookies.finance, query = ''): Promise<AccountingReportResponse> {
  const response = await get(
    `/api/financial-reports/tax-authorities?from=${month}&to=${month}${query}`,
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AccountingReportResponse;
}
async function drill(key: string, cookie = cookies.finance): Promise<AccountingDrillResponse> {
  const response = await get(
    `/api/financial-reports/tax-authorities/drill-down?from=${month}&to=${month}&key=${encodeURIComponent(key)}`,
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AccountingDrillResponse;
}

/** Per authority, the month's net movement of the journal's tax payable accounts (credits - debits). */
async function journalTaxByAuthority(): Promise<Map<string, number>> {
  await journalPendingSources(t.db);
  const { first, next } = payoutPeriodDays(month);
  const rows = await t.db
    .select({
      accountCode: journalLines.accountCode,
      net: sql<string>`sum(${journalLines.credit} - ${journalLines.debit})`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(and(gte(journalEntries.entryDate, first), lt(journalEntries.entryDate, next)))
    .groupBy(journalLines.accountCode);
  const byAuthority = new Map<string, number>();
  for (const row of rows) {
    const authority = taxAuthorityOfAccount(row.accountCode);
    if (authority) byAuthority.set(authority.id, (byAuthority.get(authority.id) ?? 0) + Number(row.net));
  }
  return byAuthority;
}

describe('the tax report by authority', () => {
  it("ties to the journal's tax payable accounts per authority, to the cent", async () => {
    const { rows, totals } = await report();
    const journal = await journalTaxByAuthority();
    const fromReport = new Map(rows.map((row) => [row.key.split(':')[0]!, row.figures.payable!] as const));
    expect(rows.every((row) => row.key.endsWith(`:${month}`))).toBe(true);
    // Every authority the journal owes something to has its row, with the same net.
    for (const [id, net] of journal) if (net !== 0) expect(fromReport.get(id), id).toBe(net);
    for (const [id, net] of fromReport) expect(journal.get(id) ?? 0, id).toBe(net);
    // The provinces of this test, and the CRA, each have money; the returns show as returned.
    for (const id of ['CRA', 'ON', 'QC', 'MB', 'SK', 'BC'])
      expect(
        rows.find((row) => row.key === `${id}:${month}`),
        id,
      ).toBeDefined();
    const label = (id: string) => rows.find((row) => row.key === `${id}:${month}`)!;
    expect(label('QC').label).toBe(`Revenu Québec, ${month}`);
    expect(label('CRA').label).toBe(`Canada Revenue Agency, ${month}`);
    expect(label('QC').figures.returned).toBeGreaterThan(0);
    expect(label('MB').figures.returned).toBeGreaterThan(0);
    expect(label('ON').figures.returned).toBeGreaterThan(0);
    for (const row of rows) expect(row.figures.payable).toBe(row.figures.collected! - row.figures.returned!);
    expect(totals.payable).toBe([...journal.values()].reduce((sum, net) => sum + net, 0));
    expect(totals.collected).toBe(rows.reduce((sum, row) => sum + row.figures.collected!, 0));
  });

  it('drills each row down to the transactions that add up to it, each naming its record', async () => {
    const { rows } = await report();
    for (const row of rows) {
      const behind = await drill(row.key);
      expect(behind.label).toBe(row.label);
      expect(behind.totals).toEqual(row.figures);
      expect(behind.count).toBe(behind.rows.length);
      const sum = (key: string) => behind.rows.reduce((total, r) => total + r.figures[key]!, 0);
      expect(sum('payable')).toBe(row.figures.payable);
      expect(sum('collected')).toBe(row.figures.collected);
    }
    const quebec = await drill(`QC:${month}`);
    const ours = quebec.rows.filter((r) => r.applicationId === policies[1]!.applicationId);
    expect(ours.map((r) => r.type)).toEqual(['New Business', 'Cancellation']);
    expect(ours[1]!.figures.returned).toBeGreaterThan(0);
  });

  it('exports the report and a drill-down as CSV, with their totals', async () => {
    const { rows, totals } = await report();
    const csv = await get(`/api/financial-reports/tax-authorities/csv?from=${month}&to=${month}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/accounting-tax-authorities-/);
    const records = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(Object.keys(records[0]!)).toEqual([
      'Authority and month',
      'Tax collected',
      'Tax returned',
      'Net owed',
    ]);
    expect(records).toHaveLength(rows.length + 1);
    const dollars = formatCad;
    expect(records.at(-1)).toMatchObject({
      'Authority and month': 'Total',
      'Net owed': dollars(totals.payable!),
    });

    const key = `CRA:${month}`;
    const behind = await drill(key);
    const drillCsv = await get(
      `/api/financial-reports/tax-authorities/drill-down/csv?from=${month}&to=${month}&key=${encodeURIComponent(key)}`,
    );
    expect(drillCsv.statusCode).toBe(200);
    const lines = parse(drillCsv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(lines).toHaveLength(behind.count + 1);
    expect(lines.at(-1)).toMatchObject({
      'Policy number': 'Total',
      'Net owed': dollars(behind.totals.payable!),
    });
  });

  it("brokers see their own brokerage's taxes only; a bad key is refused with 400", async () => {
    const mine = await report(cookies.broker);
    const theirs = await report(cookies.broker2);
    // The Manitoba policy is the second brokerage's: not in the first broker's report.
    expect(mine.rows.find((row) => row.key === `MB:${month}`)).toBeUndefined();
    expect(theirs.rows.find((row) => row.key === `MB:${month}`)).toBeDefined();
    for (const key of ['CRA', 'ZZ:2026-01', `CRA:${month}:x`, `CRA:1999-01`, 'ON-2026-01']) {
      const refused = await get(
        `/api/financial-reports/tax-authorities/drill-down?from=${month}&to=${month}&key=${encodeURIComponent(key)}`,
      );
      expect(refused.statusCode, key).toBe(400);
      expect(refused.json()).toEqual({
        message: 'key must be a tax authority and a month of the period, e.g. CRA:2026-11.',
      });
    }
  });
});
