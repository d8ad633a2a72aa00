import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSearchResponse } from '@bm/contracts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createLocalDiskStorage } from '../src/integrations/storage/index.ts';
import { auditMoney } from '../src/modules/audit/money-audit.ts';
import {
  decodeSnapshot,
  encodeSnapshot,
  EXAMPLES_FILE,
  readSnapshotFile,
  snapshotHeader,
  restoreDemoIfEmpty,
  snapshotDifferences,
  snapshotDigest,
  takeSnapshot,
  type Snapshot,
} from '../src/story/snapshot.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { openTestDatabase } from './helpers/test-app.ts';

/**
 * Issue 25 item 4 (docs/decisions/0066): the first `npm start` restores the demo's story from its
 * committed snapshot; what a user then sees is the told business, on both databases.
 */

let committed: Snapshot;
let opened: { database: Database; drop: () => Promise<void> };
let storageDir: string;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  committed = readSnapshotFile();
  opened = await openTestDatabase('demo');
  storageDir = mkdtempSync(path.join(tmpdir(), 'bm-demo-files-'));
  const restored = await restoreDemoIfEmpty(opened.database.db, createLocalDiskStorage(storageDir));
  expect(restored).toEqual({ applications: committed.applications, lastDay: committed.lastDay });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    STORAGE_DIR: storageDir,
    DATA_DIR: path.join(storageDir, 'data'),
  } as NodeJS.ProcessEnv);
  app = await buildApp({ config, database: opened.database, logger: false });
  await app.ready();
}, 240_000);

afterAll(async () => {
  await app?.close();
  await opened?.drop();
  if (storageDir) rmSync(storageDir, { recursive: true, force: true });
});

const rows = async <T>(query: string) =>
  ((await opened.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

describe('the demo snapshot', () => {
  it('restores exactly what was told: the same rows, sequences and files, by digest', async () => {
    const again = await takeSnapshot(opened.database.db, storageDir, committed);
    const differences = snapshotDifferences(snapshotDigest(committed), snapshotDigest(again));
    expect(differences).toEqual([]);
  }, 120_000);

  it('reads its header (size, last day) without inflating the rows', () => {
    expect(snapshotHeader()).toEqual({ applications: committed.applications, lastDay: committed.lastDay });
  });

  it('is restored only into an empty database', async () => {
    expect(await restoreDemoIfEmpty(opened.database.db, createLocalDiskStorage(storageDir))).toBeNull();
  });

  it('opens on policies with money: invoices on every policy bound, /invoices totals, stored PDFs', async () => {
    const [policies] = await rows<{ n: number; without: number }>(
      `select count(*)::int as n,
              count(*) filter (where not exists (select 1 from invoices i where i.application_id = a.id))::int as without
         from applications a where a.status in ('bound', 'cancelled', 'lapsed')`,
    );
    expect(policies!.n).toBeGreaterThan(100);
    expect(policies!.without).toBe(0);

    const cookie = await sessionCookie(opened.database.db, 'finance');
    const invoices = await app.inject({ method: 'GET', url: '/api/invoices?limit=10', headers: { cookie } });
    expect(invoices.statusCode).toBe(200);
    const { totals } = invoices.json() as InvoiceSearchResponse;
    expect(totals.billed).toBeGreaterThan(0);
    expect(totals.paid).toBeGreaterThan(0);

    // A policy's declarations, downloaded as a user would: the restored file's bytes.
    const [document] = await rows<{ key: string }>(
      `select key from documents where key like '%.pdf' order by key limit 1`,
    );
    const link = await app.inject({
      method: 'GET',
      url: `/api/documents/${document!.key.split('/').map(encodeURIComponent).join('/')}`,
      headers: { cookie },
    });
    expect(link.statusCode).toBe(200);
    const file = await app.inject({
      method: 'GET',
      url: (link.json() as { url: string }).url,
      headers: { cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("names in the README's examples what the story did: each is of its kind and in the demo", async () => {
    const examples = JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as Record<string, string[]>;
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const table = [...readme.matchAll(/^\| [^|]+ \| `(\w+)` \| `([^`]+)` \|/gm)];
    expect(table.length).toBeGreaterThan(10);
    for (const [, kind, example] of table) {
      expect(examples[kind!], `${kind}: ${example}`).toContain(example);
      // A policy number is a policy of the demo; an insured's name, an application of theirs.
      const literal = `'${example!.replaceAll("'", "''")}'`;
      const found = await rows<{ n: number }>(
        `select count(*)::int as n from applications where policy_number = ${literal} or insured_name = ${literal}`,
      );
      expect(found[0]!.n, example).toBeGreaterThan(0);
    }
  });

  it('passes the money audit: every policy and the journal add up', async () => {
    const audit = await auditMoney(opened.database.db);
    expect(audit.findings).toEqual([]);
    expect(audit.policies).toBeGreaterThan(100);
    expect(audit.journal).toMatchObject({ unbalancedEntries: 0, suspense: 0 });
  }, 120_000);

  it('compares by business content: ids and wall-clock columns masked, a changed figure named', () => {
    const table = committed.tables.find((t) => t.name === 'ledger_entries')!;
    const first = JSON.parse(table.rows[0]!) as Record<string, unknown>;
    const renamed = (row: string) =>
      row.replace(/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}/g, () =>
        crypto.randomUUID(),
      );
    // Same story, other ids: the same digest (and the file round-trips).
    const reissued = decodeSnapshot(
      encodeSnapshot({
        ...committed,
        tables: committed.tables.map((t) => ({ ...t, rows: t.rows.map(renamed) })),
      }),
    );
    expect(snapshotDigest(reissued).digest).toBe(snapshotDigest(committed).digest);
    // One amount off by a cent: that table and row are named.
    const changed: Snapshot = {
      ...committed,
      tables: committed.tables.map((t) =>
        t === table
          ? {
              ...t,
              rows: [
                JSON.stringify({ ...first, amount_cents: Number(first.amount_cents) + 1 }),
                ...t.rows.slice(1),
              ],
            }
          : t,
      ),
    };
    const differences = snapshotDifferences(snapshotDigest(committed), snapshotDigest(changed));
    expect(differences.map((d) => [d.part, d.counts])).toEqual([['ledger_entries', [1, 1]]]);
  });
});
