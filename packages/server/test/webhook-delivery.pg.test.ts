import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/client.ts';
import { webhookAttempts, webhookDeliveries } from '../src/db/schema.ts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { freePort, postgresUrl, REPO_ROOT, sleep } from './helpers/processes.ts';
import {
  insertEndpoint,
  insertEvent,
  newSecret,
  startReceiver,
  until,
  type Receiver,
} from './helpers/webhooks.ts';

/**
 * Webhook delivery under faults (issue 28 item 5), with real server processes on a PostgreSQL
 * database of their own: a process killed (SIGKILL) between an event's commit and its delivery
 * loses nothing (its claim passes to the restarted process once the lease ends, and the event goes
 * out with the same webhook-id), and two processes on one database attempt each delivery once.
 * The events and deliveries are inserted by the test (helpers/webhooks.ts insertEvent), as the
 * events' writer leaves them at a change's commit, with its notification.
 */
const url = postgresUrl('webhook-delivery');
const LEASE_SECONDS = 3;

const name = `bm_webhooks_${randomBytes(6).toString('hex')}`;
const storageDir = mkdtempSync(path.join(tmpdir(), 'bm-webhooks-files-'));
let database: Database | null = null;
let receiver: Receiver;
const children: ChildProcess[] = [];

async function start(env: Record<string, string> = {}): Promise<ChildProcess> {
  const target = new URL(url);
  target.pathname = `/${name}`;
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: target.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      WEB_DIST: '/nonexistent-web-dist',
      STORAGE_DIR: storageDir,
      JOBS_ENABLED: 'false',
      WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await sleep(100);
  }
  throw new Error(`server did not start: ${stderr}`);
}

async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  receiver = await startReceiver();
  // The first start migrates and seeds the database the test then writes to.
  const first = await start();
  await kill(first);
  const target = new URL(url);
  target.pathname = `/${name}`;
  database = openPostgres({ url: target.toString(), poolSize: 4 });
}, 120_000);

afterAll(async () => {
  for (const child of children) await kill(child);
  await database?.close();
  await receiver?.close();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('webhook delivery across processes (PostgreSQL)', () => {
  it(
    'delivers, after a restart, the events of a process killed between their commit and their post, with the same webhook-id',
    { timeout: 120_000 },
    async () => {
      const db = database!.db;
      const secret = newSecret();
      const endpointId = await insertEndpoint(db, {
        url: receiver.url('/crash', [secret]),
        secret,
        brokerageId: BROKERAGE_IDS.maple,
      });
      // The first process pauses between claiming a delivery and posting it: a kill there leaves claims.
      // A short lease, so that the restarted process takes the killed one's claims over soon.
      const shortLease = { WEBHOOKS_TIMEOUT_SECONDS: '2', WEBHOOKS_LEASE_SECONDS: String(LEASE_SECONDS) };
      const doomed = await start({ ...shortLease, WEBHOOKS_TEST_PAUSE_BEFORE_POST_MS: '10000' });
      const policies = [randomUUID(), randomUUID(), randomUUID()];
      const events: Awaited<ReturnType<typeof insertEvent>>[] = [];
      for (let i = 0; i < 9; i += 1) {
        events.push(await insertEvent(db, { applicationId: policies[i % 3]!, endpointIds: [endpointId] }));
      }
      const ids = events.map((event) => event.id);
      // Killed once it holds the first event of each policy (the others wait behind them).
      const held = await until(
        async () => {
          const rows = await db
            .select({ lockedUntil: webhookDeliveries.lockedUntil })
            .from(webhookDeliveries)
            .where(
              sql`${webhookDeliveries.lockedBy} is not null and ${inArray(webhookDeliveries.eventId, ids)}`,
            );
          return rows.length === 3 && rows;
        },
        30_000,
        'the doomed process to claim',
      );
      await kill(doomed);
      expect(receiver.at('/crash')).toHaveLength(0);

      const restarted = await start(shortLease);
      await until(() => receiver.at('/crash').length === ids.length, 60_000, 'every event after the restart');
      const got = receiver.at('/crash');
      // The killed process's claims passed to the new one once their lease ended, not before.
      const leaseEnd = Math.min(...held.map((row) => row.lockedUntil!.getTime()));
      expect(Math.min(...got.map((r) => r.at))).toBeGreaterThanOrEqual(leaseEnd - 50);
      expect(got.every((r) => r.verified.get(secret)?.ok)).toBe(true);
      expect(new Set(got.map((r) => r.headers['webhook-id']))).toEqual(new Set(ids));
      for (const policy of policies) {
        const ofPolicy = events
          .filter((event) => event.payload.data.policy.applicationId === policy)
          .map((e) => e.id);
        expect(got.map((r) => r.headers['webhook-id']).filter((id) => ofPolicy.includes(id!))).toEqual(
          ofPolicy,
        );
      }
      const rows = await db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.eventId, ids));
      expect(rows.every((row) => row.status === 'succeeded' && row.attempts === 1)).toBe(true);
      await kill(restarted);
    },
  );

  it(
    'attempts each delivery exactly once with two processes on one database',
    { timeout: 180_000 },
    async () => {
      const db = database!.db;
      // The default timeout and lease (10 s, 60 s).
      await Promise.all([start(), start()]);
      const paths = ['/a', '/b', '/c'];
      const secrets = paths.map(() => newSecret());
      const endpointIds: string[] = [];
      for (const [i, p] of paths.entries()) {
        endpointIds.push(
          await insertEndpoint(db, {
            url: receiver.url(p, [secrets[i]!]),
            secret: secrets[i]!,
            brokerageId: null,
          }),
        );
      }
      const policies = Array.from({ length: 20 }, () => randomUUID());
      const events: { id: string; policy: string }[] = [];
      const writers = policies.map(async (policy) => {
        for (let i = 0; i < 5; i += 1) {
          const event = await insertEvent(db, { applicationId: policy, endpointIds });
          events.push({ id: event.id, policy });
        }
      });
      await Promise.all(writers);
      const ids = events.map((event) => event.id);
      const total = ids.length * paths.length;
      await until(
        async () => {
          const [row] = await db
            .select({ n: sql<number>`count(*)::int` })
            .from(webhookDeliveries)
            .where(
              sql`${webhookDeliveries.status} = 'succeeded' and ${inArray(webhookDeliveries.eventId, ids)}`,
            );
          return row!.n === total;
        },
        120_000,
        'every delivery to succeed',
      );
      // Each attempt made once: as many requests as attempts logged, and one (a success) per delivery.
      const attempts = await db
        .select({ status: webhookAttempts.responseStatus, error: webhookAttempts.error })
        .from(webhookAttempts)
        .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
        .where(inArray(webhookDeliveries.eventId, ids));
      expect(attempts.filter((a) => a.error !== null || a.status !== 204)).toEqual([]);
      expect(attempts).toHaveLength(total);
      for (const [i, p] of paths.entries()) {
        const got = receiver.at(p);
        expect(got).toHaveLength(ids.length);
        expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(ids.length);
        expect(got.every((r) => r.verified.get(secrets[i]!)?.ok)).toBe(true);
        // In order per policy, at each endpoint.
        for (const policy of policies) {
          const sent = events.filter((e) => e.policy === policy).map((e) => e.id);
          expect(got.map((r) => r.headers['webhook-id']).filter((id) => sent.includes(id!))).toEqual(sent);
        }
      }
    },
  );
});
