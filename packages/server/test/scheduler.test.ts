import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../src/db/schema.ts';
import { databaseJobSlots, slotOf } from '../src/jobs/job-runs.ts';
import type { ScheduledJob } from '../src/jobs/job.ts';
import { startScheduler, untilNextSlot } from '../src/jobs/scheduler.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function recordingLog() {
  const lines: { level: 'info' | 'error'; details: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    info: (details: Record<string, unknown>, message: string) =>
      lines.push({ level: 'info', details, message }),
    error: (details: Record<string, unknown>, message: string) =>
      lines.push({ level: 'error', details, message }),
  };
}

describe('job scheduler', () => {
  it('runs every job at start, logs results and failures, and never doubles a run', async () => {
    const log = recordingLog();
    let runs = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const jobs: ScheduledJob[] = [
      {
        name: 'slow',
        description: 'A job that takes a while.',
        run: async () => {
          runs += 1;
          await gate;
          return { done: runs };
        },
      },
      {
        name: 'broken',
        description: 'A job that fails.',
        run: async () => {
          throw new Error('boom');
        },
      },
    ];
    const scheduler = startScheduler({ jobs, intervalMs: 3_600_000, now: () => new Date(), log });
    // A tick while the start-up run is under way joins it.
    const joined = scheduler.tick();
    release();
    await joined;
    expect(runs).toBe(1);
    expect(log.lines.map((line) => [line.level, line.message])).toEqual([
      ['info', 'job slow done'],
      ['error', 'job broken failed'],
    ]);
    expect(log.lines[0]!.details).toMatchObject({ job: 'slow', done: 1 });
    await scheduler.tick();
    expect(runs).toBe(2);
    await scheduler.stop();
  });
});

describe('job slots', () => {
  it('cuts time into slots of the interval from the epoch, and ticks a little after the next starts', () => {
    expect(slotOf(Date.UTC(2027, 0, 1, 10, 59, 59), 3_600_000)).toEqual(new Date(Date.UTC(2027, 0, 1, 10)));
    expect(slotOf(Date.UTC(2027, 0, 1, 11), 3_600_000)).toEqual(new Date(Date.UTC(2027, 0, 1, 11)));
    expect(untilNextSlot(Date.UTC(2027, 0, 1, 10, 59, 59), 3_600_000)).toBe(1_000 + 1_000);
    expect(untilNextSlot(10_250, 1_000)).toBe(750 + 100);
  });

  it('runs each job once per slot across schedulers that share the database', async () => {
    // A slot far longer than the test, so that both schedulers tick in the same one.
    const intervalMs = 10 * 365 * 86_400_000;
    const runs: string[] = [];
    const jobs = (runner: string): ScheduledJob[] =>
      ['first', 'second', 'broken'].map((name) => ({
        name,
        description: `The ${name} job.`,
        run: async () => {
          runs.push(`${name}@${runner}`);
          if (name === 'broken') throw new Error('boom');
          return { by: runner };
        },
      }));
    const start = (runner: string) =>
      startScheduler({
        jobs: jobs(runner),
        intervalMs,
        now: () => new Date(),
        log: recordingLog(),
        slots: databaseJobSlots(t.db, { intervalMs, runner }),
      });
    const a = start('A');
    const b = start('B');
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.stop(), b.stop()]);

    expect(runs.map((run) => run.split('@')[0]).sort()).toEqual(['broken', 'first', 'second']);
    // One process took the slot's jobs, in order.
    expect(new Set(runs.map((run) => run.split('@')[1])).size).toBe(1);
    const rows = await t.db.select().from(jobRuns);
    expect(rows.map((row) => [row.job, row.outcome]).sort()).toEqual([
      ['broken', 'failed'],
      ['first', 'done'],
      ['second', 'done'],
    ]);
    expect(rows.find((row) => row.job === 'broken')?.summary).toEqual({ error: 'boom' });
    expect(rows.every((row) => row.finishedAt !== null)).toBe(true);
  });
});
