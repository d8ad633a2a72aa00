// The write scenarios' ceiling (decision 0099): the rows the app wrote in a phase, read back by
// transaction id, then written again by bare transactions into a second copy of the database.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { quantile } from './load.ts';
import { pooled } from './webhooks.ts';

const XID_SPAN = 4_294_967_296n;

/**
 * SQL true when the row version `alias` was written by a transaction of a window whose start
 * (32-bit) and span are the parameters `$start` and `$span` (xmin wraps at 2^32).
 */
export const writtenInWindow = (alias: string, start: string, span: string) =>
  `((${alias}.xmin::text::bigint - ${start}::bigint + ${XID_SPAN}) % ${XID_SPAN}) < ${span}::bigint`;

/** A window's start and span as the parameters writtenInWindow compares with. */
export const windowParams = (from: bigint, to: bigint): [string, string] => [
  (from % XID_SPAN).toString(),
  (to - from).toString(),
];

/** The next transaction id to be assigned (64-bit): every transaction that writes later gets one >= it. */
export async function nextXid(client: pg.ClientBase): Promise<bigint> {
  const result = await client.query<{ next: string }>(
    'select pg_snapshot_xmax(pg_current_snapshot())::text as next',
  );
  return BigInt(result.rows[0]!.next);
}

interface Table {
  name: string;
  /** Columns the ceiling writes (generated columns left out). */
  columns: string[];
  /** The primary key, else the first unique key: how a row already in the ceiling's copy is found. */
  key: string[];
  notNull: Set<string>;
  /** The column rows are grouped by into flows: application_id, or id for applications. */
  groupBy: string | null;
}

async function tables(client: pg.ClientBase): Promise<Table[]> {
  const result = await client.query<{
    name: string;
    columns: string[];
    notNull: string[];
    key: string[] | null;
  }>(
    `select c.relname as name,
            array(select a.attname::text from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                  order by a.attnum) as columns,
            array(select a.attname::text from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and a.attnotnull) as "notNull",
            (select array(select a.attname::text from unnest(i.indkey) k join pg_attribute a
                          on a.attrelid = c.oid and a.attnum = k)
             from pg_index i
             where i.indrelid = c.oid and i.indisunique and i.indpred is null and i.indexprs is null
             order by i.indisprimary desc, i.indexrelid
             limit 1) as key
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r'
     order by c.relname`,
  );
  return result.rows.map((row) => ({
    name: row.name,
    columns: row.columns,
    key: row.key ?? [],
    notNull: new Set(row.notNull),
    groupBy:
      row.name === 'applications' ? 'id' : row.columns.includes('application_id') ? 'application_id' : null,
  }));
}

/** x.k = r.k for each key column (IS NOT DISTINCT FROM where it may be null: NULLS NOT DISTINCT keys). */
const keyMatch = (table: Table) =>
  table.key
    .map((k) => (table.notNull.has(k) ? `x."${k}" = r."${k}"` : `x."${k}" is not distinct from r."${k}"`))
    .join(' and ');

/** The rows of one table whose current version a transaction of the window wrote (inserted or updated). */
export interface TableRows {
  table: Table;
  rows: Record<string, unknown>[];
}

/**
 * Every row version written by transactions with ids in [from, to) (64-bit), per table: xmin names the
 * transaction that wrote a row's live version. Rows deleted in the window are not seen.
 */
export async function rowsWritten(client: pg.ClientBase, from: bigint, to: bigint): Promise<TableRows[]> {
  const written: TableRows[] = [];
  for (const table of await tables(client)) {
    const result = await client.query<{ row: Record<string, unknown> }>(
      `select to_jsonb(t) as row from "${table.name}" t
       where ${writtenInWindow('t', '$1', '$2')}`,
      windowParams(from, to),
    );
    if (result.rows.length > 0) written.push({ table, rows: result.rows.map((r) => r.row) });
  }
  return written;
}

export const rowCount = (written: TableRows[]) => written.reduce((n, t) => n + t.rows.length, 0);

