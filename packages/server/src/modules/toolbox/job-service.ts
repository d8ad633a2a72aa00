import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ToolboxJob, ToolboxJobRun } from '@bm/contracts';
import type { Db } from '../../db/client.ts';
import { jobRuns } from '../../db/schema.ts';
import type { ScheduledJob } from '../../jobs/scheduler.ts';
import { notFound } from '../../lib/errors.ts';
import { writeAudit } from '../auth/repository.ts';
import type { ToolboxActor } from './user-service.ts';

/** How many recent runs of each job the toolbox shows. */
export const RECENT_RUNS = 5;

export const JOB_NOT_FOUND = 'There is no such job.';

const toRun = (row: typeof jobRuns.$inferSelect): ToolboxJobRun => ({
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
    runs: rows.filter((row) => row.job === job.name).map((row) => toRun(row as typeof jobRuns.$inferSelect)),
  }));
}

/**
 * Runs one job now, in this request, recorded as a run of its own in job_runs (its slot is the
 * database's clock at the start, its runner 'toolbox: {email}') and audited. Every job is safe to
 * run while a scheduled run of it goes on (each says why in scheduler.ts). A failing job answers
 * its run with outcome failed and the error in its summary, as a scheduled run records it.
 */
export async function runJobNow(
  db: Db,
  jobs: readonly ScheduledJob[],
  actor: ToolboxActor & { email: string },
  name: string,
  now: Date,
): Promise<ToolboxJobRun> {
  const job = jobs.find((candidate) => candidate.name === name);
  if (!job) throw notFound(JOB_NOT_FOUND);
  const runner = `toolbox: ${actor.email}`;
  const [claimed] = await db
    .insert(jobRuns)
    // Milliseconds, so that the slot read back into a Date names the row exactly.
    .values({ job: job.name, slot: sql`date_trunc('milliseconds', clock_timestamp())`, runner })
    .returning();
  const slot = claimed!.slot;
  let outcome: 'done' | 'failed';
  let summary: Record<string, unknown>;
  try {
    summary = await job.run(now);
    outcome = 'done';
  } catch (error) {
    summary = { error: error instanceof Error ? error.message : String(error) };
    outcome = 'failed';
  }
  const [row] = await db.transaction(async (tx) => {
    const finished = await tx
      .update(jobRuns)
      .set({ finishedAt: sql`clock_timestamp()`, outcome, summary })
      .where(and(eq(jobRuns.job, job.name), eq(jobRuns.slot, slot), eq(jobRuns.runner, runner)))
      .returning();
    await writeAudit(tx, {
      action: 'toolbox.run-job',
      actorId: actor.id,
      entityType: 'job',
      entityId: job.name,
      ip: actor.ip,
      details: { job: job.name, outcome, summary },
      at: now,
    });
    return finished;
  });
  return toRun(row!);
}
