import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_ADDRESS } from '@bm/domain';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed-data.ts';
import { freePort, postgresUrl, REPO_ROOT, sleep } from './helpers/processes.ts';
import { codeIn, cookieHeader } from './helpers/test-app.ts';

/**
 * Two real server processes on one fresh PostgreSQL database, as behind a load balancer
 * (docs/decisions/0025): sessions, revocations, sign-in limits, rate limits and background jobs hold
 * across them. PostgreSQL only (vitest.config.ts runs *.pg.test.ts in the server-postgres project).
 */
const url = postgresUrl('several-processes');
const root = REPO_ROOT;
const TOKENS_PER_MINUTE = 60;

interface Server {
  name: string;
  port: number;
  child: ChildProcess;
  /** The process's log lines (pino JSON on stdout). */
  logs: Record<string, unknown>[];
}

const name = `bm_multi_${randomBytes(6).toString('hex')}`;
const storageDir = mkdtempSync(path.join(tmpdir(), 'bm-multi-files-'));
let databaseUrl = '';
let db: pg.Client | null = null;
const servers: Server[] = [];

async function start(label: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      WEB_DIST: '/nonexistent-web-dist',
      STORAGE_DIR: storageDir,
      DOCUMENT_LINK_SECRET: 'several-processes-test-link-secret-0123456789',
      JOBS_ENABLED: 'true',
      JOBS_INTERVAL_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { name: label, port, child, logs: [] };
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        server.logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // Not a log line (the seed's console output).
      }
    }
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`server ${label} exited: ${stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await sleep(100);
  }
  throw new Error(`server ${label} did not start: ${stderr}`);
}

function call(
  server: Server,
  method: string,
  route: string,
  options: { cookie?: string; body?: unknown } = {},
) {
  return fetch(`http://127.0.0.1:${server.port}/api${route}`, {
    method,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

async function signIn(server: Server, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await call(server, 'POST', '/auth/login', { body: { email, password } });
  expect(response.status).toBe(200);
  expect(((await response.json()) as { status: string }).status).toBe('signedIn');
  return cookieHeader(response.headers.getSetCookie());
}

const me = async (server: Server, cookie: string) =>
  (await call(server, 'GET', '/auth/me', { cookie })).status;

