import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Database } from '../../packages/server/src/db/client.ts';
import { sessions } from '../../packages/server/src/db/schema.ts';
import { DEMO_USERS } from '../../packages/server/src/db/seed-data.ts';
import { seedApplications, seedIfEmpty } from '../../packages/server/src/db/seed.ts';
import { sha256 } from '../../packages/server/src/lib/crypto.ts';

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

/** Migrates, seeds up to `applications` rows (showing progress) and refreshes planner statistics. */
export async function prepareDatabase(url: string, applications: number): Promise<Database> {
  const database = openPostgres({ url });
  await database.migrate();
  await seedIfEmpty(database.db, { applications: 0 });
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
  await database.db.execute(sql`vacuum analyze applications`);
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
