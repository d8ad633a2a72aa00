import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import pg from 'pg';
import {
  CATALOGUE,
  formatDate,
  isPaymentPeriod,
  PRODUCT_DEFINITIONS,
  transactionFigures,
  type Quote,
} from '@bm/domain';
import { openPostgres, type Database } from '../../packages/server/src/db/client.ts';
import {
  applications as applicationsTable,
  policyTransactions,
  sessions,
} from '../../packages/server/src/db/schema.ts';
import { BROKERAGE_IDS, DEMO_USERS, SEED_BROKERAGES } from '../../packages/server/src/db/seed-data.ts';
import { SEED_EPOCH, seedApplications, seedIfEmpty } from '../../packages/server/src/db/seed.ts';
import { sha256 } from '../../packages/server/src/lib/crypto.ts';
import { rollUpAnalytics } from '../../packages/server/src/modules/analytics/rollup.ts';
import { closePremiumMonths } from '../../packages/server/src/modules/financial-reports/premium-months.ts';
import { columnsFromForm } from '../../packages/server/src/modules/applications/lifecycle.ts';
import { productVersionId } from '../../packages/server/src/modules/products/sync.ts';
import { checkQuoteCase, tenantsForm } from './quote-forms.ts';

/** The application the quote scenario prices: a complete tenants form, outside the seeded id range. */
export const QUOTE_APPLICATION_ID = '00000000-0000-4000-8000-00000000b001';

