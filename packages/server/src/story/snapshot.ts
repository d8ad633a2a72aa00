import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { count, sql } from 'drizzle-orm';
import { calendarDaysBetween } from '@bm/domain';
import type { Db } from '../db/client.ts';
import { MIGRATIONS_FOLDER } from '../db/client.ts';
import { brokerages } from '../db/schema.ts';
import type { FileStorage } from '../integrations/storage/index.ts';

/**
 * The demo's snapshot (docs/decisions/0066): the story told once (tell.ts), kept as every table's
 * rows, the sequences' values and the stored files it produced, so that the first `npm start`
 * restores it in seconds instead of telling it for minutes. `npm run demo:snapshot -- --check` tells
 * it again and compares both by a canonical digest of their business content.
 */

/** How many applications the demo's story starts (the snapshot `npm start` restores). */
export const DEMO_APPLICATIONS = 300;

/** The committed snapshot. */
export const SNAPSHOT_FILE = fileURLToPath(new URL('../../demo/story.snapshot.gz', import.meta.url));
/** The story's examples by kind (policy numbers, or the insured where no policy was bound), for the README. */
export const EXAMPLES_FILE = fileURLToPath(new URL('../../demo/story-examples.json', import.meta.url));

/** 2: the header records the story's last day (docs/decisions/0071). */
const FORMAT = 2;

export interface SnapshotTable {
  name: string;
  columns: string[];
  /** Each row as PostgreSQL's row_to_json text (kept verbatim: no number passes through a double). */
  rows: string[];
}

export interface Snapshot {
  format: number;
  /** The last migration the snapshot's database had: a snapshot restores only on that schema. */
  migration: string;
  applications: number;
  /** The story's last day: the jobs of a server restoring it catch up from there to its today. */
  lastDay: string;
  tables: SnapshotTable[];
  sequences: { name: string; lastValue: string | null; isCalled: boolean }[];
  /** Stored files by storage key. */
  files: { key: string; bytes: Buffer }[];
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The newest migration this code carries (its tag in drizzle's journal). */
export function currentMigration(): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)!.tag;
}

/** Every file under a local storage folder, by key (its path below the folder, `/`-separated). */
async function storedFiles(root: string): Promise<Snapshot['files']> {
  const files: Snapshot['files'] = [];
  const walk = async (folder: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() && !entry.name.endsWith('.tmp'))
        files.push({ key: path.relative(root, full).split(path.sep).join('/'), bytes: await readFile(full) });
    }
  };
  await walk(root);
  return files;
}

/** Reads the whole database (public schema) and the stored files under `storageRoot`. */
export async function takeSnapshot(
  db: Db,
  storageRoot: string,
  story: Pick<Snapshot, 'applications' | 'lastDay'>,
): Promise<Snapshot> {
  const tableNames = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables: SnapshotTable[] = [];
  for (const { name } of tableNames) {
    const columns = (
      await rowsOf<{ name: string }>(
        db,
        sql`select column_name as name from information_schema.columns
            where table_schema = 'public' and table_name = ${name} and is_generated = 'NEVER'
            order by ordinal_position`,
      )
    ).map((c) => c.name);
    const key = await rowsOf<{ name: string }>(
      db,
      sql`select a.attname as name from pg_index i
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = ${`public.${quoted(name)}`}::regclass and i.indisprimary
          order by array_position(i.indkey, a.attnum)`,
    );
    const order = key.length ? `order by ${key.map((k) => quoted(k.name)).join(', ')}` : '';
    const rows = await rowsOf<{ j: string }>(
      db,
      sql.raw(
        `select row_to_json(t)::text as j from (select ${columns.map(quoted).join(', ')} from public.${quoted(name)} ${order}) t`,
      ),
    );
    tables.push({ name, columns, rows: rows.map((r) => r.j) });
  }
  const sequences = (
    await rowsOf<{ name: string; last_value: string | null }>(
      db,
      sql`select sequencename as name, last_value::text from pg_sequences where schemaname = 'public' order by sequencename`,
    )
  ).map((s) => ({ name: s.name, lastValue: s.last_value, isCalled: s.last_value !== null }));
  return {
    format: FORMAT,
    migration: currentMigration(),
    applications: story.applications,
    lastDay: story.lastDay,
    tables,
    sequences,
    files: await storedFiles(storageRoot),
  };
}

/*
 * The file: gzip of lines. The first is the header; then per table a line {"table", "columns",
 * "rows": n} and its n rows (row_to_json text, which holds no raw newline); then the sequences; then
 * per file a line {"file": key, "base64"}.
 */