const quoted = (columns: string[]) => columns.map((c) => `"${c}"`).join(', ');

/** One bare transaction's work: per table, rows to insert and rows (by primary key) to update. */
interface Batch {
  inserts: Map<Table, Record<string, unknown>[]>;
  updates: Map<Table, Record<string, unknown>[]>;
}

/**
 * Splits the rows into `count` transactions, a flow's application in one (rows without an application
 * in turn), and sorts each into inserts and updates by whether its primary key is already in the
 * ceiling's database (before the timed run).
 */
export async function planBatches(
  client: pg.ClientBase,
  written: TableRows[],
  count: number,
): Promise<Batch[]> {
  const batches: Batch[] = Array.from({ length: count }, () => ({ inserts: new Map(), updates: new Map() }));
  const flowOf = new Map<string, number>();
  let turn = 0;
  for (const { table, rows } of written) {
    let present = new Set<number>();
    if (table.key.length > 0) {
      const result = await client.query<{ ord: string }>(
        `select e.ord from jsonb_array_elements($1::jsonb) with ordinality e(v, ord)
         cross join lateral jsonb_populate_record(null::"${table.name}", e.v) r
         where exists (select 1 from "${table.name}" x where ${keyMatch(table)})`,
        [JSON.stringify(rows)],
      );
      present = new Set(result.rows.map((r) => Number(r.ord) - 1));
    }
    rows.forEach((row, i) => {
      const group = table.groupBy ? String(row[table.groupBy] ?? '') : '';
      let flow: number;
      if (group) {
        if (!flowOf.has(group)) flowOf.set(group, flowOf.size % count);
        flow = flowOf.get(group)!;
      } else {
        flow = turn % count;
        turn += 1;
      }
      const into = present.has(i) ? batches[flow]!.updates : batches[flow]!.inserts;
      into.set(table, [...(into.get(table) ?? []), row]);
    });
  }
  return batches;
}

/** Writes one batch in one transaction (triggers and foreign keys off: session_replication_role replica). */
async function writeBatch(client: pg.ClientBase, batch: Batch): Promise<number> {
  let written = 0;
  await client.query('begin');
  try {
    await client.query('set local session_replication_role = replica');
    for (const [table, rows] of batch.inserts) {
      const columns = quoted(table.columns);
      const result = await client.query(
        `insert into "${table.name}" (${columns}) overriding system value
         select ${columns} from jsonb_populate_recordset(null::"${table.name}", $1::jsonb)`,
        [JSON.stringify(rows)],
      );
      written += result.rowCount ?? 0;
    }
    for (const [table, rows] of batch.updates) {
      const rest = table.columns.filter((c) => !table.key.includes(c));
      if (rest.length === 0) continue;
      const result = await client.query(
        `update "${table.name}" x set (${quoted(rest)}) = row(${rest.map((c) => `r."${c}"`).join(', ')})
         from jsonb_populate_recordset(null::"${table.name}", $1::jsonb) r
         where ${keyMatch(table)}`,
        [JSON.stringify(rows)],
      );
      written += result.rowCount ?? 0;
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return written;
}

export interface CeilingRun {
  transactions: number;
  concurrency: number;
  rows: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Writes the batches at `concurrency` transactions at once, each timed from begin to commit. */
export async function writeBatches(
  databaseUrl: string,
  batches: Batch[],
  concurrency: number,
): Promise<CeilingRun> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
  const latencies: number[] = [];
  let rows = 0;
  try {
    const started = performance.now();
    await pooled(batches.length, concurrency, async (i) => {
      const client = await pool.connect();
      try {
        const begun = performance.now();
        const written = await writeBatch(client, batches[i]!);
        rows += written;
        latencies.push(performance.now() - begun);
      } finally {
        client.release();
      }
    });
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      transactions: batches.length,
      concurrency,
      rows,
      seconds,
      perSecond: batches.length / seconds,
      p50: quantile(latencies, 0.5),
      p95: quantile(latencies, 0.95),
      p99: quantile(latencies, 0.99),
    };
  } finally {
    await pool.end();
  }
}
