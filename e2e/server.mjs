// Starts the product for the browser journeys on a fresh database: a new PostgreSQL database when
// TEST_DATABASE_URL is set, otherwise a new embedded (PGlite) data folder. The server log is also
// written to .e2e/server.log, where the journeys read emailed codes as a demo user would.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
// E2E_WORK_DIR lets two journey runs share a checkout (each with its own port and data folder).
const workDir = path.resolve(root, process.env.E2E_WORK_DIR ?? '.e2e');
rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });

const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3210',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  // The seeded policies due 35, 42 and 48 days after start stay for the manual offer journey.
  RENEWAL_OFFER_JOB_DAYS: '30',
};
delete env.DATABASE_URL;
if (process.env.TEST_DATABASE_URL) {
  const name = 'bm_e2e';
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
} else {
  env.DATA_DIR = path.join(workDir, 'data');
}

// Seeds the demo data first, with two more policies bound through the API a month ago (monthly, on
// the card that pays the bind and declines later) whose second instalment is due today: the server's
// collections run at start-up declines them, so the NSF, void and overdue journeys find them on /nsf
// with their missed payment fees (docs/decisions/0035). The server then finds the database seeded.
const seeded = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'packages/server/src/db/seed-cli.ts'), '--declined-policy'],
  { cwd: root, env: { ...env, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
);
process.stdout.write(seeded.stdout ?? '');
process.stderr.write(seeded.stderr ?? '');
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const log = createWriteStream(path.join(workDir, 'server.log'));
const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env });
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    log.write(chunk);
    process.stdout.write(chunk);
  });
}
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
