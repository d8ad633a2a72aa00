import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCT_DEFINITIONS, quoteApplication } from '@bm/domain';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed-data.ts';
import { tenantsForm } from './helpers/forms.ts';
import { freePort, postgresUrl, REPO_ROOT, sleep } from './helpers/processes.ts';
import { cookieHeader } from './helpers/test-app.ts';

/**
 * The real server as a child process on a PostgreSQL database of its own, killed (SIGKILL) at random
 * moments while brokers pay, then restarted: start-up reconciliation must leave no application
 * charged twice and every processor charge applied to a bound policy or refunded. PostgreSQL only
 * (the server's PGlite is one process's files); PAYMENTS_TEST_PAUSE_AFTER_CHARGE_MS widens the window
 * between the processor's answer and the payments row's update, which a kill then hits reliably.
 */
const url = postgresUrl('payment-crash');
const root = REPO_ROOT;
const STALE_SECONDS = 2;
const APPLICATIONS = 12;
const ROUNDS = 3;

const form = tenantsForm();
const quote = quoteApplication(PRODUCT_DEFINITIONS.tenants!, form).quote;

describe('a server killed mid-payment (PostgreSQL)', () => {
  const name = `bm_crash_${randomBytes(6).toString('hex')}`;
  const storageDir = mkdtempSync(path.join(tmpdir(), 'bm-crash-files-'));
  let databaseUrl = '';
  let port = 0;
  let server: ChildProcess | null = null;
  let db: pg.Client | null = null;

  afterAll(async () => {
    server?.kill('SIGKILL');
    await db?.end();
    if (url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
    rmSync(storageDir, { recursive: true, force: true });
  });

  async function start() {
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        SEED_DEMO: 'false',
        WEB_DIST: '/nonexistent-web-dist',
        STORAGE_DIR: storageDir,
        JOBS_ENABLED: 'false',
        PAYMENTS_RECONCILE_AFTER_SECONDS: String(STALE_SECONDS),
        PAYMENTS_TEST_PAUSE_AFTER_CHARGE_MS: '250',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    for (let i = 0; i < 300; i += 1) {
      if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return (server = child);
      await sleep(100);
    }
    throw new Error(`server did not start: ${stderr}`);
  }

  async function kill() {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  const api = (cookie: string, method: string, route: string, body?: unknown) =>
    fetch(`http://127.0.0.1:${port}/api${route}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** One broker's attempt: a new card token and a new key, or a retry of an earlier key and token. */
  async function attempt(cookie: string, id: string, retry?: { token: string; key: string }) {
    let token = retry?.token;
    if (!token) {
      const made = await api(cookie, 'POST', '/billing/tokens', {
        account: 'finance',
        number: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getFullYear() + 3,
        cvc: '123',
        postalCode: 'M5V2T6',
      });
      token = ((await made.json()) as { token: string }).token;
    }
    const key = retry?.key ?? randomUUID();
    const paid = await api(cookie, 'POST', `/applications/${id}/pay`, {
      paymentPeriod: 'monthly',
      token,
      idempotencyKey: key,
      expectedTotal: quote.total.monthly,
    });
    return { status: paid.status, token, key };
  }

  it(
    'charges no application twice, and every charge is applied to a bound policy or refunded',
    { timeout: 90_000 },
    async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      const target = new URL(url!);
      target.pathname = `/${name}`;
      databaseUrl = target.toString();
      port = await freePort();
      await start();
      db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();

      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_USERS.broker.email, password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookie = cookieHeader(login.headers.getSetCookie());
      const ids: string[] = [];
      for (let i = 0; i < APPLICATIONS; i += 1) {
        const started = await api(cookie, 'POST', '/applications', { productId: 'tenants' });
        const id = ((await started.json()) as { applicationId: string }).applicationId;
        const saved = await api(cookie, 'PUT', `/applications/${id}`, {
          productId: 'tenants',
          currentPage: 4,
          form,
          productVersionSeen: '1.0',
          paymentPeriod: 'monthly',
        });
        expect(saved.status).toBe(200);
        ids.push(id);
      }

      const chargedInFlight = async () =>
        (
          await db!.query(
            `select 1 from payments p join sim_charges c on c.idempotency_key = p.idempotency_key
            where p.status = 'processing' limit 1`,
          )
        ).rows.length > 0;
      let leftProcessing = 0;
      const earlier = new Map<string, { token: string; key: string }>();
      for (let round = 0; round < ROUNDS; round += 1) {
        if (!server) await start();
        const unbound = (
          await db.query<{ id: string }>(
            `select id from applications where id = any($1) and status <> 'bound'`,
            [ids],
          )
        ).rows.map((row) => row.id);
        if (unbound.length === 0) break;
        // Per application: a new attempt, a second tab (another key), and a retry of last round's key.
        const attempts = unbound.flatMap((id) => [
          attempt(cookie, id).then(
            (done) => earlier.set(id, done),
            () => undefined,
          ),
          ...(Math.random() < 0.5 ? [attempt(cookie, id).catch(() => undefined)] : []),
          ...(earlier.has(id) ? [attempt(cookie, id, earlier.get(id)).catch(() => undefined)] : []),
        ]);
        // Killed at a random moment once some charge is taken and not yet recorded (the window).
        for (let waited = 0; waited < 5_000 && !(await chargedInFlight()); waited += 20) await sleep(20);
        await sleep(Math.random() * 200);
        await kill();
        await Promise.all(attempts);
        const stuck = await db.query<{ n: number }>(
          `select count(*)::int as n from payments where status = 'processing'`,
        );
        leftProcessing += stuck.rows[0]!.n;
        // The next start takes longer than STALE_SECONDS: its reconciliation settles these.
      }
      // The last start's reconciliation settles every payment left processing (all older than the stale age).
      await sleep(STALE_SECONDS * 1000 + 200);
      if (!server) await start();
      await kill();

      // The kills hit payments in flight (else this test proves nothing).
      expect(leftProcessing).toBeGreaterThan(0);
      const processing = await db.query(`select id from payments where status = 'processing'`);
      expect(processing.rows).toEqual([]);

      const charges = await db.query<{
        application_id: string;
        amount: number;
        refunded: number;
        payment_status: string | null;
        invoice_id: string | null;
        app_status: string;
      }>(
        `select c.metadata->>'applicationId' as application_id, c.amount_cents::int as amount,
              c.amount_refunded_cents::int as refunded, p.status as payment_status, p.invoice_id,
              a.status as app_status
         from sim_charges c
         left join payments p on p.idempotency_key = c.idempotency_key
         join applications a on a.id = (c.metadata->>'applicationId')::uuid
        where c.status = 'succeeded' and c.metadata->>'applicationId' = any($1)`,
        [ids],
      );
      expect(charges.rows.length).toBeGreaterThan(0);
      const kept = new Map<string, number>();
      for (const charge of charges.rows) {
        const refunded = charge.refunded === charge.amount;
        const applied =
          charge.payment_status === 'succeeded' &&
          charge.invoice_id !== null &&
          charge.app_status === 'bound';
        expect({ ...charge, settled: refunded || applied }).toMatchObject({ settled: true });
        if (!refunded) kept.set(charge.application_id, (kept.get(charge.application_id) ?? 0) + 1);
      }
      // No application keeps two charges; every bound one keeps exactly the charge it is bound with.
      expect([...kept.values()].filter((n) => n > 1)).toEqual([]);
      const bound = await db.query<{ id: string }>(
        `select id from applications where id = any($1) and status = 'bound'`,
        [ids],
      );
      for (const { id } of bound.rows) expect(kept.get(id)).toBe(1);
    },
  );
});
