// The exact SQL the app runs for one request (issue 29): serve.ts, under BENCH_CAPTURE_SQL=1, patches
// pg's Client.prototype.query before the app is built and opens a small control server; the bench
// asks it for the statements of a request it makes (captureStatements). Decision 0098.
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { RunningServer } from './child.ts';

/** One statement as the app sent it: its text and its parameters as pg puts them on the wire. */
export interface CapturedStatement {
  text: string;
  /** Each parameter after pg's prepareValue: a string or null (arrays and dates as PostgreSQL text). */
  values: unknown[];
  /** 'array' when the app read the rows as arrays (drizzle's selects), else undefined (objects). */
  rowMode?: 'array' | undefined;
  /** The prepared statement's name when the app named it (drizzle names none): unnamed otherwise. */
  name?: string | undefined;
  /** Ran between BEGIN and COMMIT/ROLLBACK on its connection (BEGIN and COMMIT are captured too). */
  inTransaction: boolean;
  /** Which connection ran it, numbered in the order they appear in this capture (0, 1, …). */
  connection: number;
}

/** The environment variable that makes serve.ts capture (any value but '1' leaves pg alone). */
export const CAPTURE_ENV = 'BENCH_CAPTURE_SQL';

interface QueryConfigLike {
  text: string;
  values?: unknown[];
  rowMode?: string;
  name?: string;
}

/** True inside the handling of an HTTP request that arrived while a capture was open. */
const requestScope = new AsyncLocalStorage<true>();
let open = false;
let recorded: CapturedStatement[] = [];
let running = 0;
const connections = new WeakMap<object, number>();
const inTransaction = new WeakSet<object>();

function connectionNumber(client: object): number {
  let n = connections.get(client);
  if (n === undefined) {
    n = new Set(recorded.map((s) => s.connection)).size;
    connections.set(client, n);
  }
  return n;
}

function record(client: object, config: QueryConfigLike, values: unknown[] | undefined) {
  const text = config.text;
  const word = text.trimStart().slice(0, 8).toLowerCase();
  if (word.startsWith('begin') || word.startsWith('start')) inTransaction.add(client);
  recorded.push({
    text,
    values: (values ?? config.values ?? []).map(prepare),
    rowMode: config.rowMode === 'array' ? 'array' : undefined,
    name: config.name,
    inTransaction: inTransaction.has(client),
    connection: connectionNumber(client),
  });
  if (word.startsWith('commit') || word.startsWith('rollback') || word.startsWith('end')) {
    inTransaction.delete(client);
  }
}

/** pg's own conversion of a parameter to its wire text (pg/lib/utils.prepareValue). */
function prepare(value: unknown): unknown {
  const utils = (pg as unknown as { utils?: { prepareValue(v: unknown): unknown } }).utils;
  return utils ? utils.prepareValue(value) : value;
}

/**
 * Patches pg (Client.prototype.query) and node:http (requests' scope), then opens the control
 * server on 127.0.0.1: POST /open starts recording the statements of every request that arrives,
 * POST /take stops and answers them once none of them is still running. Returns its port.
 */
export async function installSqlCapture(): Promise<number> {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function patched(this: object, ...args: unknown[]) {
    const [first, second] = args;
    if (!requestScope.getStore() || !open || first === null || first === undefined) {
      return query.apply(this, args);
    }
    const config: QueryConfigLike = typeof first === 'string' ? { text: first } : (first as QueryConfigLike);
    if (typeof config.text === 'string') {
      record(this, config, Array.isArray(second) ? second : undefined);
    }
    running += 1;
    const result = query.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(
        () => (running -= 1),
        () => (running -= 1),
      );
    } else running -= 1;
    return result;
  } as typeof pg.Client.prototype.query;

  const emit = http.Server.prototype.emit as (...args: unknown[]) => boolean;
  http.Server.prototype.emit = function scoped(this: http.Server, event: string, ...rest: unknown[]) {
    if (event === 'request' && open && this !== control) {
      return requestScope.run(true, () => emit.call(this, event, ...rest));
    }
    return emit.call(this, event, ...rest);
  } as typeof http.Server.prototype.emit;

  const control: http.Server = http.createServer((request, response) => {
    void (async () => {
      if (request.method === 'POST' && request.url === '/open') {
        recorded = [];
        open = true;
        response.writeHead(204).end();
      } else if (request.method === 'POST' && request.url === '/take') {
        await settle();
        open = false;
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(recorded));
        recorded = [];
      } else response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  control.unref();
  return (control.address() as AddressInfo).port;
}

/** Waits until no captured statement runs and none started for 50 ms (writes after the answer). */
async function settle(): Promise<void> {
  let seen = -1;
  while (running > 0 || seen !== recorded.length) {
    seen = recorded.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The statements the app server (spawned with `{ [CAPTURE_ENV]: '1' }`) runs while `request` is
 * answered, in the order it sent them. Its background work (the webhook worker) is left out: only
 * statements run while handling an HTTP request count. Stable API (issue 29): other bench parts use it.
 */
export async function captureStatements(
  app: RunningServer,
  request: () => Promise<Response>,
): Promise<CapturedStatement[]> {
  if (!app.captureUrl) throw new Error(`the app server was not started with ${CAPTURE_ENV}=1`);
  const opened = await fetch(`${app.captureUrl}/open`, { method: 'POST' });
  if (!opened.ok) throw new Error(`capture: /open answered ${opened.status}`);
  // The capture is taken (closed) even when the request fails.
  const answer = await request().then(
    async (response) => ({ response, body: response.bodyUsed ? '' : await response.text() }),
    (error: unknown) => ({ error }),
  );
  const taken = await fetch(`${app.captureUrl}/take`, { method: 'POST' });
  if ('error' in answer) throw answer.error;
  const { response, body } = answer;
  if (!response.ok) throw new Error(`capture: the request answered ${response.status} ${body.slice(0, 200)}`);
  if (!taken.ok) throw new Error(`capture: /take answered ${taken.status}`);
  return (await taken.json()) as CapturedStatement[];
}
