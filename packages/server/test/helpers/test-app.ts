import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { desc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openPglite, openPostgres, type Database, type Db } from '../../src/db/client.ts';
import { emailOutbox } from '../../src/db/schema.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/db/seed-data.ts';
import { seedIfEmpty } from '../../src/db/seed.ts';
import { createLocalDiskStorage } from '../../src/integrations/storage/index.ts';
import { restoreDemoIfEmpty } from '../../src/story/snapshot.ts';
import { PGLITE_SEED_DUMP, TEST_SEED_APPLICATIONS } from './constants.ts';

export type DemoUserKey = keyof typeof DEMO_USERS;

export interface TestAppOptions {
  /** A movable clock for expiry tests. */
  now?: () => Date;
  /** Serve this folder as the built web app. */
  webDist?: string;
  /** More configuration, as environment variables (e.g. PUBLIC_URL). */
  env?: Record<string, string>;
  /**
   * What the database holds: the tests' seed (default), or the demo `npm start` opens on, restored
   * from its committed snapshot (the story told through the product, docs/decisions/0066).
   */
  data?: 'seed' | 'demo';
}

/**
 * A fresh, migrated database of one test file's own (a PostgreSQL database when TEST_DB=postgres):
 * seeded with the tests' seed, or ('demo') empty, for the demo snapshot to be restored into, or
 * ('unmigrated') without even the migrations, for a migration's own test (helpers/migrations.ts).
 */
export async function openTestDatabase(
  data: 'seed' | 'demo' | 'unmigrated',
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    // One database per test file, dropped afterwards.
    const name = `bm_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const fileUrl = new URL(url);
    fileUrl.pathname = `/${name}`;
    const database = openPostgres({ url: fileUrl.toString(), poolSize: 4 });
    if (data !== 'unmigrated') await database.migrate();
    if (data === 'seed') await seedIfEmpty(database.db, { applications: TEST_SEED_APPLICATIONS });
    return {
      database,
      drop: async () => {
        await database.close();
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await client.end();
      },
    };
  }
  if (data !== 'seed') {
    const database = await openPglite(null);
    if (data === 'demo') await database.migrate();
    return { database, drop: () => database.close() };
  }
  const database = await openPglite(null, new Blob([readFileSync(PGLITE_SEED_DUMP)]));
  return { database, drop: () => database.close() };
}

/** Builds the real app on a fresh, seeded database of its own. */
export async function createTestApp(options: TestAppOptions = {}) {
  const { database, drop } = await openTestDatabase(options.data ?? 'seed');
  const storageDir = mkdtempSync(path.join(tmpdir(), 'bm-test-files-'));
  if (options.data === 'demo') await restoreDemoIfEmpty(database.db, createLocalDiskStorage(storageDir));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Without a web app of its own, a test app serves none (not whatever packages/web/dist holds).
    WEB_DIST: options.webDist ?? '/nonexistent-web-dist',
    // Stored files (policy documents) go to a folder of this app's own, removed on close.
    STORAGE_DIR: storageDir,
    // Files the server keeps beside its data (the accounting token key) go there too, not to ./data.
    DATA_DIR: path.join(storageDir, 'data'),
    ...options.env,
  } as NodeJS.ProcessEnv);
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  const db: Db = database.db;

  /** Signs a demo user in through the real login route and returns the Cookie header. */
  async function loginAs(user: DemoUserKey): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_USERS[user].email, password: DEMO_PASSWORD },
    });
    if (response.statusCode !== 200 || response.json().status !== 'signedIn') {
      throw new Error(`login as ${user} failed: ${response.statusCode} ${response.body}`);
    }
    return cookieHeader(response.headers['set-cookie']);
  }

  /** The newest email sent to an address, from the outbox. */
  async function lastEmailTo(address: string) {
    const [row] = await db
      .select()
      .from(emailOutbox)
      .where(eq(sql`lower(${emailOutbox.toAddress})`, address.toLowerCase()))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    return row ?? null;
  }

  return {
    app,
    db,
    kind: database.kind,
    /** The configuration the app was built with. */
    config,
    /** The database handle the app was built with (for another app on the same database). */
    database,
    loginAs,
    lastEmailTo,
    close: async () => {
      await app.close();
      await drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Turns Set-Cookie header(s) into a Cookie request header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** The 6-digit code in an email body. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no code in email: ${text}`);
  return match[1]!;
}
