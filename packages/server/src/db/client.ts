import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { listenPostgres, type ListenOptions, type StopListening } from './listener.ts';
import { cancellingQueries } from './request-signal.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The database handle every repository takes: the same on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN for NOTIFY on `channel` (pg_notify from any connection, delivered on commit): on
   * PostgreSQL on a dedicated connection that reconnects, on PGlite in-process (one process holds
   * its files, so only its own notifications arrive).
   */
  listen(channel: string, options: ListenOptions): Promise<StopListening>;
  /**
   * Runs `work` while no other process runs work under the same lock (a PostgreSQL advisory lock;
   * PGlite has one process): processes that start together migrate and seed one after the other.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
}

/** The advisory lock key of start-up work (migrations, seed, catalogue sync): any fixed bigint. */
const STARTUP_LOCK_KEY = '7262025001';

export interface PostgresOptions {
  url: string;
  poolSize?: number;
}

export function openPostgres(options: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
  });
  // An idle client's connection can be cut by the server (a restart, or DROP DATABASE … WITH (FORCE)
  // while the pool shuts down); the pool replaces it on next use. Without a listener Node treats the
  // error as uncaught and the process dies. 57P01 is the server terminating the connection on purpose.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error(`PostgreSQL connection error: ${error.message}`);
  });
  // A request whose client has gone stops its queries (docs/decisions/0100).
  const cancels = cancellingQueries(pool, options.url);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migrateNodePg(drizzleNodePg(pool), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: async () => {
      await pool.end();
      await cancels.close();
    },
    listen: (channel, listenOptions) => listenPostgres(options.url, channel, listenOptions),
    exclusively: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
  };
}

export async function openPglite(dataDir: string | null, loadDataDir?: Blob | File): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: () => client.close(),
    listen: async (channel, options) => {
      const unlisten = await client.listen(channel, options.onMessage);
      options.onState?.('listening');
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    exclusively: (work) => work(),
  };
}

export async function openDatabase(config: {
  DATABASE_URL?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return config.DATABASE_URL ? openPostgres({ url: config.DATABASE_URL }) : openPglite(config.dataDir);
}
