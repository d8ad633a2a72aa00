// Starts the product for the browser journeys on a fresh database: a new PostgreSQL database when
// TEST_DATABASE_URL is set, otherwise a new embedded (PGlite) data folder. The server log is also
// written to .e2e/server.log, where the journeys read emailed codes as a demo user would.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
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
  // As the story's own offer job (STORY_RENEWAL_OFFER_DAYS, story/tell.ts): its policies expiring 31
  // to 60 days from today stay without a renewal for the manual offer journey (renewal-controls.spec.ts).
  RENEWAL_OFFER_JOB_DAYS: '30',
  // The Integrations journey's webhook receiver listens on loopback (integrations.spec.ts).
  WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
};
delete env.DATABASE_URL;
if (process.env.TEST_DATABASE_URL) {
  // bm_e2e, or named after E2E_WORK_DIR so that two runs on one PostgreSQL server (each with its own
  // work folder and port) do not drop each other's database; the journeys read it from the work folder.
  const suffix = process.env.E2E_WORK_DIR
    ? path
        .basename(workDir)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_+|_+$/g, '')
    : '';
  const name = suffix ? `bm_e2e_${suffix}` : 'bm_e2e';
  writeFileSync(path.join(workDir, 'database-name'), name);
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

// No seed here: the server restores the demo story's snapshot into the empty database on its first
// start, as `npm start` does, and its jobs catch up from the story's last day to today
// (docs/decisions/0066); the journeys use the story's examples (packages/server/demo/story-examples.json).
// When the committed story ended more than three weeks ago, what the journeys need of today (an
// instalment declined at start-up, renewals in their offer window) is gone: a story ending yesterday
// is told into the work folder first (a few minutes) and restored instead (docs/decisions/0071).
const log = createWriteStream(path.join(workDir, 'server.log'));
const ownStory = {
  snapshot: path.join(workDir, 'story.snapshot.gz'),
  examples: path.join(workDir, 'story-examples.json'),
};
const telling = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    path.join(root, 'packages/server/src/story/snapshot-cli.ts'),
    '--if-stale',
    '--file',
    ownStory.snapshot,
    '--examples',
    ownStory.examples,
  ],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 << 20 },
);
log.write(telling.stdout ?? '');
if (telling.status !== 0) {
  console.error(
    `Telling the e2e's own demo story failed (exit ${telling.status}); see ${path.join(workDir, 'server.log')}`,
  );
  process.exit(1);
}
if (existsSync(ownStory.snapshot)) env.DEMO_SNAPSHOT_FILE = ownStory.snapshot;
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
