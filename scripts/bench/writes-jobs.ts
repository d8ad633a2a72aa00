// The job scenarios of the writes (issue 29 item 3, decision 0102): the collections run over the
// instalments due by a day chosen so that at least `instalments` are due, then the month-end jobs as
// of the first of the month after it, each run once by the product's own job list (jobs/app-jobs.ts, as `npm run job` and
// the scheduler run it) on the throw-away copy; each beside a ceiling writing the same rows in one
// bare transaction into the second copy, and the collections checked exactly once.
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { addMonthsToDay, formatDate, vancouverNoon } from '@bm/domain';
import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { openPostgres, type Db } from '../../packages/server/src/db/client.ts';
import { appJobs } from '../../packages/server/src/jobs/app-jobs.ts';
import {
  collectionsLookedAt,
  nthCollectionDueDate,
} from '../../packages/server/src/modules/collections/index.ts';
import { countOnce, type OnceCount } from './writes-once.ts';
import {
  nextXid,
  planBatches,
  rowCount,
  rowsWritten,
  windowParams,
  writeBatches,
  writtenInWindow,
  type CeilingRun,
} from './writes-rows.ts';

/** The jobs measured, in the order the scheduler runs them (jobs/registry.ts). */
export const MEASURED_JOBS = [
  'collections',
  'partner-payouts',
  'premium-month-close',
  'accounting-journal',
] as const;
export type MeasuredJob = (typeof MEASURED_JOBS)[number];

export const JOB_TITLES: Record<MeasuredJob, string> = {
  collections: 'Collections run (instalments charged to the card on file)',
  'partner-payouts': 'Partner payouts (ended months grouped)',
  'premium-month-close': 'Premium month close (ended months stored, the months after projected)',
  'accounting-journal': 'Accounting journal (money movements not yet journaled)',
};

export interface JobPhase {
  job: MeasuredJob;
  seconds: number;
  /** The job's own summary, as the toolbox and `npm run job` show it. */
  summary: Record<string, unknown>;
  rows: number;
  tables: number;
  byTable: { table: string; rows: number }[];
  ceiling: CeilingRun;
  /** Charges and payments of the run (collections only): exactly once. */
  once: OnceCount | null;
}

export interface JobsRun {
  /** The day the collections run ran as of (noon in Vancouver). */
  asOf: string;
  /** The day the month-end jobs ran as of: the first of the month after the collections day. */
  monthEnd: string;
  /** Open instalments the collections job looked at that day (within its look-ahead; those whose schedule asks for an attempt are attempted). */
  due: number;
  phases: JobPhase[];
}

/**
 * The first day by which at least `instalments` scheduled payments fall due (every missed attempt is
 * made on the next run), and how many the job looks at that day: the job's own candidates.
 */
export async function collectionsDay(db: Db, instalments: number): Promise<{ day: string; due: number }> {
  const day = formatDate((await nthCollectionDueDate(db, instalments)) ?? new Date());
  return { day, due: await collectionsLookedAt(db, vancouverNoon(day)) };
}

/** The applications whose charges a window of transactions wrote (the collections run's). */
async function chargedApplications(client: pg.ClientBase, from: bigint, to: bigint): Promise<string[]> {
  const result = await client.query<{ id: string }>(
    `select distinct p.application_id as id from payments p where ${writtenInWindow('p', '$1', '$2')}`,
    windowParams(from, to),
  );
  return result.rows.map((r) => r.id);
}

export interface JobsInput {
  /** The app's throw-away copy, and the ceiling's copy (at the same state). */
  appUrl: string;
  ceilingUrl: string;
  appClient: pg.ClientBase;
  ceilingClient: pg.ClientBase;
  /** Scheduled payments the collections run is to find due (at least, where the data has them). */
  instalments: number;
  log: (line: string) => void;
}

/**
 * Runs the measured jobs once each as of the collections day, through the app's own job list on the
 * app's copy; each timed alone, its rows read back by xmin and written again in one bare transaction.
 */
export async function measureJobs(input: JobsInput): Promise<JobsRun> {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, {
    DATABASE_URL: input.appUrl,
    SEED_ON_START: false,
  });
  const database = openPostgres({ url: input.appUrl });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    const { day, due } = await collectionsDay(app.db, input.instalments);
    // The month-end jobs run on the first of the next month, when the collections day's month has ended.
    const monthEnd = `${addMonthsToDay(day, 1).slice(0, 7)}-01`;
    const jobs = appJobs(app);
    const phases: JobPhase[] = [];
    for (const name of MEASURED_JOBS) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`the app has no job named ${name}`);
      const from = await nextXid(input.appClient);
      const started = performance.now();
      const summary = await job.run(vancouverNoon(name === 'collections' ? day : monthEnd));
      const seconds = (performance.now() - started) / 1000;
      const to = await nextXid(input.appClient);
      const written = await rowsWritten(input.appClient, from, to);
      const once =
        name === 'collections'
          ? await countOnce(input.appClient, await chargedApplications(input.appClient, from, to), {
              from,
              to,
            })
          : null;
      const ceiling = await writeBatches(
        input.ceilingUrl,
        await planBatches(input.ceilingClient, written, 1),
        1,
      );
      const byTable = written
        .map((t) => ({ table: t.table.name, rows: t.rows.length }))
        .sort((a, b) => b.rows - a.rows);
      const phase: JobPhase = {
        job: name,
        seconds,
        summary,
        rows: rowCount(written),
        tables: written.length,
        byTable,
        ceiling,
        once,
      };
      phases.push(phase);
      input.log(
        `[writes] ${JOB_TITLES[name]} as of ${name === 'collections' ? day : monthEnd}: ${seconds.toFixed(1)} s ${JSON.stringify(summary)}; ${phase.rows} rows in ${phase.tables} tables; ceiling ${ceiling.seconds.toFixed(2)} s${once ? `; charges ${once.charges}/${once.payments} payments` : ''}`,
      );
    }
    return { asOf: day, monthEnd, due, phases };
  } finally {
    await app.close();
    await database.close();
  }
}
