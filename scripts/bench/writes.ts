// The write scenarios (issue 29 item 3, decision 0099): bind and pay, an endorsement with a card
// charge, a cancellation with a refund, through the app server on a throw-away copy of the bench
// database; each phase beside a ceiling that writes the same rows in bare transactions into a second
// copy, and checked exactly once (processor charges and refunds against payments and refunds rows).
import pg from 'pg';
import { openPostgres } from '../../packages/server/src/db/client.ts';
import { spawnServer } from './child.ts';
import { benchSession } from './database.ts';
import {
  bindAndPay,
  cancelWithRefund,
  endorseWithCharge,
  runFlows,
  type Cookies,
  type FlowRun,
} from './writes-flows.ts';
import { measureJobs, type JobsRun } from './writes-jobs.ts';
import { countOnce, exactlyOnce, type OnceCount } from './writes-once.ts';
import {
  nextXid,
  planBatches,
  rowCount,
  rowsWritten,
  writeBatches,
  type CeilingRun,
  type TableRows,
} from './writes-rows.ts';

/** Flows at once: one, then ten. */
export const WRITE_CONCURRENCIES = [1, 10] as const;

export type WriteKind = 'bind' | 'endorse' | 'cancel';

export const WRITE_FLOWS: Record<WriteKind, string> = {
  bind: 'Quote, bind and pay (new tenants application, new card)',
  endorse: 'Endorsement charged to the card on file',
  cancel: 'Cancellation refunded to the card',
};

export interface WritePhase {
  kind: WriteKind;
  app: FlowRun;
  /** Rows the app wrote (live versions inserted or updated), and in how many tables. */
  rows: number;
  tables: number;
  /** Rows written per table, most first. */
  byTable: { table: string; rows: number }[];
  ceiling: CeilingRun;
  once: OnceCount;
}

export interface WritesRun {
  iterations: number;
  phases: WritePhase[];
  /** Policies bound outside the timed phases for the cancellations (none bound by a phase was left). */
  setupBinds: number;
  /** The collections run and the month-end jobs, after the flows (writes-jobs.ts). */
  jobs: JobsRun;
}

/** The URL of another database on the same server. */
export function databaseNamed(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

async function onServer(url: string, statements: string[]) {
  const client = new pg.Client({ connectionString: databaseNamed(url, 'postgres') });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Two copies of the bench database (nobody may be connected to it while they are made). */
async function copies(url: string) {
  const template = nameOf(url);
  const app = `${template}_writes`;
  const ceiling = `${template}_writes_ceiling`;
  await onServer(url, [
    `drop database if exists "${app}" with (force)`,
    `drop database if exists "${ceiling}" with (force)`,
    `create database "${app}" template "${template}"`,
    `create database "${ceiling}" template "${template}"`,
  ]);
  return {
    app: databaseNamed(url, app),
    ceiling: databaseNamed(url, ceiling),
    drop: () =>
      onServer(url, [
        `drop database if exists "${app}" with (force)`,
        `drop database if exists "${ceiling}" with (force)`,
      ]),
  };
}

async function sessions(url: string): Promise<Cookies> {
  const database = openPostgres({ url });
  try {
    return { broker: await benchSession(database, 'broker'), admin: await benchSession(database, 'admin') };
  } finally {
    await database.close();
  }
}

export interface WritesInput {
  /** The bench database: copied, never written. */
  databaseUrl: string;
  /** Flows per phase (each concurrency). */
  iterations: number;
  /** Scheduled payments the collections run is to find due (default 10,000). */
  instalments?: number;
  log?: (line: string) => void;
}

export async function measureWrites(input: WritesInput): Promise<WritesRun> {
  const log = input.log ?? console.log;
  const dbs = await copies(input.databaseUrl);
  const cookies = await sessions(dbs.app);
  // Every flow is the one demo broker's: a real brokerage's binds are many brokers', each under the
  // card-token brake of 60 a minute, which a hundred binds a minute by one user would hit.
  const server = await spawnServer('app', dbs.app, { CARD_TOKENS_PER_MINUTE: '100000' });
  const appClient = new pg.Client({ connectionString: dbs.app });
  const ceilingClient = new pg.Client({ connectionString: dbs.ceiling });
  await appClient.connect();
  await ceilingClient.connect();
  try {
    const phases: WritePhase[] = [];
    /** Policies bound and not yet endorsed or cancelled. */
    const bound: string[] = [];
    let setupBinds = 0;
    let serial = 0;

    /** What the app wrote since `from`, written again into the ceiling's copy in `count` transactions. */
    const mirror = async (written: TableRows[], count: number, concurrency: number) =>
      writeBatches(dbs.ceiling, await planBatches(ceilingClient, written, count), concurrency);

    const take = async (count: number) => {
      if (bound.length < count) {
        const missing = count - bound.length;
        const from = await nextXid(appClient);
        await runFlows(server.url, missing, 10, async (api) => {
          serial += 1;
          bound.push(await bindAndPay(api, cookies, serial));
        });
        await mirror(await rowsWritten(appClient, from, await nextXid(appClient)), 1, 1);
        setupBinds += missing;
      }
      return bound.splice(0, count);
    };

    for (const kind of ['bind', 'endorse', 'cancel'] as const) {
      for (const concurrency of WRITE_CONCURRENCIES) {
        const count = input.iterations;
        const ids = kind === 'bind' ? [] : await take(count);
        const from = await nextXid(appClient);
        const app = await runFlows(server.url, count, concurrency, async (api, i) => {
          if (kind === 'bind') {
            serial += 1;
            ids.push(await bindAndPay(api, cookies, serial));
          } else if (kind === 'endorse') await endorseWithCharge(api, cookies, ids[i]!);
          else await cancelWithRefund(api, cookies, ids[i]!);
        });
        const written = await rowsWritten(appClient, from, await nextXid(appClient));
        const once = await countOnce(appClient, ids);
        if (kind === 'bind') bound.push(...ids);
        const ceiling = await mirror(written, count, concurrency);
        const byTable = written
          .map((t) => ({ table: t.table.name, rows: t.rows.length }))
          .sort((a, b) => b.rows - a.rows);
        const phase = { kind, app, rows: rowCount(written), tables: written.length, byTable, ceiling, once };
        phases.push(phase);
        log(
          `[writes] ${WRITE_FLOWS[kind]}, ${concurrency} at a time: ${app.flowsPerSecond.toFixed(1)} flows/s, p95 ${app.flow.p95.toFixed(0)} ms; ${phase.rows} rows in ${phase.tables} tables; ceiling ${ceiling.perSecond.toFixed(0)} tx/s, p95 ${ceiling.p95.toFixed(1)} ms; charges ${once.charges}/${once.payments} payments, refunds ${once.refunds}/${once.refundRows}; exactly once: ${exactlyOnce(once) ? 'yes' : `NO ${JSON.stringify(once)}`}`,
        );
      }
    }
    // The jobs run alone on the copy: nothing else writes in their windows.
    await server.stop();
    const jobs = await measureJobs({
      appUrl: dbs.app,
      ceilingUrl: dbs.ceiling,
      appClient,
      ceilingClient,
      instalments: input.instalments ?? 10_000,
      log,
    });
    return { iterations: input.iterations, phases, setupBinds, jobs };
  } finally {
    await appClient.end();
    await ceilingClient.end();
    await server.stop();
    await dbs.drop();
  }
}