/** Creates the database named in `url` when the server does not have it yet; returns the server version. */
export async function ensureDatabase(url: string): Promise<string> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replace(/"/g, '""')}"`);
      console.log(`Created database ${name}.`);
    }
    const version = await client.query<{ v: string }>("select current_setting('server_version') as v");
    return version.rows[0]?.v ?? 'unknown';
  } finally {
    await client.end();
  }
}

/**
 * Writes the quote scenario's application as the app would have saved it: a broker of Maple Leaf
 * Brokers, a complete tenants form effective a week from today, pinned to the tenants definition
 * the code carries, rated and quoted. Throws unless the form prices cleanly.
 */
async function upsertQuoteApplication(database: Database): Promise<void> {
  const product = CATALOGUE.find((entry) => entry.productId === 'tenants');
  const definition = PRODUCT_DEFINITIONS.tenants;
  if (!product || !definition) throw new Error('no tenants product in the catalogue');
  const brokerage = SEED_BROKERAGES.find((b) => b.id === BROKERAGE_IDS.maple)!;
  const today = formatDate(new Date());
  const quoteCase = { name: 'Quote scenario (tenants)', definition, form: tenantsForm(today) };
  const { quote } = checkQuoteCase(quoteCase, today);
  const { effectiveDay: _day, ...columns } = columnsFromForm(quoteCase.form);
  const values = {
    status: 'quoted',
    productId: product.productId,
    productVersionId: productVersionId(product.productId, definition.version),
    productName: product.name,
    brokerageId: brokerage.id,
    brokerageName: brokerage.name,
    brokerId: DEMO_USERS.broker.id,
    insurerId: product.insurerId,
    subdomain: brokerage.subdomain,
    ...columns,
    paymentPeriod: 'annual',
    currentPage: definition.pages.length,
    form: quoteCase.form,
    quote,
    premiumsSum: quote.premiumsSum,
    totalPremium: quote.total.annual,
    updatedAt: new Date(),
  };
  await database.db
    .insert(applicationsTable)
    .values({ id: QUOTE_APPLICATION_ID, ...values, createdAt: new Date(SEED_EPOCH) })
    .onConflictDoUpdate({ target: applicationsTable.id, set: values });
}

/**
 * Gives every seeded bound, cancelled or lapsed policy the invoices its bind would have raised
 * (annual: one, paid; monthly and instalment: twelve, the first paid, the rest open, due monthly
 * from the effective date), in one statement, for the /invoices scenarios. Only policies without
 * invoices get them, so a second run adds none. The amounts are the plan's total split evenly (the
 * last takes the rest): the page and its totals read them, not the ledger.
 */
async function seedBenchInvoices(database: Database): Promise<number> {
  const result = await database.db.execute(sql`
    insert into invoices (application_id, number, type, status, description, amount_due_cents,
                          amount_paid_cents, due_date, instalment_number, payment_account, paid_at, created_at)
    select a.id,
           coalesce(a.policy_number, left(a.id::text, 8)) || '-' || lpad(n::text, 2, '0'),
           case when a.payment_period = 'annual' then 'premium' else 'subscription' end,
           case when n = 1 then 'paid' else 'open' end,
           a.product_name || ' ' || a.payment_period || ' payment ' || n || ' of ' || k,
           case when n < k then a.total_premium_cents / k else a.total_premium_cents - (k - 1) * (a.total_premium_cents / k) end,
           case when n = 1 then a.total_premium_cents / k else 0 end,
           coalesce(a.policy_effective_date, a.created_at) + make_interval(months => n - 1),
           n,
           'main',
           case when n = 1 then coalesce(a.bound_date, a.created_at) end,
           coalesce(a.bound_date, a.created_at)
      from applications a
      cross join lateral (select case when a.payment_period = 'annual' then 1 else 12 end as k) plan
      cross join lateral generate_series(1, plan.k) as n
     where a.status in ('bound', 'cancelled', 'lapsed')
       and not exists (select 1 from invoices i where i.application_id = a.id)
    on conflict do nothing`);
  return (result as { rowCount?: number }).rowCount ?? 0;
}

/**
 * The commission report's New Business line of every seeded bound policy that has none (the seed
 * bulk-inserts policies without history): its figures computed by the domain from the bound quote,
 * as recordPolicyChange writes them (decision 0039), dated at the bind. Idempotent.
 */
async function seedBenchReportLines(database: Database): Promise<number> {
  const { db } = database;
  let written = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({
        id: applicationsTable.id,
        // The seed prices each policy once and keeps it as `quote` (bound_quote is left empty).
        boundQuote: sql<unknown>`coalesce(${applicationsTable.boundQuote}, ${applicationsTable.quote})`,
        paymentPeriod: applicationsTable.paymentPeriod,
        boundDate: applicationsTable.boundDate,
        createdAt: applicationsTable.createdAt,
      })
      .from(applicationsTable)
      .where(
        and(
          gt(applicationsTable.id, after),
          inArray(applicationsTable.status, ['bound', 'cancelled', 'lapsed']),
          sql`coalesce(${applicationsTable.boundQuote}, ${applicationsTable.quote}) is not null`,
          notExists(
            db
              .select({ one: sql`1` })
              .from(policyTransactions)
              .where(
                and(
                  eq(policyTransactions.applicationId, applicationsTable.id),
                  eq(policyTransactions.type, 'New Business'),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(applicationsTable.id))
      .limit(5_000);
    if (rows.length === 0) return written;
    after = rows.at(-1)!.id;
    const lines = rows.flatMap((row) => {
      const quote = row.boundQuote as Quote | null;
      if (!quote?.priced || !isPaymentPeriod(row.paymentPeriod)) return [];
      const period = row.paymentPeriod;
      const total = quote.total[period];
      const deltas = {
        type: 'New Business',
        premiumDelta: quote.premiumsSum,
        taxDelta: quote.premiumsTaxes,
        feeDelta: total - quote.premiumsSum - quote.premiumsTaxes,
        totalDelta: total,
      };
      return [
        {
          applicationId: row.id,
          ...deltas,
          description: 'Policy bound',
          reportFigures: transactionFigures({ ...deltas, boundQuote: quote, paymentPeriod: period }),
          createdAt: row.boundDate ?? row.createdAt,
        },
      ];
    });
    for (let i = 0; i < lines.length; i += 1_000) {
      await db.insert(policyTransactions).values(lines.slice(i, i + 1_000));
    }
    written += lines.length;
    process.stdout.write(`\rSeeding report lines: ${written.toLocaleString('en-CA')}`);
  }
}

/**
 * Migrates, seeds up to `applications` rows (showing progress), writes the quote scenario's
 * application and refreshes planner statistics.
 */
export async function prepareDatabase(url: string, applications: number): Promise<Database> {
  const database = openPostgres({ url });
  await database.migrate();
  await seedIfEmpty(database.db, { applications: 0 });
  // seedApplications continues from the row count; the extra row would make it skip a seed id.
  await database.db.delete(applicationsTable).where(eq(applicationsTable.id, QUOTE_APPLICATION_ID));
  const started = Date.now();
  let shown = 0;
  await seedApplications(database.db, applications, (done, total) => {
    if (done - shown >= 10_000 || done === total) {
      shown = done;
      process.stdout.write(
        `\rSeeding applications: ${done.toLocaleString('en-CA')} / ${total.toLocaleString('en-CA')}`,
      );
    }
  });
  if (shown > 0) console.log(` (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  await upsertQuoteApplication(database);
  const invoices = await seedBenchInvoices(database);
  if (invoices > 0) console.log(`Seeded ${invoices.toLocaleString('en-CA')} invoices of the bound policies.`);
  const lines = await seedBenchReportLines(database);
  if (lines > 0) console.log(` (the New Business report lines of the bound policies)`);
  // What the analytics-rollup job does: the seed's analytics deltas into the daily summary.
  const folded = await rollUpAnalytics(database.db);
  if (folded.deltas > 0) console.log(`Folded ${folded.deltas.toLocaleString('en-CA')} analytics deltas.`);
  // What the premium-month-close job does: every ended month's premium figures stored (decision 0049).
  const closing = Date.now();
  const closed = await closePremiumMonths(database.db, new Date());
  if (closed.closed > 0) {
    console.log(
      `Closed ${closed.closed} months of the premium report (${closed.figures.toLocaleString('en-CA')} brokerage rows, ${((Date.now() - closing) / 1000).toFixed(0)} s).`,
    );
  }
  // The search's word index (migration 0009), the invoice, commission and premium totals (decisions 0042,
  // 0048, 0049) too: a fresh table has no visibility map, and its index-only walks would read the heap.
  await database.db.execute(
    sql`vacuum analyze applications, application_search_tokens, search_tokens, invoices, invoice_hour_totals, invoice_month_totals, policy_transactions, analytics_day_totals, analytics_day_breakdowns, analytics_month_breakdowns, analytics_deltas, commission_hour_totals, commission_month_totals, commission_brokerage_month_totals, premium_closed_months, premium_month_figures`,
  );
  return database;
}

/** A session for a demo user, written as the login route writes one; returns the Cookie header. */
export async function benchSession(database: Database, user: keyof typeof DEMO_USERS): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await database.db.insert(sessions).values({
    id: sha256(token),
    userId: DEMO_USERS[user].id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
    userAgent: 'bench',
  });
  return `bm_session=${token}`;
}

/**
 * Reads the applications table and its primary-key index once, so that record reads spread over the
 * whole table find their pages in memory for the ceiling and the app alike (the first scenario would
 * otherwise pay for a cold cache).
 */
export async function warmCaches(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select count(*) from applications');
    await client.query('begin');
    await client.query('set local enable_seqscan = off');
    await client.query('set local enable_bitmapscan = off');
    await client.query(
      "select count(*) from applications where id >= '00000000-0000-0000-0000-000000000000'",
    );
    await client.query('commit');
  } finally {
    await client.end();
  }
}
