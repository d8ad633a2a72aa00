// The job scenarios of the writes (issue 29 item 3, decision 0102): the collections run over the
// instalments due by a day chosen so that at least `instalments` are due, then the month-end jobs as
// of the first of the month after it, each run once by the product's own job list (jobs/app-jobs.ts, as `npm run job` and
// the scheduler run it) on the throw-away copy; each beside a ceiling writing the same rows in one
// bare transaction into the second copy, and the collections checked exactly once.
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import {
  addMonthsToDay,
  COLLECTION_ATTEMPT_DAYS,
  collectsLaterPayments,
  formatDate,
  PAYMENT_PERIODS,
  policyEffectiveInstant,
} from '@bm/domain';
import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { openPostgres } from '../../packages/server/src/db/client.ts';
import { appJobs } from '../../packages/server/src/jobs/app-jobs.ts';
import { countOnce, type OnceCount } from './writes-once.ts';
import { nextXid, planBatches, rowCount, rowsWritten, writeBatches, type CeilingRun } from './writes-rows.ts';

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

/** The furthest ahead of its due date a payment is first charged (the job's own lead, collect-service.ts). */
const LEAD_DAYS = Math.max(0, ...PAYMENT_PERIODS.map((p) => -Math.min(...COLLECTION_ATTEMPT_DAYS[p])));

/** Noon in Vancouver on `day`, as `npm run job -- --date` runs a job. */
export const noonOn = (day: string) =>
  new Date(policyEffectiveInstant(day).getTime() + 12 * 3_600_000 - 60_000);

/** The collections job's candidates (collect-service.ts `candidates`) due by `horizon`. */
const CANDIDATES = `from invoices i join applications a on a.id = i.application_id
  where i.status = 'open' and not i.is_mpf and i.instalment_number > 1
    and a.status = 'bound' and a.payment_period = any($1::text[])
    and a.stripe_customer_id is not null and a.stripe_card_id is not null`;

/**
 * The first day by which at least `instalments` scheduled payments fall due for the collections job
 * (every missed attempt is made on the next run), and how many are due then.
 */
export async function collectionsDay(
  client: pg.ClientBase,
  instalments: number,
): Promise<{ day: string; due: number }> {
  const collected = PAYMENT_PERIODS.filter(collectsLaterPayments);
  const nth = await client.query<{ due_date: Date }>(
    `select i.due_date ${CANDIDATES} order by i.due_date offset $2 limit 1`,
    [collected, Math.max(0, instalments - 1)],
  );
  const last = await client.query<{ due_date: Date }>(`select max(i.due_date) as due_date ${CANDIDATES}`, [
    collected,
  ]);
  const dueDate = nth.rows[0]?.due_date ?? last.rows[0]?.due_date ?? new Date();
  const day = formatDate(dueDate);
  const horizon = new Date(noonOn(day).getTime() + (LEAD_DAYS + 1) * 86_400_000);
  const due = await client.query<{ n: number }>(
    `select count(*)::int as n ${CANDIDATES} and i.due_date <= $2`,
    [collected, horizon],
  );
  return { day, due: due.rows[0]!.n };
}

/** The applications whose charges a window of transactions wrote (the collections run's). */
async function chargedApplications(client: pg.ClientBase, from: bigint, to: bigint): Promise<string[]> {
  const span = 4_294_967_296n;
  const result = await client.query<{ id: string }>(
    `select distinct p.application_id as id from payments p
     where ((p.xmin::text::bigint - $1::bigint + ${span}) % ${span}) < $2::bigint`,
    [(from % span).toString(), (to - from).toString()],
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
  const { day, due } = await collectionsDay(input.appClient, input.instalments);
  // The month-end jobs run on the first of the next month, when the collections day's month has ended.
  const monthEnd = `${addMonthsToDay(day, 1).slice(0, 7)}-01`;
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, {
    DATABASE_URL: input.appUrl,
    SEED_ON_START: false,
  });
  const database = openPostgres({ url: input.appUrl });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    const jobs = appJobs(app);
    const phases: JobPhase[] = [];
    for (const name of MEASURED_JOBS) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`the app has no job named ${name}`);
      const from = await nextXid(input.appClient);
      const started = performance.now();
      const summary = await job.run(noonOn(name === 'collections' ? day : monthEnd));
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
