// The bench keeps its slow seed only when it is what the run asks for (docs/decisions/0068).
import { describe, expect, it } from 'vitest';
import { benchOptions } from './options.ts';
import { seedDecision, type DatabaseState, type SeedRecord, type Wanted } from './seed-record.ts';

const wanted: Wanted = { applications: 300_000, story: 300, migration: '0029_premium', reuse: true };
const finished: SeedRecord = {
  applications: 300_000,
  story: 300,
  migration: '0029_premium',
  told: 340,
  copies: 883,
  tellSeconds: 300,
  replicateSeconds: 1500,
  startedAt: new Date('2026-11-28T14:26:00Z'),
  finishedAt: new Date('2026-11-28T15:00:00Z'),
};
const seeded: DatabaseState = { exists: true, record: finished, benchTold: true, applications: 300_220 };
const empty: DatabaseState = { exists: true, record: null, benchTold: false, applications: 0 };

describe('--reuse-data and --seed-only', () => {
  it('keep the seed and measure by default', () => {
    const options = benchOptions([]);
    expect(options.reuseData).toBe(true);
    expect(options.seedOnly).toBe(false);
  });

  it('read on, off and the seed-only flag, and refuse anything else', () => {
    expect(benchOptions(['--reuse-data', 'off']).reuseData).toBe(false);
    expect(benchOptions(['--seed-only']).seedOnly).toBe(true);
    expect(() => benchOptions(['--reuse-data', 'yes'])).toThrow('--reuse-data must be on or off');
  });
});

describe('what the bench does with the database it finds', () => {
  it('seeds a database that is missing or holds no application', () => {
    expect(seedDecision({ ...empty, exists: false }, wanted)).toEqual({ action: 'seed' });
    expect(seedDecision(empty, wanted)).toEqual({ action: 'seed' });
  });

  it('keeps a finished seed of the same applications, story and migration', () => {
    expect(seedDecision(seeded, wanted)).toEqual({ action: 'reuse', record: finished });
  });

  it('seeds again with --reuse-data off', () => {
    expect(seedDecision(seeded, { ...wanted, reuse: false })).toEqual({
      action: 'reseed',
      reason: '--reuse-data off',
    });
  });

  it('seeds again, saying why, when the size, the story differ or the seed is of a newer migration', () => {
    const decision = seedDecision(seeded, {
      ...wanted,
      applications: 30_000,
      story: 100,
      migration: '0028_older',
    });
    expect(decision).toEqual({
      action: 'reseed',
      reason:
        "it was seeded with 300,000 applications, not 30,000, a story of 300, not 100, migration 0029_premium, newer than 0028_older (the code's newest)",
    });
  });

  it('keeps a seed of an older migration and migrates it forward', () => {
    expect(seedDecision(seeded, { ...wanted, migration: '0031_later' })).toEqual({
      action: 'reuse',
      record: finished,
      migrateFrom: '0029_premium',
    });
    expect(seedDecision(seeded, { ...wanted, migration: '0031_later', reuse: false }).action).toBe('reseed');
  });

  it('seeds again a seed that did not finish, or one with no record', () => {
    const stopped = seedDecision({ ...seeded, record: { ...finished, finishedAt: null } }, wanted);
    expect(stopped.action).toBe('reseed');
    expect(stopped.action === 'reseed' && stopped.reason).toMatch(/did not finish/);
    const unrecorded = seedDecision({ ...seeded, record: null }, wanted);
    expect(unrecorded.action).toBe('reseed');
    expect(unrecorded.action === 'reseed' && unrecorded.reason).toMatch(/no record/);
  });

  it('refuses a database holding applications the bench did not seed, even with --reuse-data off', () => {
    const other: DatabaseState = { exists: true, record: null, benchTold: false, applications: 1_234 };
    for (const reuse of [true, false])
      expect(seedDecision(other, { ...wanted, reuse })).toEqual({
        action: 'refuse',
        reason: 'it holds 1,234 applications that the bench did not seed',
      });
  });
});
