import { and, desc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { JOB_RUN_STALE_MS, type ToolboxJob, type ToolboxJobRun } from '@bm/contracts';
import type { Db } from '../../db/client.ts';
import { jobRuns } from '../../db/schema.ts';
import type { ScheduledJob } from '../../jobs/job.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit-log/index.ts';
import type { ToolboxActor } from './user-service.ts';

/** How many recent runs of each job the toolbox shows. */
export const RECENT_RUNS = 5;

export const JOB_NOT_FOUND = 'There is no such job.';

type RunRow = Pick<typeof jobRuns.$inferSelect, 'startedAt' | 'finishedAt' | 'outcome' | 'runner' | 'summary'>;

const toRun = (row: RunRow): ToolboxJobRun => ({
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  outcome: row.outcome ?? null,
  runner: row.runner,
  summary: (row.summary as Record<string, unknown> | null) ?? null,
});

/** Every job with its recent runs, scheduled or run from the toolbox, latest first. */
export async function listJobs(db: Db, jobs: readonly ScheduledJob[]): Promise<ToolboxJob[]> {
  const names = jobs.map((job) => job.name);
  // The latest RECENT_RUNS runs of each job (job_runs_started_idx; the table keeps 30 days).
  const rows = await db
    .select()
    .from(
      db
        .select({
          job: jobRuns.job,
          slot: jobRuns.slot,
          runner: jobRuns.runner,
          startedAt: jobRuns.startedAt,
          finishedAt: jobRuns.finishedAt,
          outcome: jobRuns.outcome,
          summary: jobRuns.summary,
          n: sql<number>`row_number() over (partition by ${jobRuns.job} order by ${jobRuns.startedAt} desc)`.as(
            'n',
          ),
        })
        .from(jobRuns)
        .where(inArray(jobRuns.job, names))
        .as('ranked'),
    )
    .where(sql`n <= ${RECENT_RUNS}`)
    .orderBy(desc(sql`started_at`));
  return jobs.map((job) => ({
    name: job.name,
    description: job.description,
    runs: rows.filter((row) => row.job === job.name).map((row) => toRun(row)),
  }));
}

/** How often a running job's progress is written to its run, at most. */
const PROGRESS_EVERY_MS = 1_000;

export const JOB_ALREADY_RUNNING = (job: string) =>
  `${job} is already running from the toolbox: its progress shows below.`;

export interface JobStartDeps {
  db: Db;
  log: { error: (details: Record<string, unknown>, message: string) => void };
  /** The runs going on in this process, so that closing the app waits for them. */
  inFlight: Set<Promise<void>>;
}

/**
 * Starts one job now and answers at once with its run (outcome null: running); the job goes on in
 * the background of this process, writing what it has done so far to its run's summary as it goes
 * (at most once a second, for the jobs that report progress), then its outcome and summary, as a
 * scheduled run records them. The run is a row of its own in job_runs (its slot the database's
 * clock at the start, its runner 'toolbox: {email}'), claimed and audited in one transaction. A
 * second start of the same job while a toolbox run of it is unfinished (and not stale) is refused;
 * every job is also safe to run while a scheduled run of it goes on (each says why in scheduler.ts).
 */
export async function startJobNow(
  deps: JobStartDeps,
  jobs: readonly ScheduledJob[],
  actor: ToolboxActor & { email: string },
  name: string,
  now: Date,
): Promise<ToolboxJobRun> {
  const job = jobs.find((candidate) => candidate.name === name);
  if (!job) throw notFound(JOB_NOT_FOUND);
  const runner = `toolbox: ${actor.email}`;
  const claimed = await deps.db.transaction(async (tx) => {
    // One start of a job at a time across processes: the check and the claim under one lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`toolbox-job:${job.name}`}))`);
    const [running] = await tx
      .select({ slot: jobRuns.slot })
      .from(jobRuns)
      .where(
        and(
          eq(jobRuns.job, job.name),
          isNull(jobRuns.outcome),
          like(jobRuns.runner, 'toolbox: %'),
          sql`${jobRuns.startedAt} > clock_timestamp() - ${`${JOB_RUN_STALE_MS} milliseconds`}::interval`,
        ),
      )
      .limit(1);
    if (running) throw conflict(JOB_ALREADY_RUNNING(job.name));
    const [row] = await tx
      .insert(jobRuns)
      // Milliseconds, so that the slot read back into a Date names the row exactly.
      .values({ job: job.name, slot: sql`date_trunc('milliseconds', clock_timestamp())`, runner })
      .returning();
    await writeAudit(tx, {
      action: 'toolbox.run-job',
      actorId: actor.id,
      entityType: 'job',
      entityId: job.name,
      ip: actor.ip,
      details: { job: job.name, slot: row!.slot.toISOString() },
      at: now,
    });
    return row!;
  });
  const thisRun = and(eq(jobRuns.job, job.name), eq(jobRuns.slot, claimed.slot), eq(jobRuns.runner, runner));

  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const progress = (soFar: Record<string, unknown>) => {
    if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = Date.now();
    writing = writing
      .then(() =>
        deps.db
          .update(jobRuns)
          .set({ summary: soFar })
          .where(and(thisRun, isNull(jobRuns.outcome))),
      )
      .catch((error: unknown) =>
        deps.log.error({ err: error, job: job.name }, 'writing a job run’s progress failed'),
      );
  };
  const running = (async () => {
    let outcome: 'done' | 'failed';
    let summary: Record<string, unknown>;
    try {
      summary = await job.run(now, progress);
      outcome = 'done';
    } catch (error) {
      summary = { error: error instanceof Error ? error.message : String(error) };
      outcome = 'failed';
    }
    await writing;
    await deps.db
      .update(jobRuns)
      .set({ finishedAt: sql`clock_timestamp()`, outcome, summary })
      .where(thisRun);
  })().catch((error: unknown) =>
    deps.log.error({ err: error, job: job.name }, 'finishing a toolbox job run failed'),
  );
  deps.inFlight.add(running);
  void running.finally(() => deps.inFlight.delete(running));
  return toRun(claimed);
}
