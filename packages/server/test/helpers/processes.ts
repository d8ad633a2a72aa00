import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: real server processes start from it (`node --import tsx packages/server/src/main.ts`). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The PostgreSQL server of a *.pg.test.ts file (vitest.config.ts runs those in the server-postgres
 * project alone); throws when the file is run without one.
 */
export function postgresUrl(file: string): string {
  const url = process.env.TEST_DATABASE_URL ?? '';
  if (process.env.TEST_DB !== 'postgres' || !url)
    throw new Error(`${file} runs on PostgreSQL (TEST_DATABASE_URL)`);
  return url;
}

/** A TCP port free on 127.0.0.1 right now, for a server process to listen on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
