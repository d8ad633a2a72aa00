import { fileURLToPath } from 'node:url';

/** Route tests run on the demo seed with this many applications. */
export const TEST_SEED_APPLICATIONS = 300;

/** Where the global setup dumps the migrated, seeded PGlite database that each test file loads. */
export const PGLITE_SEED_DUMP = fileURLToPath(
  new URL('../../../../.test-data/pglite-seeded.tar', import.meta.url),
);
