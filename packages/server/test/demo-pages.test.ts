import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountingConnection,
  AccountingDrillResponse,
  AccountingReportResponse,
  AnalyticsSummary,
  ApplicationListResponse,
  CommissionReportResponse,
  FinanceOpsSummary,
  InvoiceList,
  InvoiceSearchResponse,
  NsfListResponse,
  PartnerPayout,
  PolicyTransactionList,
  ReconciliationResponse,
} from '@bm/contracts';
import {
  ACCOUNTING_REPORTS,
  addDaysToDay,
  catalogueEntry,
  firstDayOfMonth,
  monthsFrom,
  nextMonth,
  PROVINCE_NAMES,
  SUMMED_FIGURES,
  type Province,
} from '@bm/domain';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { auditMoney } from '../src/modules/audit/money-audit.ts';
import { RENEWAL_HISTORY } from '../src/modules/renewal/records.ts';
import { storyCalendar } from '../src/story/plan.ts';
import { snapshotHeader } from '../src/story/snapshot.ts';
import { sessionCookie } from './helpers/sessions.ts';
import type { TestApp } from './helpers/test-app.ts';
import { demoApp } from './helpers/demo-app.ts';

/**
 * Issue 25 item 2: every back-office page opens on the story's business, and its totals agree with
 * the ledger and with every other page. Each page's API is called as the role that uses it, over
 * the demo `npm start` opens on: the story told through the product's own paths (docs/decisions/0065),
 * restored from its committed snapshot (0066).
 */
