// The write scenarios at a tiny size on a database of their own (on TEST_DATABASE_URL's server):
// every phase stays exactly once and its ceiling writes as many rows as the app wrote.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from './database.ts';
import { databaseNamed, measureWrites, WRITE_CONCURRENCIES } from './writes.ts';
import { MEASURED_JOBS } from './writes-jobs.ts';
import { exactlyOnce } from './writes-once.ts';

const url = databaseNamed(process.env.TEST_DATABASE_URL!, 'bench_writes_test');

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: databaseNamed(url, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await admin('drop database if exists bench_writes_test with (force)');
});

describe('the write scenarios', () => {
  it('bind, endorse and cancel exactly once, and the ceiling writes the same rows', async () => {
    await admin('drop database if exists bench_writes_test with (force)');
    await admin('create database bench_writes_test');
    const prepared = await prepareDatabase(url, { applications: 100, story: 10, reuse: false });
    await prepared.database.close();

    const run = await measureWrites({ databaseUrl: url, iterations: 3, instalments: 40, log: console.log });

    expect(run.phases.map((p) => [p.kind, p.app.concurrency])).toEqual(
      (['bind', 'endorse', 'cancel'] as const).flatMap((kind) => WRITE_CONCURRENCIES.map((c) => [kind, c])),
    );
    expect(run.setupBinds).toBe(6);
    for (const phase of run.phases) {
      expect(exactlyOnce(phase.once), `${phase.kind}: ${JSON.stringify(phase.once)}`).toBe(true);
      expect(phase.ceiling.rows).toBe(phase.rows);
      expect(phase.ceiling.transactions).toBe(3);
    }
    const byKind = (kind: string) => run.phases.filter((p) => p.kind === kind).map((p) => p.once);
    // Bound: one charge per policy; endorsed: two; cancelled: the bind's charge refunded once.
    expect(byKind('bind').map((o) => o.charges)).toEqual([3, 3]);
    expect(byKind('endorse').map((o) => o.charges)).toEqual([6, 6]);
    expect(byKind('cancel').map((o) => [o.charges, o.refunds])).toEqual([
      [3, 3],
      [3, 3],
    ]);
    // The collections run and the month-end jobs, each once, each ceiling writing what the job wrote.
    expect(run.jobs.phases.map((p) => p.job)).toEqual([...MEASURED_JOBS]);
    expect(run.jobs.due).toBeGreaterThanOrEqual(40);
    for (const phase of run.jobs.phases) {
      expect(phase.ceiling.rows, phase.job).toBe(phase.rows);
      expect(phase.ceiling.transactions).toBe(1);
    }
    const [collections, payouts, close, journal] = run.jobs.phases;
    expect(collections!.summary.attempted).toBeGreaterThanOrEqual(40);
    expect(collections!.once!.charges).toBe(collections!.summary.paid);
    expect(exactlyOnce(collections!.once!)).toBe(true);
    expect(payouts!.rows).toBeGreaterThan(0);
    expect(close!.rows).toBeGreaterThan(0);
    // Every collection payment is journaled.
    expect(journal!.rows).toBeGreaterThan(collections!.once!.payments);
    // The copies are gone.
    const client = new pg.Client({ connectionString: databaseNamed(url, 'postgres') });
    await client.connect();
    const left = await client.query(
      `select datname from pg_database where datname like 'bench_writes_test_%'`,
    );
    await client.end();
    expect(left.rows).toEqual([]);
  });
});
