import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSearchResponse } from '@bm/contracts';
import {
  countApplications,
  replicateStory,
  replicationOf,
  unclassifiedTables,
  type Replication,
} from '../src/db/replicate.ts';
import { SEED_EPOCH } from '../src/db/seed.ts';
import { rollUpAnalytics } from '../src/modules/analytics/rollup.ts';
import { auditMoney, type MoneyAuditReport } from '../src/modules/audit/money-audit.ts';
import { tellStory } from '../src/story/tell.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 25 item 6 (docs/decisions/0068): the bench's 300,000 applications are the demo story told
 * through the API and copied in bulk with SQL. Here a small story is copied three times: every
 * copy's books are as good as the original's, and every count and total of the money triples.
 */
let t: TestApp;
let told: number;
let replication: Replication;
let original: MoneyAuditReport;
let before: Record<string, number>;
let invoicesBefore: InvoiceSearchResponse;

/** What must triple: rows of the copied tables and of the triggers' tables, and every money total. */
const FIGURES: Record<string, string> = {
  applications: 'select count(*) from applications',
  policies: 'select count(distinct policy_number) from applications where policy_number is not null',
  emails: "select count(distinct email) from applications where email <> ''",
  history: 'select count(*) from policy_transactions',
  invoices: 'select count(*) from invoices',
  invoiceNumbers: 'select count(distinct number) from invoices',
  billed: 'select sum(amount_due_cents) from invoices',
  collected: 'select sum(amount_paid_cents) from invoices',
  ledger: 'select count(*) from ledger_entries',
  ledgerBalance: 'select sum(amount_cents) from ledger_entries',
  cardPayments: "select sum(amount_cents) from payments where status = 'succeeded'",
  refunds: 'select sum(amount_cents) from refunds',
  nsf: 'select count(*) from nsf_invoices',
  processorCharges: 'select sum(amount_cents) from sim_charges',
  cards: 'select count(*) from payment_cards',
  journalEntries: "select count(*) from journal_entries where source_type <> 'payout'",
  journalDebits: 'select sum(debit_cents) from journal_lines',
  payouts: 'select sum(amount_cents) from partner_payouts',
  payoutLines: 'select count(*) from partner_payout_lines',
  searchWords: 'select count(*) from application_search_tokens',
  invoiceTotals: 'select sum(amount_due_cents) from invoice_month_totals',
  commissionTotals: 'select sum(total_charged_cents) from commission_brokerage_month_totals',
  commissionLines: 'select sum(line_count) from commission_hour_totals',
  analyticsStarted: 'select sum(started) from analytics_day_totals',
  analyticsPremium: 'select sum(premium_written_cents) from analytics_month_breakdowns',
  premiumWritten: 'select sum(written_cents) from premium_month_figures',
  premiumEarned: 'select sum(earned_cents) from premium_month_figures',
};

async function figures(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, query] of Object.entries(FIGURES)) {
    const result = await t.db.execute(sql.raw(`select coalesce((${query}), 0)::bigint::text as n`));
    out[name] = Number((result as unknown as { rows: { n: string }[] }).rows[0]!.n);
  }
  return out;
}

async function invoicesPage(): Promise<InvoiceSearchResponse> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/invoices?limit=10',
    headers: { cookie: await sessionCookie(t.db, 'finance') },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as InvoiceSearchResponse;
}

beforeAll(async () => {
  t = await createTestApp();
  await tellStory(t.config, t.database, { applications: 20 });
  await rollUpAnalytics(t.db);
  told = await countApplications(t.db);
  original = await auditMoney(t.db);
  before = await figures();
  invoicesBefore = await invoicesPage();
  replication = await replicateStory(t.db, told * 3, { now: new Date(SEED_EPOCH), copiesPerBatch: 1 });
}, 600_000);
afterAll(() => t?.close());

describe('the bench database: the told story replicated in bulk', () => {
  it('knows of every table whether it is copied, shared or left alone', async () => {
    expect(await unclassifiedTables(t.db)).toEqual([]);
  });

  it('copies the told applications three times and records it', async () => {
    expect(replication).toEqual({ told, copies: 3, applications: told * 3 });
    expect(await replicationOf(t.db)).toEqual({ told, copies: 3 });
    expect(before.policies).toBeGreaterThan(0);
    expect(before.nsf! + before.refunds!).toBeGreaterThan(0);
  });

  it('keeps every copy’s books as good as the original’s', async () => {
    expect(original.findings).toEqual([]);
    expect(original.policies).toBeGreaterThan(5);
    const audit = await auditMoney(t.db);
    expect(audit.findings).toEqual([]);
    expect(audit.policies).toBe(original.policies * 3);
    // The copies' journal came with them: nothing was left for the audit to journal.
    expect(audit.journal).toEqual({ journaled: 0, pendingSources: 0, unbalancedEntries: 0, suspense: 0 });
  });

  it('triples every count and total, the triggers’ and the jobs’ included, with unique numbers', async () => {
    const after = await figures();
    const tripled = Object.fromEntries(Object.entries(before).map(([name, value]) => [name, value * 3]));
    expect(after).toEqual(tripled);
  });

  it('shows /invoices three times the money', async () => {
    const after = await invoicesPage();
    expect(after.totals.count).toBe(invoicesBefore.totals.count * 3);
    expect(after.totals.billed).toBe(invoicesBefore.totals.billed * 3);
    expect(after.totals.billed).toBeGreaterThan(0);
  });
});