let t: TestApp;
const cookies = { finance: '', broker: '', admin: '' };
beforeAll(async () => {
  ({ t } = await demoApp());
  for (const role of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[role] = await sessionCookie(t.db, role);
}, 300_000);
afterAll(() => t?.close());

// The months of the committed story (its header records its last day).
const CALENDAR = storyCalendar(snapshotHeader().lastDay);
const FIRST_MONTH = CALENDAR.firstDay.slice(0, 7);
const LAST_MONTH = CALENDAR.lastDay.slice(0, 7);
const MONTHS = monthsFrom(FIRST_MONTH, LAST_MONTH);
const FIRST_DAY = firstDayOfMonth(FIRST_MONTH);
const LAST_DAY = addDaysToDay(firstDayOfMonth(nextMonth(LAST_MONTH)), -1);
const BROKERAGES = Object.values(BROKERAGE_IDS);

async function get<T>(role: keyof typeof cookies, url: string): Promise<T> {
  const response = await t.app.inject({ url, headers: { cookie: cookies[role] } });
  expect(response.statusCode, `${role} ${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json() as T;
}

/** Every page of a keyset-paged list. */
async function all<T, P extends { nextCursor: string | null }>(
  role: keyof typeof cookies,
  url: string,
  items: (page: P) => T[],
): Promise<{ items: T[]; first: P }> {
  const out: T[] = [];
  let first: P | undefined;
  for (let cursor: string | null = ''; cursor !== null;) {
    const page: P = await get<P>(role, `${url}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    first ??= page;
    out.push(...items(page));
    cursor = page.nextCursor;
  }
  return { items: out, first: first! };
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(query))[0]!.n;

/** The policies with money: every application with a ledger entry. */
const policiesWithMoney = () =>
  rows<{ id: string; brokerage_id: string; policy_number: string }>(sql`
    select a.id, a.brokerage_id, a.policy_number from applications a
    where exists (select 1 from ledger_entries e where e.application_id = a.id) order by a.policy_number`);

const sumOf = <T>(items: readonly T[], figure: (item: T) => number) =>
  items.reduce((total, item) => total + figure(item), 0);

describe('the back-office pages over the demo story', () => {
  it('the money audit finds nothing: every policy ledger, its invoices, card rows, report lines and the journal agree', async () => {
    const audit = await auditMoney(t.db);
    expect(audit.findings).toEqual([]);
    expect(audit.policies).toBeGreaterThan(20);
    expect(audit.journal).toMatchObject({ unbalancedEntries: 0, suspense: 0 });
  });

  it('/crm lists every application to the back office and a broker their brokerage only', async () => {
    const total = await count(sql`select count(*)::int as n from applications`);
    const everyone = await all<ApplicationListResponse['items'][number], ApplicationListResponse>(
      'finance',
      '/api/applications?limit=100&includeClosed=true',
      (p) => p.items,
    );
    expect(everyone.items.length).toBe(total);
    const statuses = new Set(everyone.items.map((a) => a.status));
    for (const status of ['bound', 'cancelled', 'quoted'] as const) expect(statuses).toContain(status);
    const maple = await count(
      sql`select count(*)::int as n from applications where brokerage_id = ${BROKERAGE_IDS.maple}`,
    );
    const own = await all<ApplicationListResponse['items'][number], ApplicationListResponse>(
      'broker',
      '/api/applications?limit=100&includeClosed=true',
      (p) => p.items,
    );
    expect(own.items.length).toBe(maple);
    expect(own.items.every((a) => a.brokerageId === BROKERAGE_IDS.maple)).toBe(true);
  });

  it("each policy's record shows its history, invoices and documents; /invoices = its rows = the records' invoices", async () => {
    const policies = await policiesWithMoney();
    expect(policies.length).toBeGreaterThan(20);
    const records = new Map<string, InvoiceList>();
    for (const policy of policies) {
      const base = `/api/applications/${policy.id}`;
      const history = await get<PolicyTransactionList>('finance', `${base}/transactions`);
      expect(history.length, policy.policy_number).toBeGreaterThan(0);
      // A term opens with its bind (a renewal's offer row, written when the offer was made, may come first).
      const opening = history.find((row) => row.type !== RENEWAL_HISTORY.offered);
      expect(['New Business', 'Renewal'], policy.policy_number).toContain(opening?.type);
      const invoices = await get<InvoiceList>('finance', `${base}/invoices`);
      expect(invoices.invoices.length, policy.policy_number).toBeGreaterThan(0);
      const live = invoices.invoices.filter((i) => i.status !== 'void');
      expect(invoices.totals, `${policy.policy_number}: the record's totals are its invoices'`).toEqual({
        billed: sumOf(live, (i) => i.amountDue),
        paid: sumOf(live, (i) => i.amountPaid),
        owing: sumOf(
          invoices.invoices.filter((i) => i.status === 'open'),
          (i) => i.amountDue - i.amountPaid,
        ),
      });
      records.set(policy.id, invoices);
      const documents = await get<{ items?: unknown[] } | unknown[]>('finance', `${base}/documents`);
      const listed = Array.isArray(documents) ? documents : (documents.items ?? []);
      expect(listed.length, `${policy.policy_number} documents`).toBeGreaterThan(0);
    }

    // /invoices for everyone: its totals are its rows', and the records' invoices together.
    type Item = InvoiceSearchResponse['items'][number];
    const list = await all<Item, InvoiceSearchResponse>('finance', '/api/invoices?limit=100', (p) => p.items);
    const totals = list.first.totals;
    const live = list.items.filter((i) => i.status !== 'void');
    expect(totals).toEqual({
      count: list.items.length,
      billed: sumOf(live, (i) => i.amountDue),
      paid: sumOf(live, (i) => i.amountPaid),
      owing: sumOf(list.items, (i) => i.owing),
    });
    const recordInvoices = [...records.values()].flatMap((r) => r.invoices);
    expect(list.items.map((i) => i.id).sort()).toEqual(recordInvoices.map((i) => i.id).sort());
    const recordTotals = [...records.values()].map((r) => r.totals);
    expect({ billed: totals.billed, paid: totals.paid, owing: totals.owing }).toEqual({
      billed: sumOf(recordTotals, (r) => r.billed),
      paid: sumOf(recordTotals, (r) => r.paid),
      owing: sumOf(recordTotals, (r) => r.owing),
    });
    expect(totals.billed).toBeGreaterThan(0);

    // A broker's /invoices: their brokerage's records.
    const mine = await all<Item, InvoiceSearchResponse>('broker', '/api/invoices?limit=100', (p) => p.items);
    const maple = policies
      .filter((p) => p.brokerage_id === BROKERAGE_IDS.maple)
      .map((p) => records.get(p.id)!.totals);
    expect(mine.items.length).toBeGreaterThan(0);
    expect({
      billed: mine.first.totals.billed,
      paid: mine.first.totals.paid,
      owing: mine.first.totals.owing,
    }).toEqual({
      billed: sumOf(maple, (r) => r.billed),
      paid: sumOf(maple, (r) => r.paid),
      owing: sumOf(maple, (r) => r.owing),
    });
  });

  it('/nsf lists every declined payment, on the records and in the finance-ops count', async () => {
    const declined = await count(sql`select count(*)::int as n from nsf_invoices`);
    const list = await all<NsfListResponse['items'][number], NsfListResponse>(
      'finance',
      '/api/nsfInvoices?limit=100',
      (p) => p.items,
    );
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.length).toBe(declined);
    for (const nsf of list.items) {
      const record = await get<InvoiceList>('finance', `/api/applications/${nsf.applicationId}/invoices`);
      expect(
        record.invoices.map((i) => i.id),
        nsf.invoiceNumber,
      ).toContain(nsf.invoiceId);
    }
    const summary = await get<FinanceOpsSummary>('admin', '/api/finance-ops/summary');
    expect(summary.nsfPending).toBe(list.items.filter((n) => n.status === 'pending').length);
  });

  it('ends as a business does: a declined instalment pending on a bound policy, its fee open, renewals left to offer by hand', async () => {
    // What the browser journeys need of the story's last days (docs/decisions/0071): /nsf's pending
    // invoice of a policy still bound, whose notice has no cancellation date yet (its delivery not
    // recorded), with its missed payment fee open on the record.
    const pending = await get<NsfListResponse>('finance', '/api/nsfInvoices?status=pending&limit=100');
    const open = pending.items.filter((nsf) => nsf.policyStatus === 'bound');
    expect(open.length).toBeGreaterThan(0);
    const [undated] = await rows<{ n: number }>(
      sql`select count(*)::int as n from nsf_invoices where status = 'pending' and cancellation_date is null
          and application_id in (${sql.join(
            open.map((nsf) => sql`${nsf.applicationId}::uuid`),
            sql`, `,
          )})`,
    );
    expect(undated!.n).toBeGreaterThan(0);
    const fees = await Promise.all(
      open.map((nsf) => get<InvoiceList>('finance', `/api/applications/${nsf.applicationId}/invoices`)),
    );
    expect(fees.some((list) => list.invoices.some((i) => i.isMPF && i.status === 'open'))).toBe(true);
    // The story's offer job offers 30 days before expiry: renewable policies expiring 31 to 60 days
    // after its last day have no renewal yet, for an underwriter's offer.
    const window = await count(
      sql`select count(*)::int as n from applications a
          where a.status = 'bound' and a.renewal_of_id is null and not a.non_renewable
            and (a.policy_expiry_date at time zone 'America/Vancouver')::date
                between ${addDaysToDay(CALENDAR.lastDay, 31)}::date and ${addDaysToDay(CALENDAR.lastDay, 60)}::date
            and not exists (select 1 from applications r where r.renewal_of_id = a.id)`,
    );
    expect(window).toBeGreaterThan(0);
  });

  it('/reports: the commission report totals its lines, agrees with the accounting reports, and shows a broker their lines only', async () => {
    type Line = CommissionReportResponse['items'][number];
    const range = `from=${FIRST_DAY}&to=${LAST_DAY}`;
    const full = await all<Line, CommissionReportResponse>(
      'finance',
      `/api/reports/commissions?${range}&limit=100`,
      (p) => p.items,
    );
    expect(full.first.variant).toBe('full');
    expect(full.items.length).toBeGreaterThan(20);
    const lineSum = (lines: Line[], key: string) =>
      sumOf(lines, (l) => (l.figures as unknown as Record<string, number | undefined>)[key] ?? 0);
    const { netMarginPercentage: _, ...summed } = full.first.totals as Record<string, number>;
    expect(summed).toEqual({
      count: full.items.length,
      ...Object.fromEntries(SUMMED_FIGURES.map((key) => [key, lineSum(full.items, key)])),
    });

    // The accounting reports of the same months count the same transactions.
    const report = (kind: string, scope = '') =>
      get<AccountingReportResponse>(
        'finance',
        `/api/financial-reports/${kind}?from=${FIRST_MONTH}&to=${LAST_MONTH}${scope}`,
      );
    expect((await report('premium')).totals.written).toBe(lineSum(full.items, 'premium'));
    expect((await report('commissions')).totals.commission).toBe(lineSum(full.items, 'brokerCommission'));
    expect((await report('insurers')).totals.insurerPremium).toBe(lineSum(full.items, 'insurerPremium'));
    expect((await report('taxes')).totals.premiumTax).toBe(lineSum(full.items, 'taxes'));
    expect((await report('refunds-fees')).totals.fees).toBe(lineSum(full.items, 'fees'));
    // What the lines charged is what /invoices billed (each: the charges less what was voided).
    const invoices = await get<InvoiceSearchResponse>('finance', '/api/invoices?limit=10');
    expect(lineSum(full.items, 'totalCharged')).toBe(invoices.totals.billed);

    // The broker variant: the broker's brokerage's lines, without the full variant's figures.
    const brokers = await get<{ items: unknown[] }>('broker', '/api/reports/brokers');
    expect(brokers.items.length).toBeGreaterThan(0);
    const own = await all<Line, CommissionReportResponse>(
      'broker',
      `/api/reports/commissions?${range}&limit=100`,
      (p) => p.items,
    );
    expect(own.first.variant).toBe('broker');
    expect(own.items.length).toBeGreaterThan(0);
    const mapleLines = full.items.filter((l) => l.brokerageName === own.items[0]!.brokerageName);
    expect(own.items.map((l) => l.transactionId).sort()).toEqual(
      mapleLines.map((l) => l.transactionId).sort(),
    );
    expect(
      own.items.every((l) => l.figures.insurerPremium === undefined && l.figures.mgaCommission === undefined),
    ).toBe(true);
    for (const key of ['premium', 'brokerCommission', 'taxes'] as const) {
      expect(own.first.totals[key], key).toBe(lineSum(mapleLines, key));
    }
    expect(own.first.totals.premium).toBe(
      (await report('premium', `&brokerageId=${BROKERAGE_IDS.maple}`)).totals.written,
    );
  });

  it('/financial-reports: every report shows the story, totals its rows, and each row is its drill-down', async () => {
    for (const kind of ACCOUNTING_REPORTS) {
      const scope = `from=${FIRST_MONTH}&to=${LAST_MONTH}`;
      const report = await get<AccountingReportResponse>(
        'finance',
        `/api/financial-reports/${kind}?${scope}`,
      );
      expect(report.rows.length, kind).toBeGreaterThan(0);
      expect(
        report.rows.some((row) => Object.values(row.figures).some((v) => v !== 0)),
        `${kind} shows money`,
      ).toBe(true);
      for (const key of Object.keys(report.totals)) {
        const expected =
          kind === 'premium' && key === 'unearned'
            ? report.rows[report.rows.length - 1]!.figures[key]
            : sumOf(report.rows, (row) => row.figures[key] ?? 0);
        expect(report.totals[key], `${kind} total ${key} = its rows`).toBe(expected);
      }
      for (const row of report.rows) {
        const drill = await get<AccountingDrillResponse>(
          'finance',
          `/api/financial-reports/${kind}/drill-down?${scope}&key=${encodeURIComponent(row.key)}`,
        );
        expect(drill.count, `${kind} ${row.key}`).toBe(drill.rows.length);
        expect(drill.totals, `${kind} ${row.key}: the row is its drill-down`).toEqual(row.figures);
      }
    }
  });

  it("/analytics' premium written is the accounting premium report's, month by month, for everyone and each brokerage, and by product and province", async () => {
    const analytics = (scope: string) =>
      get<AnalyticsSummary>(
        'finance',
        `/api/analytics/summary?from=${FIRST_DAY}&to=${LAST_DAY}&granularity=month${scope}`,
      );
    const premium = (scope: string) =>
      get<AccountingReportResponse>(
        'finance',
        `/api/financial-reports/premium?from=${FIRST_MONTH}&to=${LAST_MONTH}${scope}`,
      );
    for (const brokerageId of [null, ...BROKERAGES]) {
      const scope = brokerageId ? `&brokerageId=${brokerageId}` : '';
      const [shown, booked] = await Promise.all([analytics(scope), premium(scope)]);
      expect(
        Object.fromEntries(shown.series.map((p) => [p.period.slice(0, 7), p.premiumWritten])),
        `analytics = accounting, ${brokerageId ?? 'every brokerage'}`,
      ).toEqual(Object.fromEntries(booked.rows.map((row) => [row.key, row.figures.written])));
      expect(shown.totals.premiumWritten).toBe(booked.totals.written);
      if (!brokerageId) expect(shown.totals.premiumWritten).toBeGreaterThan(0);
    }

    // By product and province: the premium report's drill-down rows, by their policy's product and province.
    const everyone = await analytics('');
    const policies = new Map(
      (
        await rows<{ id: string; product_id: string; province: string | null }>(
          sql`select id, product_id, province from applications`,
        )
      ).map((p) => [p.id, p]),
    );
    const byProduct = new Map<string, number>();
    const byProvince = new Map<string, number>();
    const add = (map: Map<string, number>, key: string, amount: number) =>
      map.set(key, (map.get(key) ?? 0) + amount);
    for (const month of MONTHS) {
      const drill = await get<AccountingDrillResponse>(
        'finance',
        `/api/financial-reports/premium/drill-down?from=${FIRST_MONTH}&to=${LAST_MONTH}&key=${month}`,
      );
      for (const row of drill.rows) {
        const policy = policies.get(row.applicationId)!;
        add(
          byProduct,
          catalogueEntry(policy.product_id)?.name ?? policy.product_id,
          row.figures.written ?? 0,
        );
        add(
          byProvince,
          policy.province
            ? (PROVINCE_NAMES[policy.province as Province] ?? policy.province)
            : 'No province yet',
          row.figures.written ?? 0,
        );
      }
    }
    const nonZero = (map: Map<string, number>) =>
      Object.fromEntries([...map].filter(([, v]) => v !== 0).sort(([a], [b]) => a.localeCompare(b)));
    const shown = (breakdown: AnalyticsSummary['byProduct']) =>
      Object.fromEntries(
        breakdown
          .filter((r) => r.premiumWritten !== 0)
          .map((r) => [r.label, r.premiumWritten] as const)
          .sort(([a], [b]) => a.localeCompare(b)),
      );
    expect(shown(everyone.byProduct)).toEqual(nonZero(byProduct));
    expect(shown(everyone.byProvince)).toEqual(nonZero(byProvince));
  });

  it("/finance-ops: the journal holds the story, each month's card payments reconcile with the ledger, and open payouts are the payouts page's", async () => {
    const connection = await get<AccountingConnection>('admin', '/api/accounting');
    expect(connection.journal.entries).toBeGreaterThan(0);
    let payments = 0;
    let paid = 0;
    for (const month of MONTHS) {
      const reconciliation = await get<ReconciliationResponse>(
        'admin',
        `/api/accounting/reconciliation?period=${month}`,
      );
      expect(reconciliation.mismatches, month).toEqual([]);
      expect(reconciliation.payments.ours, month).toEqual(reconciliation.payments.processor);
      expect(reconciliation.refunds.ours, month).toEqual(reconciliation.refunds.processor);
      payments += reconciliation.payments.ours.count;
      paid += reconciliation.payments.ours.amount;
    }
    expect(payments).toBeGreaterThan(0);
    // The card payments reconciled are the ledger's card payments, to the cent (one charge may pay
    // several invoices: an entry each, one payment).
    const [ledger] = await rows<{ n: number; amount: string }>(sql`
      select count(distinct payment_id)::int as n, coalesce(sum(amount_cents), 0)::bigint as amount from ledger_entries
      where kind = 'payment' and payment_id is not null`);
    expect({ payments, paid }).toEqual({ payments: ledger!.n, paid: Number(ledger!.amount) });
    const payouts = await get<{ items: PartnerPayout[] }>('admin', '/api/invoices/partner');
    expect(payouts.items.length).toBeGreaterThan(0);
    const open = payouts.items.filter((p) => p.status === 'open');
    const summary = await get<FinanceOpsSummary>('admin', '/api/finance-ops/summary');
    expect({ openPayouts: summary.openPayouts, openPayoutsAmount: summary.openPayoutsAmount }).toEqual({
      openPayouts: open.length,
      openPayoutsAmount: sumOf(open, (p) => p.amount),
    });
  });

  it("the toolbox finds users, products, the jobs and each policy's raw ledger, as the database holds it", async () => {
    expect(
      (await get<{ items: unknown[] }>('admin', '/api/toolbox/users?search=example')).items.length,
    ).toBeGreaterThan(0);
    expect((await get<{ items: unknown[] }>('admin', '/api/toolbox/products')).items.length).toBeGreaterThan(
      0,
    );
    const jobs = await get<{
      items: { name: string; runs: { startedAt: string; outcome: string | null; runner: string }[] }[];
    }>('admin', '/api/toolbox/jobs');
    expect(jobs.items.map((job) => job.name)).toContain('collections');
    // Every job the story's nights ran shows its latest runs, done on the story's last nights.
    for (const job of jobs.items.filter((item) => item.name !== 'housekeeping')) {
      expect(job.runs.length, job.name).toBeGreaterThan(0);
      expect(job.runs[0], job.name).toMatchObject({ outcome: 'done', runner: 'story' });
      expect(job.runs[0]!.startedAt.slice(0, 10) >= '2026-11-01', job.name).toBe(true);
    }
    const policies = await policiesWithMoney();
    for (const policy of policies) {
      const found = await get<{ items: { applicationId: string; totals: Record<string, number> }[] }>(
        'admin',
        `/api/toolbox/policies?policyNumber=${encodeURIComponent(policy.policy_number)}`,
      );
      const term = found.items.find((item) => item.applicationId === policy.id);
      expect(term, policy.policy_number).toBeDefined();
      const byKind = await rows<{ kind: string; amount: string }>(sql`
        select kind, sum(amount_cents)::bigint as amount from ledger_entries
        where application_id = ${policy.id} group by kind`);
      expect(
        Object.fromEntries(Object.entries(term!.totals).filter(([, v]) => v !== 0)),
        policy.policy_number,
      ).toEqual(
        Object.fromEntries(
          byKind.filter((r) => Number(r.amount) !== 0).map((r) => [r.kind, Number(r.amount)]),
        ),
      );
    }
  });
});
