import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openPglite } from '../../src/db/client.ts';
import { seedIfEmpty } from '../../src/db/seed.ts';
import { PGLITE_SEED_DUMP, TEST_SEED_APPLICATIONS } from './constants.ts';

/**
 * Builds one migrated and seeded PGlite data folder and dumps it; every test file then loads its own
 * copy (about 0.6 s instead of 4 s for a fresh initdb).
 */
export default async function setup() {
  mkdirSync(path.dirname(PGLITE_SEED_DUMP), { recursive: true });
  const database = await openPglite(null);
  await database.migrate();
  await seedIfEmpty(database.db, { applications: TEST_SEED_APPLICATIONS });
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  writeFileSync(PGLITE_SEED_DUMP, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}
