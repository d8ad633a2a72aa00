import type { JobSlots } from './job-runs.ts';
import type { ScheduledJob, SchedulerLog } from './job.ts';

/**
 * Runs every job once at start and then every `intervalMs`, one after the other; a run still going
 * when the next is due is not doubled. A failing job is logged and the others still run. The
 * timers are unref'd, so they never keep the process alive; stop() clears them.
 *
 * With `slots` (the database's job_runs, docs/decisions/0025 and 0089) each job runs once per slot
 * of `intervalMs` across every process that shares the database: a tick first claims the slot's
 * jobs, and runs only those it claimed, renewing their leases while it works. A tick also takes over
 * the runs of processes that stopped during them (their lease ran out), and ticks come every lease
 * as well as at each slot, so such a run resumes within one or two leases rather than at the next
 * slot. Each job is also safe should two runs overlap (see each job).
 */
export function startScheduler(options: {
  jobs: readonly ScheduledJob[];
  intervalMs: number;
  now: () => Date;
  log: SchedulerLog;
  slots?: JobSlots;
}) {
  let running: Promise<void> | null = null;
  const { slots } = options;
  let toldSlot = 0;
  const claim = async (): Promise<{ job: ScheduledJob; slot: Date | null; resumed: boolean }[] | null> => {
    if (!slots) return options.jobs.map((job) => ({ job, slot: null, resumed: false }));
    try {
      const { slot, claimed } = await slots.claim(options.jobs.map((job) => job.name));
      const others = options.jobs.filter((job) => !claimed.some((run) => run.job === job.name));
      // Said once per slot: the ticks between slots only look for runs to take over.
      if (others.length > 0 && slot.getTime() !== toldSlot) {
        options.log.info({ slot, jobs: others.map((job) => job.name) }, 'jobs of this slot already claimed');
      }
      toldSlot = slot.getTime();
      for (const run of claimed.filter((run) => run.resumed))
        options.log.info({ job: run.job, slot: run.slot }, `job ${run.job} resumed: its process stopped`);
      return options.jobs.flatMap((job) => {
        const run = claimed.find((candidate) => candidate.job === job.name);
        return run ? [{ job, slot: run.slot, resumed: run.resumed }] : [];
      });
    } catch (error) {
      options.log.error({ err: error }, 'jobs not claimed; next try at the next tick');
      return null;
    }
  };
  const runAll = async () => {
    const runs = await claim();
    if (!runs || runs.length === 0) return;
    // While it works, this process renews the leases of the runs it holds, a third of a lease apart.
    const heartbeat = slots
      ? setInterval(() => {
          slots.renew().catch((error: unknown) => {
            options.log.error({ err: error }, 'job leases not renewed');
          });
        }, Math.max(1, Math.floor(slots.leaseMs / 3)))
      : null;
    heartbeat?.unref();
    try {
      for (const { job, slot } of runs) await runOne(job, slot);
    } finally {
      if (heartbeat) clearInterval(heartbeat);
    }
  };
  const runOne = async (job: ScheduledJob, slot: Date | null) => {
    const started = Date.now();
    let result: { ok: boolean; summary: Record<string, unknown> };
    try {
      const summary = await job.run(options.now());
      result = { ok: true, summary };
      const details = { job: job.name, ...(slot ? { slot } : {}), ms: Date.now() - started, ...summary };
      options.log.info(details, `job ${job.name} done`);
    } catch (error) {
      result = { ok: false, summary: { error: error instanceof Error ? error.message : String(error) } };
      options.log.error({ job: job.name, ...(slot ? { slot } : {}), err: error }, `job ${job.name} failed`);
    }
    if (slots && slot) {
      const recorded = await slots.finish(job.name, slot, result).catch((error: unknown) => {
        options.log.error({ job: job.name, slot, err: error }, `job ${job.name} run not recorded`);
        return true;
      });
      if (!recorded)
        options.log.error({ job: job.name, slot }, `job ${job.name} run was taken over by another process`);
    }
  };
  const tick = () => {
    if (running) return running;
    running = runAll().finally(() => {
      running = null;
    });
    return running;
  };
  // With slots, every process ticks just after each slot starts, so a slot's runs start on time, and
  // once a lease, so a stopped process's run is taken over soon after its lease runs out.
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const wait = Math.min(
      MAX_TIMEOUT_MS,
      slots ? untilNextSlot(Date.now(), options.intervalMs) : options.intervalMs,
    );
    timer = setTimeout(() => {
      void tick();
      schedule();
    }, wait);
    timer.unref();
  };
  schedule();
  const recovery = slots ? setInterval(() => void tick(), slots.leaseMs) : null;
  recovery?.unref();
  void tick();
  return {
    /** Runs the jobs now (or joins the run in progress). */
    tick,
    /** Clears the timers and waits for a run in progress. */
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (recovery) clearInterval(recovery);
      await running;
    },
  };
}

/** setTimeout's longest delay (a longer one fires at once). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Milliseconds from `nowMs` to a little after the next slot's start (a tenth of the interval, at
 * most a second: room for clocks that differ from the database's, which decides the slot).
 */
export function untilNextSlot(nowMs: number, intervalMs: number): number {
  const next = (Math.floor(nowMs / intervalMs) + 1) * intervalMs;
  return next - nowMs + Math.min(1_000, Math.floor(intervalMs / 10));
}
