// Same-query ceilings (decision 0098): the app's statements for a request are captured, and the bare
// ceiling server replays them with the same rows. Runs on PostgreSQL (TEST_DATABASE_URL, an admin URL:
// the test makes a database of its own and drops it).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../packages/server/src/db/client.ts';
import { seedIfEmpty } from '../../packages/server/src/db/seed.ts';
import { captureStatements } from './capture-sql.ts';
import { CEILING_PLANS_ENV, capturePlans, withCeilings, type CeilingPlan } from './ceilings.ts';
import { spawnServer, type RunningServer } from './child.ts';
import { benchSession } from './database.ts';
import type { Scenario } from './scenarios.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const name = `bm_ceil_${randomBytes(6).toString('hex')}`;
const url = Object.assign(new URL(adminUrl || 'postgres://x@127.0.0.1/x'), {
  pathname: `/${name}`,
}).toString();
let app: RunningServer | null = null;
let ceiling: RunningServer | null = null;
let cookie = '';

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!adminUrl) throw new Error('ceilings.pg.test.ts runs on PostgreSQL (TEST_DATABASE_URL)');
  await admin(`create database "${name}"`);
  const database = openPostgres({ url, poolSize: 2 });
  await database.migrate();
  await seedIfEmpty(database.db, { applications: 60 });
  cookie = await benchSession(database, 'admin');
  await database.close();
  app = await spawnServer('app', url, { BENCH_CAPTURE_SQL: '1' });
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await ceiling?.stop();
  if (adminUrl) await admin(`drop database if exists "${name}" with (force)`);
});

const get = (server: RunningServer, to: string) => fetch(`${server.url}${to}`, { headers: { cookie } });

describe('same-query ceilings', () => {
  it('capture the statements of the request only, warm, with their values as pg sends them', async () => {
    const list = '/api/applications?limit=5';
    await (await get(app!, list)).arrayBuffer();
    const statements = await captureStatements(app!, () => get(app!, list));
    const reads = statements.filter((s) => /from "applications"/.test(s.text));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads[0]!.rowMode).toBe('array');
    expect(statements.every((s) => s.values.every((v) => v === null || typeof v === 'string'))).toBe(true);
    // The second request finds its session in the session cache.
    expect(statements.some((s) => /from "sessions"/.test(s.text))).toBe(false);
    // A request that runs no SQL captures nothing (the webhook worker's own polling is left out).
    expect(await captureStatements(app!, () => fetch(`${app!.url}/api/health`))).toEqual([]);
  });

  it("answer the app's rows from the captured statements, and the record read for any id", async () => {
    const page: Scenario = {
      name: 'CRM list, first page',
      server: 'app',
      kind: 'list',
      target: { path: '/api/applications?limit=5', headers: { cookie } },
    };
    const appPage = (await (await get(app!, page.target.path as string)).json()) as {
      items: { applicationId: string }[];
    };
    const first = appPage.items[0]!.applicationId;
    const record: Scenario = {
      name: 'GET /api/applications/{id}',
      server: 'app',
      kind: 'record',
      target: { path: () => `/api/applications/${first}`, headers: { cookie } },
    };
    const plans = await capturePlans(app!, [page, record]);
    expect(plans.map((p) => [p.slug, p.id])).toEqual([
      ['crm-list-first-page', undefined],
      ['get-api-applications-id', first],
    ]);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bm-ceil-')), 'plans.json');
    writeFileSync(file, JSON.stringify(plans));
    ceiling = await spawnServer('ceiling', url, { [CEILING_PLANS_ENV]: file });

    const listed = (await (await get(ceiling, '/ceiling/crm-list-first-page')).json()) as {
      rows: unknown[][][];
    };
    const wanted = appPage.items.map((item) => item.applicationId);
    // The app reads a row more than the page (is there a next page?); its ids come in the same order.
    const idsOf = (rows: unknown[][]) => rows.map((row) => row.find((v) => wanted.includes(v as string)));
    expect(listed.rows.some((rows) => idsOf(rows).slice(0, 5).join() === wanted.join())).toBe(true);

    for (const id of wanted.slice(1, 3)) {
      const read = (await (await get(ceiling, `/ceiling/get-api-applications-id/${id}`)).json()) as {
        rows: unknown[][][];
      };
      expect(JSON.stringify(read.rows)).toContain(id);
      expect(JSON.stringify(read.rows)).not.toContain(first);
    }
    expect((await get(ceiling, '/ceiling/nothing')).status).toBe(404);

    const order = withCeilings([page, record], plans as CeilingPlan[]);
    expect(order.map((s) => [s.server, s.ceilingOf ?? null])).toEqual([
      ['ceiling', page.name],
      ['app', null],
      ['ceiling', record.name],
      ['app', null],
    ]);
    const ceilingPath = order[2]!.target.path as () => string;
    expect(ceilingPath()).toBe(`/ceiling/get-api-applications-id/${first}`);
  });
});
