import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountingDrillResponse,
  AccountingReportResponse,
  AnalyticsSummary,
  Application,
  PartnerPayout,
} from '@bm/contracts';
import {
  addDaysToDay,
  formatDate,
  INSURERS,
  nextMonth,
  payoutPeriodDays,
  payoutPeriodOf,
  policyEffectiveInstant,
} from '@bm/domain';
import { applications } from '../src/db/schema.ts';
import { journalPendingSources } from '../src/modules/accounting/journal-service.ts';
import { groupPartnerPayouts } from '../src/modules/partner-payouts/payout-service.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancelPolicy } from './helpers/cancel.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Decision 0079: the labels the server composes for the accounting reports, the analytics and the
 * journal are said in the request's language (Accept-Language, or a download link's lang), on screen
 * and in their CSV; English without either, word for word.
 */
let t: TestApp;
let clock = new Date();
const cookies = { broker: '', finance: '', endorsement: '' };
let bound: Application;
let cancelled: Application;
const month = payoutPeriodOf(formatDate(clock));
let to = month;
for (let i = 0; i < 14; i += 1) to = nextMonth(to);
const FR = { 'accept-language': 'fr-CA' };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
  bound = await bindPolicy(
    t,
    cookies.broker,
    'tenants',
    tenantsForm({ 'insured-name': 'Lucie Tremblay' }),
    'monthly',
  );
  cancelled = await bindPolicy(
    t,
    cookies.broker,
    'tenants',
    tenantsForm({ 'insured-name': 'Marc Gagnon' }),
    'annual',
  );
  await cancelPolicy(t, cookies.endorsement, cancelled.applicationId, { days: 0, option: 'prorata' });
});
afterAll(() => t?.close());

async function get<T>(url: string, headers: Record<string, string> = FR): Promise<T> {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: cookies.finance, ...headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  const json = String(response.headers['content-type'] ?? '').includes('json');
  return (json ? response.json() : response.body) as T;
}
const csvRows = (body: string) => parse(body, { columns: true, bom: true }) as Record<string, string>[];

describe('the accounting reports in French', () => {
  it('taxes by authority: the CRA and a record with no province by their French names, on screen and in the CSV', async () => {
    const query = `from=${month}&to=${to}`;
    const english = await get<AccountingReportResponse>(
      `/api/financial-reports/tax-authorities?${query}`,
      {},
    );
    expect(english.rows.map((r) => r.label)).toContain(`Canada Revenue Agency, ${month}`);
    const french = await get<AccountingReportResponse>(`/api/financial-reports/tax-authorities?${query}`);
    expect(french.rows.map((r) => r.label)).toContain(`Agence du revenu du Canada, ${month}`);
    const drill = await get<AccountingDrillResponse>(
      `/api/financial-reports/tax-authorities/drill-down?${query}&key=CRA:${month}`,
    );
    expect(drill.label).toBe(`Agence du revenu du Canada, ${month}`);
    expect(drill.rows.map((r) => r.type)).toContain('Affaire nouvelle');
    const csv = csvRows(
      await get<string>(`/api/financial-reports/tax-authorities/csv?${query}&lang=fr-CA`, {}),
    );
    // The spreadsheet cell rule takes the comma out.
    expect(csv.map((row) => Object.values(row)[0])).toContain(`Agence du revenu du Canada ${month}`);
  });

  it('taxes by province: « Aucune province » for a record with none, its drill-down and CSV too', async () => {
    await t.db.update(applications).set({ province: null }).where(eq(applications.id, bound.applicationId));
    try {
      const query = `from=${month}&to=${to}`;
      const english = await get<AccountingReportResponse>(`/api/financial-reports/taxes?${query}`, {});
      expect(english.rows.find((r) => r.key === 'unknown')?.label).toBe('No province');
      const french = await get<AccountingReportResponse>(`/api/financial-reports/taxes?${query}`);
      expect(french.rows.find((r) => r.key === 'unknown')?.label).toBe('Aucune province');
      const drill = await get<AccountingDrillResponse>(
        `/api/financial-reports/taxes/drill-down?${query}&key=unknown`,
      );
      expect(drill.label).toBe('Aucune province');
      const csv = csvRows(await get<string>(`/api/financial-reports/taxes/csv?${query}`));
      expect(csv.map((row) => Object.values(row)[0])).toContain('Aucune province');
      const authorities = await get<AccountingReportResponse>(
        `/api/financial-reports/tax-authorities?${query}`,
      );
      expect(authorities.rows.map((r) => r.label)).toContain(`Province non enregistrée, ${month}`);
    } finally {
      await t.db.update(applications).set({ province: 'ON' }).where(eq(applications.id, bound.applicationId));
    }
  });

  it('refunds and fees: a card refund is « Remboursement par carte » in the drill-down and its CSV', async () => {
    const query = `from=${month}&to=${month}&key=${month}`;
    const english = await get<AccountingDrillResponse>(
      `/api/financial-reports/refunds-fees/drill-down?${query}`,
      {},
    );
    expect(english.rows.map((r) => r.type)).toContain('Card refund');
    const drill = await get<AccountingDrillResponse>(
      `/api/financial-reports/refunds-fees/drill-down?${query}`,
    );
    expect(drill.rows.map((r) => r.type)).toContain('Remboursement par carte');
    expect(drill.rows.map((r) => r.type)).not.toContain('Card refund');
    const csv = csvRows(await get<string>(`/api/financial-reports/refunds-fees/drill-down/csv?${query}`));
    expect(csv.map((row) => row.Type)).toContain('Remboursement par carte');
  });
});

