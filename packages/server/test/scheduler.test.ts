import { describe, expect, it } from 'vitest';
import { startScheduler, type ScheduledJob } from '../src/jobs/scheduler.ts';

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
        run: async () => {
          runs += 1;
          await gate;
          return { done: runs };
        },
      },
      {
        name: 'broken',
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
