import type { JobSlots } from './job-runs.ts';
import type { ScheduledJob, SchedulerLog } from './job.ts';

/**
 * Runs every job once at start and then every `intervalMs`, one after the other; a run still going
 * when the next is due is not doubled. A failing job is logged and the others still run. The
 * timer is unref'd, so it never keeps the process alive; stop() clears it.
 *
 * With `slots` (the database's job_runs, docs/decisions/0025) each job runs once per slot of
 * `intervalMs` across every process that shares the database: a tick first claims the slot's jobs,
 * and runs only those it claimed. Each job is also safe should two runs overlap (see each job).
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
  const runAll = async () => {
    let jobs = options.jobs;
    let slot: Date | null = null;
    if (slots) {
      try {
        const claim = await slots.claim(jobs.map((job) => job.name));
        slot = claim.slot;
        jobs = jobs.filter((job) => claim.claimed.includes(job.name));
        const others = options.jobs.filter((job) => !claim.claimed.includes(job.name));
        if (others.length > 0) {
          const names = others.map((job) => job.name);
          options.log.info({ slot, jobs: names }, 'jobs of this slot already claimed');
        }
      } catch (error) {
        options.log.error({ err: error }, 'jobs not claimed; next try at the next tick');
        return;
      }
    }
    for (const job of jobs) {
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
        await slots.finish(job.name, slot, result).catch((error: unknown) => {
          options.log.error({ job: job.name, slot, err: error }, `job ${job.name} run not recorded`);
        });
      }
    }
  };
  const tick = () => {
    if (running) return running;
    running = runAll().finally(() => {
      running = null;
    });
    return running;
  };
  // With slots, every process ticks just after each slot starts, so a slot's runs start on time.
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
  void tick();
  return {
    /** Runs the jobs now (or joins the run in progress). */
    tick,
    /** Clears the timer and waits for a run in progress. */
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
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
