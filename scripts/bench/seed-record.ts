// What a bench database was seeded with (docs/decisions/0068): a one-row table in schema bench_seed,
// written when seeding starts and completed when it ends, so that a later run can keep the database
// (the slow part) and measure on it, or must seed it again.
import pg from 'pg';

export const SEED_SCHEMA = 'bench_seed';

export interface SeedRecord {
  /** `--applications` and `--story` of the run that seeded it. */
  applications: number;
  story: number;
  /** The newest migration the seeding code carried (drizzle journal tag). */
  migration: string;
  /** Applications told and K (the told rows and K - 1 copies); null while seeding. */
  told: number | null;
  copies: number | null;
  tellSeconds: number | null;
  replicateSeconds: number | null;
  startedAt: Date;
  /** Null: the seeding did not finish (stopped, or still running elsewhere). */
  finishedAt: Date | null;
}

/** What the database holds, read before anything is written to it. */
export interface DatabaseState {
  exists: boolean;
  record: SeedRecord | null;
  /** Schema bench_told is there (replicateStory's told rows: a bench seed, finished or not). */
  benchTold: boolean;
  /** Applications in it (0 when it has no applications table). */
  applications: number;
}

export interface Wanted {
  applications: number;
  story: number;
  migration: string;
  /** `--reuse-data on`: keep a database seeded with the same applications, story and migration. */
  reuse: boolean;
}

export type SeedDecision =
  /** migrateFrom: the seed is of an older migration; the migrations since are applied to it, as in production. */
  | { action: 'reuse'; record: SeedRecord; migrateFrom?: string }
  /** Seed into the database as it is (it does not exist or holds no application). */
  | { action: 'seed' }
  /** The bench's own database, seeded otherwise: drop it, create it again and seed. */
  | { action: 'reseed'; reason: string }
  /** Someone else's data: leave it alone. */
  | { action: 'refuse'; reason: string };

const count = (n: number) => n.toLocaleString('en-CA');

/** The number a drizzle journal tag starts with (`0035_notes_api_key` → 35). */
const migrationNumber = (tag: string) => Number(/^(\d+)_/.exec(tag)?.[1] ?? Number.NaN);

/**
 * Keep, seed, seed again or refuse the database (pure: the test covers every case). A seed of an
 * older migration is kept and migrated forward (decision 0101): the migrations carry their own
 * backfills, as they must for a production database, and seeding again costs most of an hour; a
 * seed of a migration the code does not know is seeded again.
 */
export function seedDecision(state: DatabaseState, wanted: Wanted): SeedDecision {
  if (!state.exists) return { action: 'seed' };
  const { record } = state;
  if (!record) {
    if (state.benchTold)
      return {
        action: 'reseed',
        reason:
          'it holds a bench seed with no record of what it was seeded with (an older bench, or a stopped seed)',
      };
    if (state.applications > 0)
      return {
        action: 'refuse',
        reason: `it holds ${count(state.applications)} applications that the bench did not seed`,
      };
    return { action: 'seed' };
  }
  if (!record.finishedAt)
    return {
      action: 'reseed',
      reason: `its seeding, started ${record.startedAt.toISOString()}, did not finish (if another bench is seeding it now, stop this one)`,
    };
  const differences = [
    record.applications !== wanted.applications &&
      `${count(record.applications)} applications, not ${count(wanted.applications)}`,
    record.story !== wanted.story && `a story of ${count(record.story)}, not ${count(wanted.story)}`,
    !(migrationNumber(record.migration) <= migrationNumber(wanted.migration)) &&
      `migration ${record.migration}, newer than ${wanted.migration} (the code's newest)`,
  ].filter((d): d is string => typeof d === 'string');
  if (differences.length > 0)
    return { action: 'reseed', reason: `it was seeded with ${differences.join(', ')}` };
  if (!wanted.reuse) return { action: 'reseed', reason: '--reuse-data off' };
  return record.migration === wanted.migration
    ? { action: 'reuse', record }
    : { action: 'reuse', record, migrateFrom: record.migration };
}

interface RecordRow {
  applications: number;
  story: number;
  migration: string;
  told: number | null;
  copies: number | null;
  tell_seconds: number | null;
  replicate_seconds: number | null;
  started_at: Date;
  finished_at: Date | null;
}

/** The state of the database at `url` (which need not exist). */
export async function readDatabaseState(url: string): Promise<DatabaseState> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const server = new pg.Client({ connectionString: admin.toString() });
  await server.connect();
  try {
    const found = await server.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) return { exists: false, record: null, benchTold: false, applications: 0 };
  } finally {
    await server.end();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
        where (table_schema = $1 and table_name = 'record')
           or (table_schema = current_schema() and table_name = 'applications')`,
      [SEED_SCHEMA],
    );
    const has = (schema: string) => tables.rows.some((row) => row.schema === schema);
    const schemas = await client.query(
      "select 1 from information_schema.schemata where schema_name = 'bench_told'",
    );
    let record: SeedRecord | null = null;
    if (has(SEED_SCHEMA)) {
      const rows = await client.query<RecordRow>(`select * from ${SEED_SCHEMA}.record limit 1`);
      const row = rows.rows[0];
      if (row)
        record = {
          applications: row.applications,
          story: row.story,
          migration: row.migration,
          told: row.told,
          copies: row.copies,
          tellSeconds: row.tell_seconds,
          replicateSeconds: row.replicate_seconds,
          startedAt: row.started_at,
          finishedAt: row.finished_at,
        };
    }
    const applications = tables.rows.some((row) => row.name === 'applications')
      ? Number((await client.query<{ n: string }>('select count(*) as n from applications')).rows[0]?.n ?? 0)
      : 0;
    return { exists: true, record, benchTold: (schemas.rowCount ?? 0) > 0, applications };
  } finally {
    await client.end();
  }
}

/** Drops the database at `url` and creates it again, empty. */
export async function recreateDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const quoted = `"${name.replace(/"/g, '""')}"`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const server = new pg.Client({ connectionString: admin.toString() });
  await server.connect();
  try {
    await server.query(`drop database if exists ${quoted}`);
    await server.query(`create database ${quoted}`);
  } finally {
    await server.end();
  }
}

async function withClient(url: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Seeding starts: the record says what is being seeded, not finished. */
export function startRecord(url: string, wanted: Omit<Wanted, 'reuse'>): Promise<void> {
  return withClient(url, async (client) => {
    await client.query(`create schema if not exists ${SEED_SCHEMA}`);
    await client.query(`drop table if exists ${SEED_SCHEMA}.record`);
    await client.query(
      `create table ${SEED_SCHEMA}.record (
       applications integer not null, story integer not null, migration text not null,
       told integer, copies integer, tell_seconds real, replicate_seconds real,
       started_at timestamptz not null default now(), finished_at timestamptz)`,
    );
    await client.query(
      `insert into ${SEED_SCHEMA}.record (applications, story, migration) values ($1, $2, $3)`,
      [wanted.applications, wanted.story, wanted.migration],
    );
  });
}

/** Seeding ended: what it made and how long it took. */
export function finishRecord(
  url: string,
  made: { told: number; copies: number; tellSeconds: number; replicateSeconds: number },
): Promise<void> {
  return withClient(url, async (client) => {
    await client.query(
      `update ${SEED_SCHEMA}.record set told = $1, copies = $2, tell_seconds = $3, replicate_seconds = $4, finished_at = now()`,
      [made.told, made.copies, made.tellSeconds, made.replicateSeconds],
    );
  });
}