export function encodeSnapshot(snapshot: Snapshot): Buffer {
  const lines: string[] = [
    JSON.stringify({
      format: snapshot.format,
      migration: snapshot.migration,
      applications: snapshot.applications,
      lastDay: snapshot.lastDay,
    }),
  ];
  for (const table of snapshot.tables) {
    lines.push(JSON.stringify({ table: table.name, columns: table.columns, rows: table.rows.length }));
    lines.push(...table.rows);
  }
  lines.push(JSON.stringify({ sequences: snapshot.sequences }));
  for (const file of snapshot.files)
    lines.push(JSON.stringify({ file: file.key, base64: file.bytes.toString('base64') }));
  return gzipSync(lines.join('\n') + '\n', { level: 9 });
}

type SnapshotHeader = Pick<Snapshot, 'format' | 'migration' | 'applications' | 'lastDay'>;

function parseHeader(line: string): SnapshotHeader {
  const header = JSON.parse(line) as SnapshotHeader;
  if (header.format !== FORMAT)
    throw new Error(
      `The demo snapshot is of format ${header.format}, this code reads format ${FORMAT}: run npm run demo:snapshot`,
    );
  return header;
}

export function decodeSnapshot(gzipped: Buffer): Snapshot {
  const lines = gunzipSync(gzipped).toString('utf8').split('\n');
  let at = 0;
  const header = parseHeader(lines[at++]!);
  const snapshot: Snapshot = { ...header, tables: [], sequences: [], files: [] };
  while (at < lines.length && lines[at]) {
    const line = JSON.parse(lines[at++]!) as
      | { table: string; columns: string[]; rows: number }
      | { sequences: Snapshot['sequences'] }
      | { file: string; base64: string };
    if ('table' in line) {
      snapshot.tables.push({
        name: line.table,
        columns: line.columns,
        rows: lines.slice(at, at + line.rows),
      });
      at += line.rows;
    } else if ('sequences' in line) snapshot.sequences = line.sequences;
    else snapshot.files.push({ key: line.file, bytes: Buffer.from(line.base64, 'base64') });
  }
  return snapshot;
}

export const readSnapshotFile = (file = SNAPSHOT_FILE): Snapshot => decodeSnapshot(readFileSync(file));

/** True when the database holds no demo data yet (the same test as seedIfEmpty's). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(brokerages);
  return n === 0;
}

/** Only the header of a snapshot file (its story's size and last day), without restoring it. */
export function snapshotHeader(file = SNAPSHOT_FILE): Pick<Snapshot, 'applications' | 'lastDay'> {
  // The header is the file's first line: inflating the first few kilobytes is enough (the rest of the
  // file, megabytes of rows, is not read).
  const buffer = Buffer.alloc(16_384);
  const fd = openSync(file, 'r');
  let read: number;
  try {
    read = readSync(fd, buffer, 0, buffer.length, 0);
  } finally {
    closeSync(fd);
  }
  const text = gunzipSync(buffer.subarray(0, read), { finishFlush: zlibConstants.Z_SYNC_FLUSH }).toString(
    'utf8',
  );
  const { applications, lastDay } = parseHeader(text.slice(0, text.indexOf('\n')));
  return { applications, lastDay };
}

/**
 * How many days a story ends before `today`: what the jobs of a server restoring it catch up on.
 * The story holds what depends on today (an instalment declined at start-up, renewals in their offer
 * window) for a few weeks after its last day; later, the catch-up has cancelled, renewed or lapsed it.
 */
export const storyAgeDays = (lastDay: string, today: string) => calendarDaysBetween(lastDay, today);

/**
 * A story this many days old still shows what depends on today; the browser journeys tell a new
 * one (e2e/server.mjs) past it, and `npm start` says how to.
 */
export const STORY_FRESH_DAYS = 21;

/** Restores the committed demo snapshot when the database is empty; answers what it restored, or null. */
export async function restoreDemoIfEmpty(
  db: Db,
  storage: FileStorage,
  file = SNAPSHOT_FILE,
): Promise<{ applications: number; lastDay: string } | null> {
  if (!(await isEmpty(db))) return null;
  const snapshot = readSnapshotFile(file);
  await restoreSnapshot(db, storage, snapshot);
  return { applications: snapshot.applications, lastDay: snapshot.lastDay };
}

