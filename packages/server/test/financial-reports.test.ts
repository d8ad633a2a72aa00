import { parse } from 'csv-parse/sync';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountingDrillResponse, AccountingReportResponse, Application } from '@bm/contracts';
import {
  ACCOUNTING_REPORTS,
  ACCOUNTING_REPORT_DEFINITIONS,
  gstHstOf,
  monthOfInstant,
  nextMonth,
  type AccountingReportKind,
  type Quote,
  type TransactionFigures,
} from '@bm/domain';
import { eq } from 'drizzle-orm';
import { applications, policyTransactions } from '../src/db/schema.ts';
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
const month = monthOfInstant(new Date());
const previous = (m: string) => {
  const [y, mm] = m.split('-').map(Number) as [number, number];
  return mm === 1 ? `${y - 1}-12` : `${y}-${String(mm - 1).padStart(2, '0')}`;
};
const from = previous(month);
/** Far enough for every term bound today to be earned. */
let to = month;
for (let i = 0; i < 14; i += 1) to = nextMonth(to);

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
  mine = await bindPolicy(
    t,
    cookies.broker,
    'tenants',
    tenantsForm({ 'insured-name': 'Ledger Reader' }),
    'monthly',
  );
  theirs = await bindPolicy(
    t,
    cookies.broker2,
    'tenants',
    tenantsForm({ 'insured-name': 'Coastal Accounts' }),
    'annual',
  );
  await cancelPolicy(t, cookies.endorsement, theirs.applicationId, { days: 0, option: 'prorata' });
});
afterAll(() => t?.close());

