import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed.ts';
import { queuePolicyDocuments } from '../src/modules/policies/index.ts';
import {
  killServerProcess,
  postgresUrl,
  type ServerProcess,
  sleep,
  startServerProcess,
} from './helpers/processes.ts';

/**
 * A server killed (SIGKILL) while its policy-documents job renders, then two servers started at
 * once on the same PostgreSQL (docs/decisions/0089): the killed process's job runs are taken over,
 * each by one of the two, in the same slot (not at the next one); every queued document is rendered
 * once; no half-written file is left in storage, and every stored file is the one its row describes.
 * PostgreSQL only (vitest.config.ts runs *.pg.test.ts in the server-postgres project).
 */
const url = postgresUrl('job-resume');
const name = `bm_resume_${randomBytes(6).toString('hex')}`;
const storageDir = mkdtempSync(path.join(tmpdir(), 'bm-resume-files-'));
const POLICIES = 20;
const servers: ServerProcess[] = [];
let db: pg.Client | null = null;

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await db?.end();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  rmSync(storageDir, { recursive: true, force: true });
});

/** Every file under the storage folder, by its path below it. */
function storedFiles(folder = storageDir): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory()
      ? storedFiles(full)
      : [path.relative(storageDir, full).split(path.sep).join('/')];
  });
}

describe('a server killed while rendering documents (PostgreSQL)', () => {
  it(
    'has its job runs taken over once in the same slot, its documents rendered once, and no partial file',
    { timeout: 240_000 },
    async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      const target = new URL(url);
      target.pathname = `/${name}`;
      const databaseUrl = target.toString();

      // Seeded bound policies, each with its documents queued by a committed change, as a change
      // whose request stopped before rendering leaves them.
      const database = openPostgres({ url: databaseUrl, poolSize: 2 });
      await database.migrate();
      await seedIfEmpty(database.db, { applications: 120 });
      db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const bound = await db.query<{ id: string; bound_date: Date }>(
        `select id, bound_date from applications where status = 'bound' and bound_date is not null
          order by id limit $1`,
        [POLICIES],
      );
      expect(bound.rows).toHaveLength(POLICIES);
      for (const row of bound.rows)
        await queuePolicyDocuments(
          database.db,
          { applicationId: row.id, userId: null, boundAt: row.bound_date },
          new Date(),
        );
      await database.close();
      const ids = bound.rows.map((row) => row.id);

      const env = {
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
        WEB_DIST: '/nonexistent-web-dist',
        STORAGE_DIR: storageDir,
        DOCUMENT_LINK_SECRET: 'job-resume-test-link-secret-0123456789abcdef',
        JOBS_ENABLED: 'true',
        // One slot a day: the takeover happens in the slot the killed process claimed.
        JOBS_INTERVAL_MINUTES: '1440',
        JOBS_LEASE_SECONDS: '10',
        STORAGE_ABANDONED_AFTER_SECONDS: '1',
      };
      const documentCount = async () =>
        (
          await db!.query<{ n: number }>(
            `select count(*)::int as n from documents where application_id = any($1)`,
            [ids],
          )
        ).rows[0]!.n;
      const documentsRun = async () =>
        (
          await db!.query<{ runner: string; slot: Date; outcome: string | null }>(
            `select runner, slot, outcome from job_runs where job = 'policy-documents'`,
          )
        ).rows;

      // The first process starts rendering (at start-up and in its policy-documents run) and is
      // killed once a few policies have their documents, the others not yet.
      const first = await startServerProcess('first', env);
      servers.push(first);
      for (let i = 0; i < 300; i += 1) {
        const [run] = await documentsRun();
        if (run && run.outcome === null && (await documentCount()) >= 4) break;
        await sleep(20);
      }
      await killServerProcess(first);
      const [killedRun] = await documentsRun();
      expect(killedRun?.outcome).toBeNull();
      const renderedBefore = await documentCount();
      expect(renderedBefore).toBeLessThan(POLICIES * 2);
      const killedRunner = killedRun!.runner;
      const slot = killedRun!.slot;

      // Two processes start together and tick the same slot.
      const [second, third] = await Promise.all([
        startServerProcess('second', env),
        startServerProcess('third', env),
      ]);
      servers.push(second!, third!);
      const unfinished = async () =>
        (
          await db!.query<{ n: number }>(
            `select (select count(*) from job_runs where outcome is null)
                  + (select count(*) from document_jobs where status = 'pending') as n`,
          )
        ).rows[0]!.n;
      for (let i = 0; i < 300 && Number(await unfinished()) > 0; i += 1) await sleep(100);
      expect(Number(await unfinished())).toBe(0);

      // Every queued document rendered once (a killed render rolled back), two files per policy.
      const jobs = await db.query<{ status: string; attempts: number }>(
        `select status, attempts from document_jobs where application_id = any($1)`,
        [ids],
      );
      expect(jobs.rows).toHaveLength(POLICIES);
      expect(jobs.rows.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
      const rows = await db.query<{ key: string; kind: string; size_bytes: number; sha256: string }>(
        `select key, kind, size_bytes::int, sha256 from documents where application_id = any($1)`,
        [ids],
      );
      expect(rows.rows).toHaveLength(POLICIES * 2);
      // Storage holds those files whole, as their rows describe them, and nothing half-written.
      const files = storedFiles().sort();
      expect(files).toEqual(rows.rows.map((row) => row.key).sort());
      for (const row of rows.rows) {
        const bytes = readFileSync(path.join(storageDir, row.key));
        expect({ key: row.key, size: bytes.byteLength }).toEqual({ key: row.key, size: row.size_bytes });
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
      }

      // The slot's runs the killed process left were taken over in the same slot, each once, and
      // none that it had finished ran again.
      const runs = await db.query<{ job: string; runner: string; attempts: number; outcome: string }>(
        `select job, runner, attempts, outcome from job_runs where slot = $1 order by job`,
        [slot],
      );
      const documents = runs.rows.find((run) => run.job === 'policy-documents')!;
      expect(documents.outcome).toBe('done');
      expect(documents.attempts).toBe(2);
      const resumed = runs.rows.filter((run) => run.runner !== killedRunner);
      expect(resumed.every((run) => run.attempts === 2 && run.outcome === 'done')).toBe(true);
      expect(runs.rows.filter((run) => run.runner === killedRunner).every((run) => run.attempts === 1)).toBe(
        true,
      );
      const said = (server: ServerProcess, message: (job: string) => string) =>
        runs.rows.flatMap((run) =>
          server.logs.filter((line) => line.msg === message(run.job)).map(() => run.job),
        );
      const resumedBy = [second!, third!].flatMap((server) =>
        said(server, (job) => `job ${job} resumed: its process stopped`),
      );
      expect(resumedBy.sort()).toEqual(resumed.map((run) => run.job).sort());
      // Each job done once in the slot across the three processes.
      const done = servers.flatMap((server) => said(server, (job) => `job ${job} done`));
      expect(done.sort()).toEqual(runs.rows.map((run) => run.job).sort());
    },
  );
});