const ROWS_PER_INSERT = 2_000;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.csv': 'text/csv',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};
const contentTypeOf = (key: string) =>
  CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/**
 * Restores a snapshot into a migrated, empty database: its files into storage first, then its rows in one
 * transaction. Rows go in as they were, with triggers and foreign-key checks off for the transaction
 * (`session_replication_role = replica`, as pg_dump --disable-triggers does): the tables the
 * triggers maintain (invoice, commission and analytics totals, search tokens) are in the snapshot
 * already. That needs a superuser (PGlite's user is one) or, on PostgreSQL 15+, a role granted
 * SET ON PARAMETER session_replication_role.
 */
export async function restoreSnapshot(db: Db, storage: FileStorage, snapshot: Snapshot): Promise<void> {
  const migration = currentMigration();
  if (snapshot.migration !== migration)
    throw new Error(
      `The demo snapshot was made on migration ${snapshot.migration}, the code is at ${migration}: run npm run demo:snapshot`,
    );
  // The files first (a rewrite is harmless): should the process stop between the two, the database
  // is still empty and the next start restores again, rather than rows naming files never written.
  for (const file of snapshot.files)
    await storage.put(file.key, new Uint8Array(file.bytes), contentTypeOf(file.key));
  await db.transaction(async (tx) => {
    try {
      await tx.execute(sql`set local session_replication_role = replica`);
    } catch (error) {
      throw new Error(
        `Restoring the demo snapshot needs a database role allowed to SET session_replication_role (a superuser, or GRANT SET ON PARAMETER session_replication_role on PostgreSQL 15+); or start with SEED_DEMO=false. ${(error as Error).message}`,
        { cause: error },
      );
    }
    for (const table of snapshot.tables) {
      const columns = table.columns.map(quoted).join(', ');
      for (let start = 0; start < table.rows.length; start += ROWS_PER_INSERT) {
        const json = `[${table.rows.slice(start, start + ROWS_PER_INSERT).join(',')}]`;
        await tx.execute(
          sql`insert into ${sql.raw(`public.${quoted(table.name)}`)} (${sql.raw(columns)})
              select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(`public.${quoted(table.name)}`)}, ${json}::json)`,
        );
      }
    }
    for (const sequence of snapshot.sequences)
      if (sequence.lastValue !== null)
        await tx.execute(
          sql`select setval(${`public.${quoted(sequence.name)}`}::regclass, ${sequence.lastValue}::bigint, true)`,
        );
  });
}

/*
 * The canonical digest of business content. Ids are random (gen_random_uuid, crypto.randomUUID, the
 * simulated card processor's cus_/card_/ch_/re_/tok_ ids as Stripe's are, and webhook events' evt_
 * ULIDs), so every such id is masked wherever it appears (in a column, inside a JSON value, in a
 * storage key); the columns below differ from one telling to the next for a reason that is not the
 * business's.
 */

const RANDOM_IDS =
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\b(?:cus|card|ch|re|tok|evt)_[A-Za-z0-9]{12,}\b/gi;

