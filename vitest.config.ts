import { defineConfig } from 'vitest/config';

// *.pg.test.ts need a PostgreSQL server (several connections, killed processes): postgres project only.
const serverProject = (name: string, env: Record<string, string>, globalSetup: string[]) => ({
  test: {
    name,
    root: './packages/server',
    include: ['test/**/*.test.ts'],
    exclude: env.TEST_DB === 'postgres' ? [] : ['test/**/*.pg.test.ts'],
    environment: 'node',
    globalSetup,
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects = [
  // Property tests run thousands of random policies: a few seconds each on a quiet machine.
  {
    test: {
      name: 'domain',
      root: './packages/domain',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      testTimeout: 30_000,
    },
  },
  {
    test: {
      name: 'contracts',
      root: './packages/contracts',
      include: ['src/**/*.test.ts'],
      environment: 'node',
    },
  },
  // scripts/lint-zones.test.ts: ESLint on eslint-fixtures/ proves each lint zone fires.
  {
    test: {
      name: 'scripts',
      root: './scripts',
      include: ['**/*.test.ts'],
      exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
      environment: 'node',
    },
  },
  // scripts/bench/*.pg.test.ts start bench servers on a PostgreSQL database of their own; the write
  // scenarios copy a database (CREATE DATABASE … TEMPLATE): PostgreSQL only.
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          test: {
            name: 'scripts-postgres',
            root: './scripts',
            include: ['**/*.pg.test.ts'],
            environment: 'node',
            testTimeout: 600_000,
            hookTimeout: 600_000,
          },
        },
      ]
    : []),
  serverProject('server-pglite', { TEST_DB: 'pglite' }, ['test/helpers/global-setup.ts']),
  ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', { TEST_DB: 'postgres' }, [])] : []),
  // The web project lives in packages/web/vite.config.ts (its plugins are installed there).
  './packages/web',
];

// Each server test file opens its own database; two files at a time suits a 2-core machine.
export default defineConfig({ test: { projects, maxWorkers: 2 } });