/** Polls until the cookie is refused; answers the milliseconds that took, or Infinity past `withinMs`. */
async function refusedWithin(server: Server, cookie: string, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started <= withinMs) {
    if ((await me(server, cookie)) === 401) return Date.now() - started;
    await sleep(20);
  }
  return Infinity;
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  databaseUrl = target.toString();
  // Both start at once on the empty database: one migrates and seeds while the other waits.
  servers.push(...(await Promise.all([start('A'), start('B')])));
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
}, 120_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await db?.end();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('two server processes on one PostgreSQL', () => {
  it('a session made on A works on B; a logout on A is refused by B within a second', async () => {
    const [a, b] = servers as [Server, Server];
    const cookie = await signIn(a, DEMO_USERS.broker.email);
    expect(await me(b, cookie)).toBe(200);
    expect(await me(a, cookie)).toBe(200);
    // B has just read the session and keeps it in memory for five seconds: only A's word can end it.
    expect(await me(b, cookie)).toBe(200);
    expect((await call(a, 'POST', '/auth/logout', { cookie })).status).toBe(200);
    expect(await me(a, cookie)).toBe(401);
    expect(await refusedWithin(b, cookie, 1_000)).toBeLessThan(1_000);
  });

  it('a sign-out everywhere (password reset) on A ends the sessions B holds within a second', async () => {
    const [a, b] = servers as [Server, Server];
    const email = DEMO_USERS.agency.email;
    const onA = await signIn(a, email);
    const onB = await signIn(b, email);
    const other = await signIn(b, DEMO_USERS.finance.email);
    for (const cookie of [onA, onB, other]) expect(await me(b, cookie)).toBe(200);
    expect((await call(b, 'POST', '/auth/forgot-password', { body: { email } })).status).toBe(200);
    const sent = await db!.query<{ text_body: string }>(
      `select text_body from email_outbox where lower(to_address) = $1 order by created_at desc limit 1`,
      [email],
    );
    const code = codeIn(sent.rows[0]!.text_body);
    const newPassword = 'A new password 4 several processes';
    const reset = await call(a, 'POST', '/auth/reset-password', { body: { email, code, newPassword } });
    expect(reset.status).toBe(200);
    expect(await refusedWithin(b, onA, 1_000)).toBeLessThan(1_000);
    expect(await refusedWithin(b, onB, 1_000)).toBeLessThan(1_000);
    expect(await me(a, onB)).toBe(401);
    expect(await me(b, other)).toBe(200);
    // The new password works on either.
    expect(await me(b, await signIn(b, email, newPassword))).toBe(200);
  });

  it('counts failed sign-ins made on A and B together, also when they arrive at once', async () => {
    const [a, b] = servers as [Server, Server];
    const login = (server: Server, email: string, password: string) =>
      call(server, 'POST', '/auth/login', { body: { email, password } }).then((r) => r.status);

    // One after the other, alternating: the account is refused after five failures in all.
    const email = DEMO_USERS.broker2.email;
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i += 1) {
      expect(await login(i % 2 === 0 ? a : b, email, `wrong password ${i}`)).toBe(401);
    }
    expect(await login(b, email, DEMO_PASSWORD)).toBe(429);
    expect(await login(a, email, DEMO_PASSWORD)).toBe(429);

    // A burst of guesses spread over both processes: still five failures at most, the rest refused.
    const target = DEMO_USERS.setup.email;
    const burst = await Promise.all(
      Array.from({ length: 16 }, (_, i) => login(i % 2 === 0 ? a : b, target, `guess ${i}`)),
    );
    expect(burst.filter((status) => status === 401)).toHaveLength(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(burst.filter((status) => status === 429)).toHaveLength(16 - LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(await login(a, target, DEMO_PASSWORD)).toBe(429);
  });

  it('counts rate-limited requests made on A and B together (card tokens, code routes)', async () => {
    const [a, b] = servers as [Server, Server];
    const cookie = await signIn(a, DEMO_USERS.underwriter.email);
    const card = {
      account: 'main',
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
      postalCode: 'V6B4N6',
    };
    const statuses: number[] = [];
    for (let i = 0; i < TOKENS_PER_MINUTE; i += 1) {
      statuses.push(
        (await call(i % 2 === 0 ? a : b, 'POST', '/billing/tokens', { cookie, body: card })).status,
      );
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await call(a, 'POST', '/billing/tokens', { cookie, body: card })).status).toBe(429);
    expect((await call(b, 'POST', '/billing/tokens', { cookie, body: card })).status).toBe(429);

    // The per-address limit of the code routes (in memory per process before): 30 across both.
    const mfa = (server: Server) =>
      call(server, 'POST', '/auth/mfa', { body: { challengeId: randomUUID(), code: '123456' } }).then(
        (r) => r.status,
      );
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i += 1)
      expect(await mfa(i % 2 === 0 ? a : b)).toBe(400);
    expect(await mfa(a)).toBe(429);
    expect(await mfa(b)).toBe(429);
  });

  it('runs each background job once per slot across both processes', { timeout: 30_000 }, async () => {
    const [a, b] = servers as [Server, Server];
    const slots = async () =>
      (await db!.query<{ n: number }>(`select count(distinct slot)::int as n from job_runs`)).rows[0]!.n;
    const before = await slots();
    // JOBS_INTERVAL_SECONDS=1: a few more slots.
    for (let i = 0; i < 100 && (await slots()) < before + 4; i += 1) await sleep(100);
    await sleep(1_500);

    const runs = await db!.query<{ job: string; slot: Date; runner: string; outcome: string | null }>(
      `select job, slot, runner, outcome from job_runs order by slot, job`,
    );
    const jobs = [...new Set(runs.rows.map((row) => row.job))].sort();
    expect(jobs).toEqual([
      'accounting-journal',
      'analytics-rollup',
      'collections',
      'housekeeping',
      'lapse-policies',
      'non-payment-cancellations',
      'partner-payouts',
      'policy-documents',
      'premium-month-close',
      'reconcile-payments',
      'renewal-offers',
      'report-figures-backfill',
    ]);
    expect(new Set(runs.rows.map((row) => row.slot.getTime())).size).toBeGreaterThanOrEqual(4);
    // Each slot's jobs were run by one process, and finished.
    const bySlot = new Map<number, Set<string>>();
    for (const row of runs.rows) {
      const runners = bySlot.get(row.slot.getTime()) ?? new Set<string>();
      runners.add(row.runner);
      bySlot.set(row.slot.getTime(), runners);
    }
    expect([...bySlot.values()].every((runners) => runners.size === 1)).toBe(true);
    expect(runs.rows.filter((row) => row.outcome !== 'done' && row.outcome !== null)).toEqual([]);

    // The logs of both: no job done twice in a slot, and both processes ticked and found slots taken.
    const done = [...a.logs, ...b.logs].filter(
      (line) => typeof line.msg === 'string' && line.msg.startsWith('job ') && line.msg.endsWith(' done'),
    );
    const keys = done.map((line) => `${String(line.job)} ${String(line.slot)}`);
    expect(keys.length).toBeGreaterThanOrEqual(jobs.length * 4);
    expect(new Set(keys).size).toBe(keys.length);
    const taken = (server: Server) =>
      server.logs.filter((line) => line.msg === 'jobs of this slot already claimed').length;
    expect(taken(a) + taken(b)).toBeGreaterThanOrEqual(3);
    // Every slot one of them ran was ticked by the other too (they tick just after each slot starts).
    const ranBy = (server: Server) =>
      new Set(
        server.logs.filter((line) => line.msg === 'job housekeeping done').map((line) => String(line.slot)),
      );
    expect(ranBy(a).size + ranBy(b).size).toBe(new Set([...ranBy(a), ...ranBy(b)]).size);
  });
});
