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

describe('job runs whose process stopped (docs/decisions/0089)', () => {
  const intervalMs = 10 * 365 * 86_400_000;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const counting = (names: string[], runs: string[], runner: string, ms = 0): ScheduledJob[] =>
    names.map((name) => ({
      name,
      description: `The ${name} job.`,
      run: async () => {
        runs.push(`${name}@${runner}`);
        if (ms) await sleep(ms);
        return { by: runner };
      },
    }));
  const rowsOf = (names: string[]) =>
    t.db
      .select()
      .from(jobRuns)
      .then((rows) => rows.filter((row) => names.includes(row.job)));

  it('takes over, in one process only, a run left unfinished once its lease has run out; never a finished one', async () => {
    const names = ['cut-off', 'finished', 'alive', 'replaced'];
    // A process that claimed this slot's jobs, finished one and stopped during the next; another
    // that holds its run and renews it; and an older slot's run that a later run has replaced.
    const now = new Date();
    const dead = databaseJobSlots(t.db, { intervalMs, runner: 'dead', leaseMs: 1 });
    const { slot } = await dead.claim(['cut-off', 'finished']);
    await dead.finish('finished', slot, { ok: true, summary: {} });
    await databaseJobSlots(t.db, { intervalMs, runner: 'alive', leaseMs: 600_000 }).claim(['alive']);
    const older = databaseJobSlots(t.db, {
      intervalMs,
      runner: 'older',
      leaseMs: 1,
      clock: () => new Date(now.getTime() - intervalMs),
    });
    await older.claim(['replaced']);
    await databaseJobSlots(t.db, { intervalMs, runner: 'later', leaseMs: 600_000 }).claim(['replaced']);
    await sleep(20);

    const runs: string[] = [];
    const start = (runner: string) =>
      startScheduler({
        jobs: counting(names, runs, runner),
        intervalMs,
        now: () => new Date(),
        log: recordingLog(),
        slots: databaseJobSlots(t.db, { intervalMs, runner, leaseMs: 60_000 }),
      });
    const a = start('A');
    const b = start('B');
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.stop(), b.stop()]);

    // The cut-off run ran once more, by one of them; the finished and the living ones not at all.
    expect(runs.map((run) => run.split('@')[0])).toEqual(['cut-off']);
    const rows = await rowsOf(names);
    const cutOff = rows.find((row) => row.job === 'cut-off')!;
    expect(cutOff).toMatchObject({ outcome: 'done', attempts: 2, runner: runs[0]!.split('@')[1] });
    expect(rows.find((row) => row.job === 'finished')).toMatchObject({ outcome: 'done', attempts: 1 });
    expect(rows.find((row) => row.job === 'alive')).toMatchObject({ outcome: null, runner: 'alive' });
    // The replaced run is closed as stopped, not run again; the later one is left to its living runner.
    const replaced = rows.filter((row) => row.job === 'replaced').sort((x, y) => +x.slot - +y.slot);
    expect(replaced.map((row) => [row.runner, row.outcome])).toEqual([
      ['older', 'failed'],
      ['later', null],
    ]);
    expect(replaced[0]!.summary).toEqual({ stopped: true });
  });

  it('renews the leases of the runs it works on, so that no other process takes them over', async () => {
    const names = ['long'];
    const runs: string[] = [];
    const leaseMs = 1_000;
    const start = (runner: string, ms: number) =>
      startScheduler({
        jobs: counting(names, runs, runner, ms),
        intervalMs,
        now: () => new Date(),
        log: recordingLog(),
        slots: databaseJobSlots(t.db, { intervalMs, runner, leaseMs }),
      });
    const a = start('A', 3 * leaseMs);
    await sleep(50);
    const b = start('B', 0);
    // B ticks every lease (and here more often) while A works for three leases.
    for (let i = 0; i < 14; i += 1) {
      await b.tick();
      await sleep(leaseMs / 4);
    }
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toEqual(['long@A']);
    expect(await rowsOf(names)).toMatchObject([{ outcome: 'done', attempts: 1, runner: 'A' }]);
  });

  it('with one process on the database (PGlite), takes over another runner’s unfinished run at once', async () => {
    const names = ['sole'];
    await databaseJobSlots(t.db, { intervalMs, runner: 'before-restart', leaseMs: 600_000 }).claim(names);
    const runs: string[] = [];
    const restarted = startScheduler({
      jobs: counting(names, runs, 'restarted'),
      intervalMs,
      now: () => new Date(),
      log: recordingLog(),
      slots: databaseJobSlots(t.db, { intervalMs, runner: 'restarted', soleProcess: true }),
    });
    await restarted.tick();
    await restarted.stop();
    expect(runs).toEqual(['sole@restarted']);
    expect(await rowsOf(names)).toMatchObject([{ outcome: 'done', attempts: 2, runner: 'restarted' }]);
  });
});
