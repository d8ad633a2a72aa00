import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobRuns } from '../db/schema.ts';

/** The jobs of one slot this process is to run; the others ran, or run, in another process. */
export interface ClaimedSlot {
  slot: Date;
  claimed: readonly string[];
}

/** How the scheduler makes a job run once per slot across processes. */
export interface JobSlots {
  claim(jobs: readonly string[]): Promise<ClaimedSlot>;
  finish(job: string, slot: Date, result: { ok: boolean; summary: Record<string, unknown> }): Promise<void>;
}

/** This process, as job_runs names it: host:pid:random. */
export function runnerName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** The start of the slot `nowMs` falls in: slots of `intervalMs` from the Unix epoch. */
export function slotOf(nowMs: number, intervalMs: number): Date {
  return new Date(Math.floor(nowMs / intervalMs) * intervalMs);
}

/**
 * Job runs claimed in the job_runs table (docs/decisions/0025). The slot comes from the database's
 * clock, so processes whose clocks differ still agree on it; the rows of a slot's jobs are inserted
 * in one statement, ON CONFLICT DO NOTHING: of processes that tick together, the first takes the
 * slot's jobs and the others wait for its insert to commit, then find them taken. A process that
 * stops during a run leaves its row unfinished; the job runs again in the next slot.
 */
export function databaseJobSlots(
  db: Db,
  options: {
    intervalMs: number;
    runner?: string;
    /** A clock of its own (the demo story's simulated days); by default the database's. */
    clock?: () => Date;
  },
): JobSlots {
  const runner = options.runner ?? runnerName();
  const { clock } = options;
  const stamp = () => (clock ? clock() : sql`clock_timestamp()`);
  return {
    async claim(jobs) {
      const ms = clock ? clock().getTime() : await databaseMs(db);
      const slot = slotOf(ms, options.intervalMs);
      if (jobs.length === 0) return { slot, claimed: [] };
      const rows = await db
        .insert(jobRuns)
        .values(jobs.map((job) => ({ job, slot, runner, startedAt: stamp() })))
        .onConflictDoNothing()
        .returning({ job: jobRuns.job });
      const taken = new Set(rows.map((row) => row.job));
      return { slot, claimed: jobs.filter((job) => taken.has(job)) };
    },
    async finish(job, slot, result) {
      await db
        .update(jobRuns)
        .set({
          finishedAt: stamp(),
          outcome: result.ok ? 'done' : 'failed',
          summary: result.summary,
        })
        .where(and(eq(jobRuns.job, job), eq(jobRuns.slot, slot), eq(jobRuns.runner, runner)));
    },
  };
}

async function databaseMs(db: Db): Promise<number> {
  const result = await db.execute(sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms`);
  const ms = Number((result as unknown as { rows: { ms: number | string }[] }).rows[0]?.ms);
  if (!Number.isFinite(ms)) throw new Error('the database answered no time');
  return ms;
}

/** Forgets job runs older than `keepMs` (the housekeeping job). */
export async function pruneJobRuns(db: Db, now: Date, keepMs = 30 * 24 * 60 * 60_000): Promise<number> {
  const gone = await db
    .delete(jobRuns)
    .where(lt(jobRuns.startedAt, new Date(now.getTime() - keepMs)))
    .returning({ job: jobRuns.job });
  return gone.length;
}