describe('the analytics in French', () => {
  it('names the payment plans and products of the breakdowns in French', async () => {
    const day = formatDate(clock);
    const english = await get<AnalyticsSummary>(`/api/analytics/summary?from=${day}&to=${day}`, {});
    expect(english.byPaymentPeriod.map((r) => r.label)).toEqual(
      expect.arrayContaining(['Monthly', 'Annual']),
    );
    const french = await get<AnalyticsSummary>(`/api/analytics/summary?from=${day}&to=${day}`);
    expect(french.byPaymentPeriod.map((r) => r.label)).toEqual(expect.arrayContaining(['Mensuel', 'Annuel']));
  });
});

describe('the journal in French', () => {
  it("names its accounts and memos in French, and an insurer's payout by the insurer's name", async () => {
    const period = month;
    const next = payoutPeriodDays(period).next;
    clock = new Date(policyEffectiveInstant(addDaysToDay(next, 1)).getTime() + 12 * 3_600_000);
    cookies.finance = await sessionCookie(t.db, 'finance', clock);
    await groupPartnerPayouts(t.db, clock);
    const { items } = await get<{ items: PartnerPayout[] }>(
      `/api/invoices/partner?period=${period}&partnerType=insurer`,
    );
    const payout = items[0]!;
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/partner/insurer/${payout.id}/completes`,
      headers: { cookie: cookies.finance },
      payload: { transferDate: next },
    });
    expect(done.statusCode, done.body).toBe(200);
    await journalPendingSources(t.db);
    const insurer = INSURERS.find((i) => i.id === payout.partnerId)!.name;

    const english = csvRows(await get<string>('/api/accounting/journal.csv', {}));
    expect(english.map((row) => row.Memo)).toContain(`Payout ${payout.number} to ${insurer}`);
    expect(english.map((row) => row.Memo)).toContain(`New Business ${bound.policyNumber}`);
    expect(english.map((row) => row.Account)).toContain('Premium receivable from insureds');
    // What made each entry: a label, not the journal's code.
    const englishSources = new Set(english.map((row) => row.Source));
    for (const label of ['Policy change', 'Payment', 'Payout']) expect(englishSources).toContain(label);
    for (const code of ['transaction', 'payment', 'payout', 'refund', 'writeOff'])
      expect(englishSources).not.toContain(code);

    const french = csvRows(await get<string>('/api/accounting/journal.csv?lang=fr-CA', {}));
    const memos = french.map((row) => Object.values(row)[7] ?? '');
    expect(memos).toContain(`Versement ${payout.number} à ${insurer}`);
    expect(memos).toContain(`Affaire nouvelle ${bound.policyNumber}`);
    expect(memos.some((memo) => memo.startsWith('Paiement reçu'))).toBe(true);
    const accounts = french.map((row) => Object.values(row)[4] ?? '');
    expect(accounts).toContain('Primes à recevoir des assurés');
    expect(accounts).toContain('Taxe sur les primes à payer ON');
    expect(accounts).not.toContain('Premium receivable from insureds');
    const sources = new Set(french.map((row) => Object.values(row)[2] ?? ''));
    for (const label of ['Modification de police', 'Paiement', 'Versement']) expect(sources).toContain(label);
    for (const english of ['Policy change', 'Payment', 'Refund', 'Write-off', 'Payout'])
      expect(sources).not.toContain(english);
  });
});
