import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { CATALOGUE, formatDate, PRODUCT_DEFINITIONS } from '@bm/domain';
import { loadConfig } from '../../packages/server/src/config.ts';
import { openPostgres, type Database } from '../../packages/server/src/db/client.ts';
import { countApplications, replicateStory, replicationOf } from '../../packages/server/src/db/replicate.ts';
import { applications as applicationsTable, sessions } from '../../packages/server/src/db/schema.ts';
import { BROKERAGE_IDS, DEMO_USERS, SEED_BROKERAGES } from '../../packages/server/src/db/seed-data.ts';
import { SEED_EPOCH, seedIfEmpty } from '../../packages/server/src/db/seed.ts';
import { sha256 } from '../../packages/server/src/lib/crypto.ts';
import { columnsFromForm } from '../../packages/server/src/modules/applications/lifecycle.ts';
import { productVersionId } from '../../packages/server/src/modules/products/sync.ts';
import { tellStory } from '../../packages/server/src/story/tell.ts';
import { checkQuoteCase, tenantsForm } from './quote-forms.ts';
import type { BenchSample } from './scenarios.ts';

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

/** How the bench database was made (the told story's size and the copies), for the report. */
export interface Prepared {
  database: Database;
  told: number;
  copies: number;
  /** Seconds spent telling and replicating (0 when the database was already prepared). */
  tellSeconds: number;
  replicateSeconds: number;
}

const seconds = (since: number) => (Date.now() - since) / 1000;
const shown = (url: string) => url.replace(/\/\/[^@]*@/, '//');

/**
 * The bench database (docs/decisions/0068): the demo story told to `story` applications through the
 * product's API (decision 0065) into an empty PostgreSQL database, then replicated in bulk with SQL
 * until it holds at least `applications` (db/replicate.ts), and the quote scenario's application.
 * A database this made for as many applications is used as it is; one holding anything else is refused.
 */
export async function prepareDatabase(url: string, applications: number, story: number): Promise<Prepared> {
  const database = openPostgres({ url });
  await database.migrate();
  // The quote scenario's application is written last: it is not one of the story's.
  await database.db.delete(applicationsTable).where(eq(applicationsTable.id, QUOTE_APPLICATION_ID));
  const made = await replicationOf(database.db);
  let prepared: Prepared;
  if (made) {
    if (made.copies !== Math.ceil(applications / made.told))
      throw new Error(
        `${shown(url)} holds the story replicated to ${(made.told * made.copies).toLocaleString('en-CA')} applications, not ${applications.toLocaleString('en-CA')}: drop it (or pass another --database-url) and run again`,
      );
    console.log(`The database holds the story (${made.told} applications) ${made.copies} times.`);
    prepared = { database, ...made, tellSeconds: 0, replicateSeconds: 0 };
  } else {
    if ((await countApplications(database.db)) > 0)
      throw new Error(
        `${shown(url)} holds applications that are not the bench's story (an older bench seed?): drop it (or pass another --database-url) and run again`,
      );
    await seedIfEmpty(database.db, { applications: 0 });
    const telling = Date.now();
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, {
      DATABASE_URL: url,
      SEED_ON_START: false,
    });
    await tellStory(config, database, {
      applications: story,
      onDay: (day, summary) => {
        if (summary.days % 30 === 0)
          process.stdout.write(`\rTelling the story of ${story} applications: ${day}`);
      },
    });
    const tellSeconds = seconds(telling);
    console.log(` (${tellSeconds.toFixed(0)} s)`);
    const replicating = Date.now();
    const replication = await replicateStory(database.db, applications, {
      now: new Date(),
      onProgress: (done, total) =>
        process.stdout.write(
          `\rReplicating the story: ${done.toLocaleString('en-CA')} / ${total.toLocaleString('en-CA')} applications`,
        ),
    });
    const replicateSeconds = seconds(replicating);
    console.log(` (${replication.told} told, ${replication.copies} times; ${replicateSeconds.toFixed(0)} s)`);
    prepared = {
      database,
      told: replication.told,
      copies: replication.copies,
      tellSeconds,
      replicateSeconds,
    };
  }
  await upsertQuoteApplication(database);
  // The search's word index (migration 0009), the invoice, commission and premium totals (decisions 0042,
  // 0048, 0049) too: a fresh table has no visibility map, and its index-only walks would read the heap.
  await database.db.execute(
    sql`vacuum analyze applications, application_search_tokens, search_tokens, invoices, invoice_hour_totals, invoice_month_totals, policy_transactions, ledger_entries, payments, analytics_day_totals, analytics_day_breakdowns, analytics_month_breakdowns, analytics_deltas, commission_hour_totals, commission_month_totals, commission_brokerage_month_totals, premium_closed_months, premium_month_figures`,
  );
  return prepared;
}

/** Every application id in order (the record reads spread over them) and a bound policy's number. */
export async function benchSample(database: Database): Promise<BenchSample> {
  const result = await database.db.execute(sql`select id from applications order by id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  const [bound] = await database.db
    .select({ policyNumber: applicationsTable.policyNumber })
    .from(applicationsTable)
    .where(and(eq(applicationsTable.status, 'bound'), sql`${applicationsTable.policyNumber} is not null`))
    .orderBy(asc(applicationsTable.id))
    .limit(1);
  if (!bound?.policyNumber) throw new Error('the bench database holds no bound policy');
  return { ids, policyNumber: bound.policyNumber };
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
