import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobRuns } from '../db/schema.ts';

/** A run this process is to make: a job of this slot, or a run another process left unfinished. */
export interface ClaimedRun {
  job: string;
  slot: Date;
  /** Taken over from a process that stopped during it (its lease ran out). */
  resumed: boolean;
}

/** The runs of one tick, in the order of the jobs asked for; the others ran, or run, elsewhere. */
export interface ClaimedSlot {
  slot: Date;
  claimed: readonly ClaimedRun[];
}

/** How the scheduler makes a job run once per slot across processes. */
export interface JobSlots {
  /** How long a claimed run is held without renew(): the scheduler renews well within it. */
  readonly leaseMs: number;
  claim(jobs: readonly string[]): Promise<ClaimedSlot>;
  /** Extends the lease of every unfinished run this process holds; answers how many it holds. */
  renew(): Promise<number>;
  /** Records a run's end; false when another process took the run over meanwhile. */
  finish(job: string, slot: Date, result: { ok: boolean; summary: Record<string, unknown> }): Promise<boolean>;
}

/** This process, as job_runs names it: host:pid:random. */
export function runnerName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** The start of the slot `nowMs` falls in: slots of `intervalMs` from the Unix epoch. */
export function slotOf(nowMs: number, intervalMs: number): Date {
  return new Date(Math.floor(nowMs / intervalMs) * intervalMs);
}

/** A job's default lease (JOBS_LEASE_SECONDS). */
export const DEFAULT_LEASE_MS = 30_000;

/**
 * Job runs claimed in the job_runs table (docs/decisions/0025, 0089). The slot comes from the
 * database's clock, so processes whose clocks differ still agree on it; the rows of a slot's jobs are
 * inserted in one statement, ON CONFLICT DO NOTHING: of processes that tick together, the first
 * takes the slot's jobs and the others wait for its insert to commit, then find them taken.
 *
 * A claimed run is leased until `leaseMs` from now, and its process renews the lease while it works.
 * A process that stops during a run (killed, crashed) stops renewing: once the lease has passed, the
 * next claim of any process (or of the restarted one) takes the run over in one conditional UPDATE,
 * which one process alone wins, and runs the job again for that slot. A finished run is never taken
 * over; an unfinished one that a later run of its job has since replaced is closed as stopped, since
 * the later run did the catch-up it was for. Runs from the toolbox hold no lease and are left alone.
 *
 * `soleProcess` (PGlite: one process holds the database's files): a run of another runner that is
 * still unfinished belongs to a process that stopped, and is taken over without waiting for its lease.
 */
export function databaseJobSlots(
  db: Db,
  options: {
    intervalMs: number;
    leaseMs?: number;
    runner?: string;
    /** A clock of its own (the demo story's simulated days); by default the database's. */
    clock?: () => Date;
    soleProcess?: boolean;
  },
): JobSlots {
  const runner = options.runner ?? runnerName();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const { clock } = options;
  const stamp = () => (clock ? clock() : sql`clock_timestamp()`);
  const leaseEnd = () => sql`clock_timestamp() + ${`${leaseMs} milliseconds`}::interval`;
  const lapsed = options.soleProcess ? sql`true` : sql`${jobRuns.leaseUntil} < clock_timestamp()`;
  /** Unfinished scheduled runs of these jobs whose process (another) stopped. */
  const abandoned = (jobs: readonly string[]) =>
    and(
      inArray(jobRuns.job, [...jobs]),
      isNull(jobRuns.outcome),
      isNotNull(jobRuns.leaseUntil),
      ne(jobRuns.runner, runner),
      lapsed,
    );
  // job_runs.* names the row being updated (the subquery's own rows are `later`).
  const replaced = sql`exists (select 1 from job_runs later
    where later.job = job_runs.job and later.slot > job_runs.slot)`;
  return {
    leaseMs,
    async claim(jobs) {
      const ms = clock ? clock().getTime() : await databaseMs(db);
      const slot = slotOf(ms, options.intervalMs);
      if (jobs.length === 0) return { slot, claimed: [] };
      const fresh = await db
        .insert(jobRuns)
        .values(jobs.map((job) => ({ job, slot, runner, startedAt: stamp(), leaseUntil: leaseEnd() })))
        .onConflictDoNothing()
        .returning({ job: jobRuns.job });
      // The newest run of a job, left by a stopped process: this process takes it over. Two that try
      // at once both update the row; the second, once the first commits, finds its lease renewed.
      const resumed = await db
        .update(jobRuns)
        .set({ runner, leaseUntil: leaseEnd(), attempts: sql`${jobRuns.attempts} + 1` })
        .where(and(abandoned(jobs), sql`not ${replaced}`))
        .returning({ job: jobRuns.job, slot: jobRuns.slot });
      // Older ones, which a later run has replaced: closed, so that none shows as running forever.
      await db
        .update(jobRuns)
        .set({ finishedAt: stamp(), outcome: 'failed', summary: { stopped: true } })
        .where(and(abandoned(jobs), replaced));
      const taken = new Set(fresh.map((row) => row.job));
      const claimed = jobs.flatMap((job): ClaimedRun[] => {
        if (taken.has(job)) return [{ job, slot, resumed: false }];
        const run = resumed.find((row) => row.job === job);
        return run ? [{ job, slot: run.slot, resumed: true }] : [];
      });
      return { slot, claimed };
    },
    async renew() {
      const held = await db
        .update(jobRuns)
        .set({ leaseUntil: leaseEnd() })
        .where(and(eq(jobRuns.runner, runner), isNull(jobRuns.outcome), isNotNull(jobRuns.leaseUntil)))
        .returning({ job: jobRuns.job });
      return held.length;
    },
    async finish(job, slot, result) {
      const rows = await db
        .update(jobRuns)
        .set({
          finishedAt: stamp(),
          outcome: result.ok ? 'done' : 'failed',
          summary: result.summary,
        })
        .where(and(eq(jobRuns.job, job), eq(jobRuns.slot, slot), eq(jobRuns.runner, runner)))
        .returning({ job: jobRuns.job });
      return rows.length > 0;
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