async function get(url: string, cookie: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}
async function report(
  kind: AccountingReportKind,
  cookie: string,
  query = '',
): Promise<AccountingReportResponse> {
  const response = await get(`/api/financial-reports/${kind}?from=${from}&to=${to}${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AccountingReportResponse;
}
async function drill(
  kind: AccountingReportKind,
  key: string,
  cookie: string,
  query = '',
): Promise<AccountingDrillResponse> {
  const response = await get(
    `/api/financial-reports/${kind}/drill-down?from=${from}&to=${to}&key=${encodeURIComponent(key)}${query}`,
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AccountingDrillResponse;
}
const sumRows = (rows: { figures: Record<string, number> }[], key: string) =>
  rows.reduce((total, row) => total + (row.figures[key] ?? 0), 0);

/** Every report's rows sum to its totals, and every row's drill-down to the row, to the cent. */
async function expectReproducible(kind: AccountingReportKind, cookie: string, query = '') {
  const result = await report(kind, cookie, query);
  const keys = ACCOUNTING_REPORT_DEFINITIONS[kind].figures.map((f) => f.key);
  for (const key of keys) {
    if (kind === 'premium' && key === 'unearned') continue;
    expect(result.totals[key], `${kind} total ${key}`).toBe(sumRows(result.rows, key));
  }
  for (const row of result.rows.filter((r) => keys.some((k) => r.figures[k] !== 0))) {
    const behind = await drill(kind, row.key, cookie, query);
    expect(behind.count).toBe(behind.rows.length);
    for (const key of keys) {
      expect(behind.totals[key], `${kind} ${row.key} ${key}`).toBe(row.figures[key]);
      expect(sumRows(behind.rows, key), `${kind} ${row.key} rows ${key}`).toBe(row.figures[key]);
    }
  }
  return result;
}

describe('GET /api/financial-reports/:report', () => {
  it.each(ACCOUNTING_REPORTS)(
    '%s: rows sum to the totals and each drill-down to its row (finance)',
    async (kind) => {
      await expectReproducible(kind, cookies.finance);
    },
  );

  it.each(ACCOUNTING_REPORTS)('%s: the same for a broker over their own brokerage', async (kind) => {
    await expectReproducible(kind, cookies.broker);
  });

  it('premium: written this month is the sum of the premiums the history rows stored; the months earn all of it', async () => {
    const result = await report('premium', cookies.finance);
    const stored = await t.db
      .select({ createdAt: policyTransactions.createdAt, figures: policyTransactions.reportFigures })
      .from(policyTransactions)
      .where(isNotNull(policyTransactions.reportFigures));
    const written = stored
      .filter((row) => monthOfInstant(row.createdAt) === month)
      .reduce((sum, row) => sum + (row.figures as TransactionFigures).premium, 0);
    expect(result.rows.find((row) => row.key === month)!.figures.written).toBe(written);
    expect(written).toBeGreaterThan(0);
    // Closing unearned = opening + written - earned, and nothing bound today is unearned 14 months on.
    expect(result.totals.unearned).toBe(
      result.openingUnearned! + result.totals.written! - result.totals.earned!,
    );
    const last = result.rows[result.rows.length - 1]!;
    expect(last.figures.unearned).toBe(result.totals.unearned);
  });

  it('premium: a cancellation effective today returns its premium and leaves nothing unearned on that policy', async () => {
    const behind = await drill('premium', month, cookies.finance, `&brokerageId=${BROKERAGE_IDS.coastal}`);
    const rows = behind.rows.filter((row) => row.applicationId === theirs.applicationId);
    expect(rows.map((row) => row.type).sort()).toEqual(['Cancellation', 'New Business']);
    expect(sumRows(rows, 'unearned')).toBe(0);
    const cancellation = rows.find((row) => row.type === 'Cancellation')!;
    expect(cancellation.figures.written).toBeLessThan(0);
    expect(cancellation.figures.earned).toBe(cancellation.figures.written);
  });

  it("a broker sees only their own brokerage's policies, and is refused another brokerage", async () => {
    const behind = await drill('premium', month, cookies.broker);
    const ids = new Set(behind.rows.map((row) => row.applicationId));
    expect(ids.has(mine.applicationId)).toBe(true);
    expect(ids.has(theirs.applicationId)).toBe(false);
    const commissions = await report('commissions', cookies.broker);
    expect(commissions.rows.map((row) => row.label)).toEqual([mine.brokerageName]);
    const refused = await get(
      `/api/financial-reports/taxes?from=${from}&to=${to}&brokerageId=${BROKERAGE_IDS.coastal}`,
      cookies.broker,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "You can only see your own brokerage's accounting reports." });
  });

  it('finance filters by brokerage; commissions and insurer premium come from the stored figures', async () => {
    const all = await report('commissions', cookies.admin);
    expect(all.rows.length).toBeGreaterThanOrEqual(2);
    const coastal = await report('commissions', cookies.finance, `&brokerageId=${BROKERAGE_IDS.coastal}`);
    expect(coastal.rows.map((row) => row.key)).toEqual([BROKERAGE_IDS.coastal]);
    const behind = await drill('commissions', BROKERAGE_IDS.coastal, cookies.finance);
    const theirRows = behind.rows.filter((row) => row.applicationId === theirs.applicationId);
    const [app] = await t.db.select().from(applications).where(eq(applications.id, theirs.applicationId));
    const quote = app!.boundQuote as Quote;
    expect(theirRows.find((row) => row.type === 'New Business')!.figures.commission).toBe(
      quote.brokerTransfer,
    );
    expect(theirRows.every((row) => row.figures.paid === 0)).toBe(true);
    const insurers = await report('insurers', cookies.finance);
    expect(
      insurers.rows.every((row) => row.figures.payable === row.figures.insurerPremium! - row.figures.paid!),
    ).toBe(true);
  });

  it("taxes: a bind's premium tax, GST/HST and PST are its quote's", async () => {
    const [app] = await t.db.select().from(applications).where(eq(applications.id, mine.applicationId));
    const quote = app!.boundQuote as Quote;
    const behind = await drill('taxes', app!.province!, cookies.broker);
    const row = behind.rows.find((r) => r.applicationId === mine.applicationId && r.type === 'New Business')!;
    const gstHst = gstHstOf(quote, 'monthly');
    expect(row.figures).toEqual({
      premiumTax: quote.premiumsTaxes,
      gstHst,
      pst: quote.totalPST.monthly,
      total: quote.premiumsTaxes + gstHst + quote.totalPST.monthly,
    });
    expect(gstHst).toBeGreaterThan(0);
  });

  it("refunds: the cancellation's card refund is in its month for finance, not in the broker's report", async () => {
    const finance = await report('refunds-fees', cookies.finance);
    const broker = await report('refunds-fees', cookies.broker);
    const refunded = finance.rows.find((row) => row.key === month)!.figures.refunds!;
    expect(refunded).toBeGreaterThan(0);
    expect(broker.rows.find((row) => row.key === month)!.figures.refunds).toBe(0);
    const behind = await drill('refunds-fees', month, cookies.finance);
    expect(
      behind.rows.some((row) => row.applicationId === theirs.applicationId && row.type === 'Card refund'),
    ).toBe(true);
  });

  it.each([
    [`from=${to}&to=${from}`, 'The period must end on or after the month it starts.'],
    ['from=2020-01&to=2023-12', 'A report covers at most 36 months.'],
  ])('refuses %s with a message', async (query, message) => {
    const response = await get(`/api/financial-reports/premium?${query}`, cookies.finance);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a bad month, report or drill-down key, and anyone signed out', async () => {
    expect(
      (await get(`/api/financial-reports/premium?from=2025-13&to=2026-01`, cookies.finance)).statusCode,
    ).toBe(400);
    expect(
      (await get(`/api/financial-reports/ledger?from=${from}&to=${to}`, cookies.finance)).statusCode,
    ).toBe(400);
    const outside = await get(
      `/api/financial-reports/premium/drill-down?from=${from}&to=${to}&key=1999-01`,
      cookies.finance,
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ message: 'key must be a month of the period, YYYY-MM.' });
    const province = await get(
      `/api/financial-reports/taxes/drill-down?from=${from}&to=${to}&key=XX`,
      cookies.finance,
    );
    expect(province.json()).toEqual({ message: 'key must be a province code.' });
    expect((await get(`/api/financial-reports/premium?from=${from}&to=${to}`, '')).statusCode).toBe(401);
  });
});

describe('GET /api/financial-reports/:report/csv', () => {
  it('exports the rows and a totals row in dollars, as the screen shows them', async () => {
    const result = await report('commissions', cookies.finance);
    const response = await get(
      `/api/financial-reports/commissions/csv?from=${from}&to=${to}`,
      cookies.finance,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`accounting-commissions-${from}-to-${to}.csv`);
    const rows = parse(response.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual(['Brokerage', 'Commission', 'Paid out', 'Payable']);
    expect(rows.map((row) => row.Brokerage)).toEqual([...result.rows.map((row) => row.label), 'Total']);
    const total = rows[rows.length - 1]!;
    expect(total.Commission).toBe(
      `$${(result.totals.commission! / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`,
    );
  });

  it("gives a broker their own brokerage's figures only", async () => {
    const response = await get(
      `/api/financial-reports/commissions/csv?from=${from}&to=${to}`,
      cookies.broker,
    );
    const rows = parse(response.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((row) => row.Brokerage)).toEqual([mine.brokerageName, 'Total']);
  });
});

describe('GET /api/financial-reports/:report/drill-down/csv', () => {
  it('lists every transaction behind the figure, then their total: the figure', async () => {
    const behind = await drill('commissions', BROKERAGE_IDS.coastal, cookies.finance);
    const response = await get(
      `/api/financial-reports/commissions/drill-down/csv?from=${from}&to=${to}&key=${BROKERAGE_IDS.coastal}`,
      cookies.finance,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      `accounting-commissions-${from}-to-${to}-${BROKERAGE_IDS.coastal}.csv`,
    );
    const rows = parse(response.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([
      'Policy number',
      'Insured',
      'Date',
      'Type',
      'Commission',
      'Paid out',
      'Payable',
    ]);
    expect(rows.slice(0, -1).map((row) => row['Policy number'])).toEqual(
      behind.rows.map((r) => r.policyNumber),
    );
    const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
    const total = rows[rows.length - 1]!;
    expect(total['Policy number']).toBe('Total');
    expect(cents(total.Commission!)).toBe(behind.totals.commission);
    expect(rows.slice(0, -1).reduce((sum, row) => sum + cents(row.Commission!), 0)).toBe(
      behind.totals.commission,
    );
  });

  it('names each transaction type in French in a French export', async () => {
    const behind = await drill('commissions', BROKERAGE_IDS.coastal, cookies.finance);
    const response = await get(
      `/api/financial-reports/commissions/drill-down/csv?from=${from}&to=${to}&key=${BROKERAGE_IDS.coastal}&lang=fr-CA`,
      cookies.finance,
    );
    expect(response.statusCode).toBe(200);
    const rows = parse(response.body, { columns: false, bom: true }) as string[][];
    const types = rows.slice(1, -1).map((row) => row[3]);
    expect(behind.rows.map((r) => r.type)).toContain('New Business');
    expect(types).toContain('Affaire nouvelle');
    expect(types).not.toContain('New Business');
  });

  it("refuses a broker another brokerage's transactions", async () => {
    const response = await get(
      `/api/financial-reports/commissions/drill-down/csv?from=${from}&to=${to}&key=${BROKERAGE_IDS.coastal}&brokerageId=${BROKERAGE_IDS.coastal}`,
      cookies.broker,
    );
    expect(response.statusCode).toBe(403);
  });
});
