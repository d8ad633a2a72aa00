import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { CATALOGUE, formatDate, PRODUCT_DEFINITIONS } from '@bm/domain';
import { loadConfig } from '../../packages/server/src/config.ts';
import { openPostgres, type Database } from '../../packages/server/src/db/client.ts';
import { replicateStory } from '../../packages/server/src/db/replicate.ts';
import { applications as applicationsTable, sessions } from '../../packages/server/src/db/schema.ts';
import { BROKERAGE_IDS, DEMO_USERS, SEED_BROKERAGES } from '../../packages/server/src/db/seed-data.ts';
import { SEED_EPOCH, seedIfEmpty } from '../../packages/server/src/db/seed.ts';
import { sha256 } from '../../packages/server/src/lib/crypto.ts';
import { columnsFromForm } from '../../packages/server/src/modules/applications/index.ts';
import { productVersionId } from '../../packages/server/src/modules/products/index.ts';
import { closePremiumMonths } from '../../packages/server/src/modules/financial-reports/index.ts';
import { currentMigration } from '../../packages/server/src/story/snapshot.ts';
import { tellStory } from '../../packages/server/src/story/tell.ts';
import { checkQuoteCase, tenantsForm } from './quote-forms.ts';
import {
  finishRecord,
  readDatabaseState,
  recreateDatabase,
  seedDecision,
  startRecord,
} from './seed-record.ts';

/** The application the quote scenario prices: a complete tenants form, outside the seeded id range. */
export const QUOTE_APPLICATION_ID = '00000000-0000-4000-8000-00000000b001';

/** What the scenarios read from the bench database: every application id, and a bound policy's number. */
export interface BenchSample {
  ids: readonly string[];
  policyNumber: string;
}

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
  /** Seconds the seeding spent telling and replicating (this run's, or the kept seed's). */
  tellSeconds: number;
  replicateSeconds: number;
  /** When the seeding finished; `reused`: an earlier run's seed was kept. */
  seededAt: Date;
  reused: boolean;
  /** The seed's migration when it was older than the code's and migrated forward (decision 0101). */
  migratedFrom?: string;
}

const seconds = (since: number) => (Date.now() - since) / 1000;
const shown = (url: string) => url.replace(/\/\/[^@]*@/, '//');
const count = (n: number) => n.toLocaleString('en-CA');
/** Progress on one line at a terminal, a line each in a log. */
const progress = (line: string) =>
  process.stdout.isTTY ? process.stdout.write(`\r${line}`) : console.log(line);
/** The line after a progress line (a terminal's is still open). */
const after = (line: string) => console.log(process.stdout.isTTY ? `\n${line}` : line);

/** Tells the story and replicates it into the (empty) database, recording what it seeds. */
async function seed(
  url: string,
  database: Database,
  wanted: { applications: number; story: number; migration: string },
): Promise<Omit<Prepared, 'database' | 'reused'>> {
  await startRecord(url, wanted);
  await seedIfEmpty(database.db, { applications: 0 });
  const telling = Date.now();
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, {
    DATABASE_URL: url,
    SEED_ON_START: false,
  });
  await tellStory(config, database, {
    applications: wanted.story,
    onDay: (day, summary) => {
      if (summary.days % 30 === 0)
        progress(
          `Telling the story of ${wanted.story} applications: ${day} (${seconds(telling).toFixed(0)} s)`,
        );
    },
  });
  const tellSeconds = seconds(telling);
  after(`Told the story in ${tellSeconds.toFixed(0)} s.`);
  const replicating = Date.now();
  let batchStart = Date.now();
  const replication = await replicateStory(database.db, wanted.applications, {
    now: new Date(),
    onProgress: (done, total, copiesDone, copies) => {
      progress(
        `Replicating the story: copy ${count(copiesDone)} / ${count(copies)} (${count(done)} / ${count(total)} applications), ${seconds(replicating).toFixed(0)} s, this batch ${seconds(batchStart).toFixed(1)} s`,
      );
      batchStart = Date.now();
    },
  });
  const replicateSeconds = seconds(replicating);
  after(
    `Replicated: ${replication.told} told, ${replication.copies} times, ${count(replication.applications)} applications in ${replicateSeconds.toFixed(0)} s.`,
  );
  const made = { told: replication.told, copies: replication.copies, tellSeconds, replicateSeconds };
  await finishRecord(url, made);
  return { ...made, seededAt: new Date() };
}

/**
 * The bench database (docs/decisions/0068): the demo story told to `story` applications through the
 * product's API (decision 0065) into an empty PostgreSQL database, then replicated in bulk with SQL
 * until it holds at least `applications` (db/replicate.ts), and the quote scenario's application.
 * With `reuse`, a database seeded by the bench with the same applications, story and newest
 * migration is kept as it is (bench_seed.record says what it was seeded with); a bench database
 * seeded otherwise is dropped and seeded again; a database holding anyone else's applications is refused.
 */
export async function prepareDatabase(
  url: string,
  wanted: { applications: number; story: number; reuse: boolean },
): Promise<Prepared> {
  const migration = currentMigration();
  const decision = seedDecision(await readDatabaseState(url), { ...wanted, migration });
  if (decision.action === 'refuse')
    throw new Error(
      `${shown(url)}: ${decision.reason}: drop it (dropdb -h 127.0.0.1 -U postgres <name>) or pass another --database-url, and run again`,
    );
  if (decision.action === 'reseed') {
    console.log(`Seeding ${shown(url)} again: ${decision.reason}.`);
    await recreateDatabase(url);
  }
  const database = openPostgres({ url });
  await database.migrate();
  // The quote scenario's application is written last: it is not one of the story's.
  await database.db.delete(applicationsTable).where(eq(applicationsTable.id, QUOTE_APPLICATION_ID));
  let prepared: Prepared;
  if (decision.action === 'reuse') {
    const { record } = decision;
    console.log(
      `Keeping the bench data seeded ${record.finishedAt!.toISOString()}: the story (${record.told} applications) ${record.copies} times, migration ${record.migration}${decision.migrateFrom ? `, migrated forward to ${migration}` : ''} (--reuse-data off seeds it again).`,
    );
    prepared = {
      database,
      told: record.told!,
      copies: record.copies!,
      tellSeconds: record.tellSeconds ?? 0,
      replicateSeconds: record.replicateSeconds ?? 0,
      seededAt: record.finishedAt!,
      reused: true,
      ...(decision.migrateFrom ? { migratedFrom: decision.migrateFrom } : {}),
    };
  } else {
    prepared = { database, ...(await seed(url, database, { ...wanted, migration })), reused: false };
  }
  await upsertQuoteApplication(database);
  // What the scheduler does at the start of a month, and what a migration that empties the premium
  // summaries leaves to it: idempotent, nothing when every ended month is stored.
  await closePremiumMonths(database.db, new Date());
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
