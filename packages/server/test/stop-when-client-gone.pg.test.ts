import { request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/client.ts';
import { stopWhenClientGone } from '../src/plugins/stop-when-client-gone.ts';
import { openTestDatabase } from './helpers/test-app.ts';

/**
 * A read whose client has gone stops its queries (docs/decisions/0100): the statement running is
 * cancelled, one still waiting for a pooled connection is never run; a write runs to its end.
 * PostgreSQL only (PGlite has one connection and nothing to cancel). A pool of one connection, so
 * that a second request waits for it.
 */
let drop: () => Promise<void>;
let database: Database;
let app: FastifyInstance;
let base = '';
const outcomes: Record<string, string> = {};

/** The PostgreSQL code of an error (drizzle wraps the driver's in `cause`). */
function codeOf(error: unknown): string {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return 'no code';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  const opened = await openTestDatabase('unmigrated');
  drop = opened.drop;
  const name = (
    (await opened.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    }
  ).rows[0]!.name;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  database = openPostgres({ url: url.toString(), poolSize: 1 });
  await database.db.execute(sql`create table marks (label text not null)`);
  app = Fastify();
  stopWhenClientGone(app);
  const sleepThenMark = async (label: string, seconds: number) => {
    try {
      await database.db.execute(sql`select pg_sleep(${seconds})`);
      await database.db.execute(sql`insert into marks (label) values (${label})`);
      outcomes[label] = 'done';
    } catch (error) {
      outcomes[label] = codeOf(error);
    }
    return { ok: true };
  };
  app.get<{ Params: { label: string; seconds: string } }>('/read/:label/:seconds', (request) =>
    sleepThenMark(request.params.label, Number(request.params.seconds)),
  );
  app.post<{ Params: { label: string; seconds: string } }>('/write/:label/:seconds', (request) =>
    sleepThenMark(request.params.label, Number(request.params.seconds)),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop?.();
});

/** Sends a request and lets its client go after `ms` (or waits for the answer when ms is null). */
function send(method: 'GET' | 'POST', path: string, goneAfterMs: number | null): Promise<number | 'gone'> {
  return new Promise((resolve) => {
    const request = httpRequest(`${base}${path}`, { method }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve('gone'));
    request.end();
    if (goneAfterMs !== null) setTimeout(() => request.destroy(), goneAfterMs);
  });
}

async function waitFor(check: () => boolean, withinMs: number): Promise<void> {
  for (let waited = 0; waited < withinMs && !check(); waited += 25) await sleep(25);
}

const sleeping = async () =>
  (
    (await database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where query like 'select pg_sleep%' and pid <> pg_backend_pid()`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

const marks = async () =>
  (
    (await database.db.execute(sql`select label from marks order by label`)) as unknown as {
      rows: { label: string }[];
    }
  ).rows.map((row) => row.label);

it('cancels the statement of a read whose client has gone, and runs none after it', async () => {
  const started = Date.now();
  expect(await send('GET', '/read/cut/20', 300)).toBe('gone');
  await waitFor(() => outcomes.cut !== undefined, 5_000);
  expect(outcomes.cut).toBe('57014');
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(await sleeping()).toBe(0);
  expect(await marks()).not.toContain('cut');
});

it('never runs the query of a read whose client left while it waited for a connection', async () => {
  // The one connection is busy for a second with a read whose client stays.
  const first = send('GET', '/read/first/1', null);
  await sleep(150);
  expect(await send('GET', '/read/queued/0', 200)).toBe('gone');
  expect(await first).toBe(200);
  await waitFor(() => outcomes.queued !== undefined, 5_000);
  expect(outcomes.first).toBe('done');
  expect(outcomes.queued).toBe('57014');
  expect(await marks()).toEqual(['first']);
});

it('runs a write to its end although its client has gone', async () => {
  expect(await send('POST', '/write/written/1', 200)).toBe('gone');
  await waitFor(() => outcomes.written !== undefined, 5_000);
  expect(outcomes.written).toBe('done');
  expect(await marks()).toContain('written');
});
