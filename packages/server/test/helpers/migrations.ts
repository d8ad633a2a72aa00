import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, type Database } from '../../src/db/client.ts';

interface Journal {
  entries: { tag: string }[];
}

/**
 * Runs the migrations up to and including `lastTag` (e.g. '0031_user_language'), as a database
 * stood before the next one was written; `database.migrate()` then runs the rest, as an upgrade
 * does. The journal is cut in a folder of its own: drizzle runs what the journal lists.
 */
export async function migrateUpTo(database: Database, lastTag: string): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bm-migrations-'));
  try {
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
    const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
    if (last < 0) throw new Error(`no migration ${lastTag}`);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
    if (database.kind === 'postgres')
      await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
    else await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