/** Random parts inside text, each with why it is random. */
const RANDOM_TEXT: readonly { pattern: RegExp; replacement: string; reason: string }[] = [
  { pattern: RANDOM_IDS, replacement: '<id>', reason: 'random ids' },
  {
    pattern: /\/pay\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g,
    replacement: '/pay/<token>',
    reason: "a payment link's signed token holds the invoice's random ids (base64url) and the process's key",
  },
  {
    pattern: /(Certificate-of-Insurance-[^/\s"]*-\d{8})-[0-9a-f]{6}\.pdf/g,
    replacement: '$1-<random>.pdf',
    reason: "a certificate's file name ends in three random bytes (additional-insured-service.ts)",
  },
  {
    pattern: /\b(COI-[A-Za-z0-9-]+-\d{8})-[0-9A-F]{6}\b/g,
    replacement: '$1-<random>',
    reason: "a certificate's number ends in the same three random bytes",
  },
  {
    pattern: /\b(ERP-(?:Endorsement-)?[A-Z]+-\d{4}-\d+-\d{8})-[0-9A-F]{6}\b/g,
    replacement: '$1-<random>',
    reason: 'an ERP endorsement number ends in three random bytes (erp/service.ts)',
  },
];

const maskText = (text: string) =>
  RANDOM_TEXT.reduce((masked, { pattern, replacement }) => masked.replace(pattern, replacement), text);

/** `table.column` → why it differs between two tellings of the same story. */
export const MASKED_COLUMNS: Readonly<Record<string, string>> = {
  'users.password_hash': 'argon2id draws a random salt for every hash',
  'sessions.id': "the hash of a session's random token",
  'rate_limit_counters.window_started_at': 'the rate limiter counts on the wall clock, not the app clock',
  'rate_limit_counters.window_ends_at': 'the rate limiter counts on the wall clock, not the app clock',
  'rate_limit_counters.count': 'requests in the wall-clock minute the telling happened to fall in',
  'email_outbox.created_at': "the database's now() when the email was queued; the story's day is in its text",
  'email_outbox.sent_at': 'the wall clock of the delivery (the outbox worker runs after the request)',
  'documents.created_at':
    "the database's now() when the file was (re)written; the document's day is in its key",
  'job_runs.lease_until':
    'a run is held on a lease counted on the wall clock (docs/decisions/0089), not the story clock',
  'journal_entries.created_at': "the database's now() when the sync wrote the entry; its day is entry_date",
  'tickets.created_at':
    "the database's now() when the portal's request opened the ticket; its day is the note's (same request)",
};

const MASK = '<masked>';

function masked(value: unknown): unknown {
  if (typeof value === 'string') return maskText(value);
  if (Array.isArray(value)) return value.map(masked);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, masked((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** A table's rows, masked and canonical (sorted keys), sorted. */
export function canonicalRows(table: SnapshotTable): string[] {
  return table.rows
    .map((text) => {
      const row = JSON.parse(text) as Record<string, unknown>;
      for (const column of Object.keys(row))
        if (MASKED_COLUMNS[`${table.name}.${column}`]) row[column] = MASK;
      // A document whose key holds a random part prints it in the file too: its digest and size vary.
      if (table.name === 'documents' && typeof row.key === 'string' && maskText(row.key) !== row.key) {
        row.sha256 = MASK;
        row.size_bytes = MASK;
      }
      return JSON.stringify(masked(row));
    })
    .sort();
}

/**
 * The stored files, keys masked, as `key sha256` lines, sorted. A file whose key holds a random part
 * prints it too (an ERP endorsement's number), so it is compared by its masked key only.
 */
export function canonicalFiles(snapshot: Snapshot): string[] {
  return snapshot.files
    .map((f) => {
      const key = maskText(f.key);
      const content = key === f.key ? createHash('sha256').update(f.bytes).digest('hex') : '<random>';
      return `${key} ${content}`;
    })
    .sort();
}

export interface SnapshotDigest {
  digest: string;
  /** Per part (a table, `sequences`, `files`): its canonical lines. */
  parts: Map<string, string[]>;
}

export function snapshotDigest(snapshot: Snapshot): SnapshotDigest {
  const parts = new Map<string, string[]>();
  for (const table of snapshot.tables) parts.set(table.name, canonicalRows(table));
  parts.set(
    'sequences',
    snapshot.sequences.map((s) => `${s.name} ${s.lastValue ?? 'unused'}`),
  );
  parts.set('files', canonicalFiles(snapshot));
  const hash = createHash('sha256');
  for (const [name, lines] of [...parts].sort(([a], [b]) => (a < b ? -1 : 1)))
    hash.update(`${name}\n${lines.join('\n')}\n`);
  return { digest: hash.digest('hex'), parts };
}

/** What differs between two snapshots: per part, how many lines and a few of each side's own. */
export function snapshotDifferences(
  expected: SnapshotDigest,
  actual: SnapshotDigest,
  sample = 3,
): { part: string; onlyExpected: string[]; onlyActual: string[]; counts: [number, number] }[] {
  const differences = [];
  const names = [...new Set([...expected.parts.keys(), ...actual.parts.keys()])].sort();
  for (const part of names) {
    const a = expected.parts.get(part) ?? [];
    const b = actual.parts.get(part) ?? [];
    if (a.length === b.length && a.every((line, i) => line === b[i])) continue;
    const remaining = new Map<string, number>();
    for (const line of b) remaining.set(line, (remaining.get(line) ?? 0) + 1);
    const onlyExpected: string[] = [];
    for (const line of a) {
      const left = remaining.get(line) ?? 0;
      if (left > 0) remaining.set(line, left - 1);
      else onlyExpected.push(line);
    }
    const onlyActual = [...remaining].flatMap(([line, n]) => Array<string>(n).fill(line));
    differences.push({
      part,
      onlyExpected: onlyExpected.slice(0, sample),
      onlyActual: onlyActual.slice(0, sample),
      counts: [onlyExpected.length, onlyActual.length] as [number, number],
    });
  }
  return differences;
}
