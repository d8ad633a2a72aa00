import { sql } from 'drizzle-orm';
import { rollUpAnalytics } from '../modules/analytics/index.ts';
import { closePremiumMonths } from '../modules/financial-reports/index.ts';
import type { Db } from './client.ts';

/**
 * Replicates a told story in bulk (docs/decisions/0068): the benchmark tells the demo story to a few
 * hundred applications through the product's API, then copies every business row K times with SQL,
 * so that /invoices, the reports and analytics are measured on the story's money at 300,000
 * applications. Each copy is the original with
 * - every uuid that is not a shared row's (users, brokerages, product versions, payouts, syncs)
 *   mapped to md5(uuid || ':' || k) shaped as a version 4 uuid, in uuid columns and inside text and JSON alike, so foreign keys,
 *   idempotency keys and ids in details agree within the copy;
 * - policy numbers renumbered with the copy number before their digits (TEN-2026-1000003 becomes
 *   TEN-2026-31000003 in copy 3), wherever they appear (invoice numbers, descriptions, memos);
 * - the insured's email given the copy number (a.b@example.net becomes a.b.3@example.net);
 * - the card processor's ids suffixed (cus_X becomes cus_Xc3), bigserial ids offset past the told rows.
 * Users, brokerages and products are not copied: the copies are the same brokers' business. The
 * tables the product keeps by trigger (search words, invoice and commission totals, analytics
 * deltas) fill themselves as the rows go in; the analytics summaries and the premium report's
 * closed months are then recomputed by the jobs' own functions. A partner payout stays one per
 * partner and month: the copies' lines join it and its amount (and its journal entry) are scaled.
 * Documents, e-mails, sessions and the audit log are not copied (a copy's documents are rendered
 * when first opened, decision 0022).
 */

/** The tables copied, parents first, and which of their rows (default all). */
export const COPIED_TABLES: readonly { table: string; where?: string }[] = [
  { table: 'applications' },
  { table: 'policy_transactions' },
  { table: 'invoices' },
  { table: 'payments' },
  { table: 'refunds' },
  { table: 'ledger_entries' },
  { table: 'nsf_invoices' },
  { table: 'notes' },
  { table: 'payment_customers' },
  { table: 'payment_cards' },
  { table: 'sim_charges' },
  { table: 'sim_refunds' },
  { table: 'partner_payout_lines' },
  { table: 'journal_entries', where: `source_type <> 'payout'` },
  {
    table: 'journal_lines',
    where: `entry_id in (select id from journal_entries where source_type <> 'payout')`,
  },
];

/** Rows the copies share with the original (their ids are never remapped). */
export const SHARED_TABLES = [
  'users',
  'brokerages',
  'product_versions',
  'partner_payouts',
  'accounting_syncs',
];

/**
 * Tables neither copied nor shared by id: the catalogue and the base seed, what the triggers and
 * jobs derive, and operational rows (sessions, the e-mail outbox, documents rendered on demand).
 */
export const NOT_COPIED_TABLES = [
  '__drizzle_migrations',
  'products',
  'brokerage_invitations',
  'sessions',
  'auth_codes',
  'auth_attempts',
  'rate_limit_counters',
  'job_runs',
  'tickets',
  'email_outbox',
  'audit_log',
  'analytics_events',
  'documents',
  'document_jobs',
  'sim_card_tokens',
  'accounting_connections',
  'search_tokens',
  'application_search_tokens',
  'invoice_hour_totals',
  'invoice_month_totals',
  'commission_hour_totals',
  'commission_month_totals',
  'commission_brokerage_month_totals',
  'analytics_deltas',
  'analytics_day_totals',
  'analytics_day_breakdowns',
  'analytics_month_breakdowns',
  'premium_closed_months',
  'premium_month_projections',
  'premium_month_figures',
  // Issue 28: the webhook outbox (events, deliveries, attempts) is operational, and the endpoints and
  // API keys are configuration; a copy's changes were never told to anyone, so none is copied.
  'webhook_events',
  'webhook_deliveries',
  'webhook_attempts',
  'webhook_endpoints',
  'api_keys',
];

/** The card processor's ids (text), suffixed with the copy number. */
const PROCESSOR_IDS: Record<string, string[]> = {
  applications: ['stripe_customer_id', 'stripe_card_id'],
  payment_customers: ['id', 'default_card_id'],
  payment_cards: ['id', 'customer_id'],
  payments: ['provider_charge_id', 'customer_id', 'card_id'],
  refunds: ['provider_refund_id'],
  sim_charges: ['id', 'customer_id', 'card_id'],
  sim_refunds: ['id', 'charge_id'],
};

const SNAPSHOT = 'bench_told';

export interface ReplicationOptions {
  /** The month close and analytics roll-up run at this moment (the bench: now). */
  now: Date;
  /** Copies written per transaction (default: about 20,000 applications' worth). */
  copiesPerBatch?: number;
  /** After each batch: applications and copies (the told rows being the first) so far, and in all. */
  onProgress?: (applications: number, target: number, copiesDone: number, copies: number) => void;
}

export interface Replication {
  /** Applications in the told database. */
  told: number;
  /** K: the told rows and K - 1 copies. */
  copies: number;
  applications: number;
}

interface Column {
  name: string;
  type: string;
  serial: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const run = (db: Db, text: string) => db.execute(sql.raw(text));
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function columnsOf(db: Db, table: string): Promise<Column[]> {
  const result = await db.execute(sql`
    select column_name as name, data_type as type, coalesce(column_default like 'nextval(%', false) as serial
      from information_schema.columns
     where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
     order by ordinal_position`);
  return rowsOf<Column>(result);
}

/** The told rows, the shared ids, the insured's e-mails and the functions the copies are made with. */
async function snapshot(db: Db): Promise<void> {
  await run(db, `drop schema if exists ${SNAPSHOT} cascade`);
  await run(db, `create schema ${SNAPSHOT}`);
  for (const { table, where } of COPIED_TABLES)
    await run(
      db,
      `create table ${SNAPSHOT}.${ident(table)} as select * from ${ident(table)}${where ? ` where ${where}` : ''}`,
    );
  await run(
    db,
    `create table ${SNAPSHOT}.shared_ids as ${SHARED_TABLES.map((t) => `select id from ${ident(t)}`).join(' union ')}`,
  );
  await run(db, `alter table ${SNAPSHOT}.shared_ids add primary key (id)`);
  await run(
    db,
    `create table ${SNAPSHOT}.insured_emails as select distinct lower(email) as email from applications where email like '%@%'`,
  );
  await run(db, `alter table ${SNAPSHOT}.insured_emails add primary key (email)`);
  // A version 4 shaped uuid from the md5 of the original and the copy number (contracts check the shape).
  await run(
    db,
    `create function ${SNAPSHOT}.hash_uuid(t text) returns uuid language sql immutable as $$
       select overlay(overlay(md5(t) placing '4' from 13) placing '8' from 17)::uuid $$`,
  );
  await run(
    db,
    `create function ${SNAPSHOT}.copy_uuid(u uuid, k int) returns uuid language sql stable as $$
       select case when u is null or k = 0 or exists (select 1 from ${SNAPSHOT}.shared_ids s where s.id = u) then u
                   else ${SNAPSHOT}.hash_uuid(u::text || ':' || k) end $$`,
  );
  await run(
    db,
    `create function ${SNAPSHOT}.copy_text(t text, k int) returns text language plpgsql stable as $$
     declare
       r text := t;
       m text;
     begin
       if t is null or k = 0 then return t; end if;
       if r ~ '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}' then
         for m in select distinct x[1] from regexp_matches(r, '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})', 'g') as x loop
           if not exists (select 1 from ${SNAPSHOT}.shared_ids s where s.id = m::uuid) then
             r := replace(r, m, ${SNAPSHOT}.hash_uuid(m || ':' || k)::text);
           end if;
         end loop;
       end if;
       if r ~ '[A-Z]{2,3}-[0-9]{4}-[0-9]{6}' then
         r := regexp_replace(r, '\\m([A-Z]{2,3}-[0-9]{4}-)([0-9]{7})(?![0-9])', '\\1' || k || '\\2', 'g');
         r := regexp_replace(r, '\\m([A-Z]{2,3}-[0-9]{4}-)([0-9]{6})(?![0-9])', '\\1' || k || '0\\2', 'g');
       end if;
       if r ~ '@' then
         for m in select distinct x[1] from regexp_matches(r, '([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+)', 'g') as x loop
           if exists (select 1 from ${SNAPSHOT}.insured_emails e where e.email = lower(m)) then
             r := replace(r, m, regexp_replace(m, '@', '.' || k || '@'));
           end if;
         end loop;
       end if;
       return r;
     end $$`,
  );
}

/** The select list of a copy of `table` numbered k (a column named k of the generated series). */
async function copyStatement(db: Db, table: string): Promise<string> {
  const columns = await columnsOf(db, table);
  const offsets = new Map<string, number>();
  for (const column of columns.filter((c) => c.serial)) {
    const [row] = rowsOf<{ n: string | null }>(
      await run(db, `select max(${ident(column.name)})::text as n from ${SNAPSHOT}.${ident(table)}`),
    );
    offsets.set(column.name, Number(row?.n ?? 0));
  }
  const ledgerSpan = table === 'journal_entries' ? await ledgerIdSpan(db) : 0;
  const expression = (column: Column) => {
    const c = ident(column.name);
    if (PROCESSOR_IDS[table]?.includes(column.name)) return `${c} || 'c' || k`;
    if (column.serial) return `${c} + k::bigint * ${offsets.get(column.name)}`;
    // A journal entry's source: a history row or payout (uuid), or a ledger entry's bigserial id.
    if (table === 'journal_entries' && column.name === 'source_id')
      return `case when ${c} ~ '^[0-9]+$' then (${c}::bigint + k::bigint * ${ledgerSpan})::text else ${SNAPSHOT}.copy_text(${c}, k) end`;
    if (column.type === 'uuid') return `${SNAPSHOT}.copy_uuid(${c}, k)`;
    if (column.type === 'text') return `${SNAPSHOT}.copy_text(${c}, k)`;
    if (column.type === 'jsonb') return `${SNAPSHOT}.copy_text(${c}::text, k)::jsonb`;
    return c;
  };
  const names = columns.map((column) => ident(column.name)).join(', ');
  return `insert into ${ident(table)} (${names}) select ${columns.map(expression).join(', ')} from ${SNAPSHOT}.${ident(table)}`;
}

async function ledgerIdSpan(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: string | null }>(
    await run(db, `select max(id)::text as n from ${SNAPSHOT}.ledger_entries`),
  );
  return Number(row?.n ?? 0);
}

/** Sequences past the copies: every bigserial of the copied tables, and the policy numbers. */
async function advanceSequences(db: Db): Promise<void> {
  for (const { table } of COPIED_TABLES)
    for (const column of (await columnsOf(db, table)).filter((c) => c.serial))
      await run(
        db,
        `select setval(pg_get_serial_sequence('${table}', '${column.name}'), (select max(${ident(column.name)}) from ${ident(table)}))`,
      );
  await run(
    db,
    `select setval('policy_number_seq', greatest((select last_value from policy_number_seq),
       (select max(substring(policy_number from '-([0-9]+)$')::bigint) from applications
         where policy_number ~ '^[A-Za-z]{2,3}-[0-9]{4}-[0-9]+$')))`,
  );
}

/**
 * The database's tables that are neither copied, shared nor left alone: a new table must say which
 * it is before the bench copies the story (replicateStory refuses to run otherwise).
 */
export async function unclassifiedTables(db: Db): Promise<string[]> {
  const known = new Set([...COPIED_TABLES.map((t) => t.table), ...SHARED_TABLES, ...NOT_COPIED_TABLES]);
  const result = await run(
    db,
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  return rowsOf<{ name: string }>(result)
    .map((row) => row.name)
    .filter((name) => !known.has(name));
}

/** Applications in the database. */
export async function countApplications(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await run(db, 'select count(*)::int as n from applications'));
  return row?.n ?? 0;
}

/**
 * Copies the told database's business until it holds at least `target` applications (K copies in
 * all, the told rows being the first). The told rows stay in schema bench_told, with the number of
 * copies made, so that a later run can tell what the database holds.
 */
export async function replicateStory(
  db: Db,
  target: number,
  options: ReplicationOptions,
): Promise<Replication> {
  const told = await countApplications(db);
  if (told === 0) throw new Error('replicateStory: tell the story first (the database has no application)');
  const unknown = await unclassifiedTables(db);
  if (unknown.length > 0)
    throw new Error(`replicateStory: say whether to copy ${unknown.join(', ')} (db/replicate.ts)`);
  const copies = Math.max(1, Math.ceil(target / told));
  await snapshot(db);
  const statements: string[] = [];
  for (const { table } of COPIED_TABLES) statements.push(await copyStatement(db, table));
  const perBatch = options.copiesPerBatch ?? Math.max(1, Math.floor(20_000 / told));
  for (let first = 1; first < copies; first += perBatch) {
    const last = Math.min(copies - 1, first + perBatch - 1);
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      for (const statement of statements)
        await run(tx, `${statement} cross join generate_series(${first}, ${last}) as k`);
    });
    options.onProgress?.(told * (last + 1), told * copies, last + 1, copies);
  }
  // A payout stays one per partner and month: its lines are now K times as many.
  await run(
    db,
    `update partner_payouts set amount_cents = amount_cents * ${copies}, line_count = line_count * ${copies}`,
  );
  await run(
    db,
    `update journal_lines set debit_cents = debit_cents * ${copies}, credit_cents = credit_cents * ${copies}
      where entry_id in (select id from journal_entries where source_type = 'payout')`,
  );
  await run(
    db,
    `update journal_entries set total_cents = total_cents * ${copies} where source_type = 'payout'`,
  );
  await advanceSequences(db);
  await run(db, `create table ${SNAPSHOT}.replication as select ${told} as told, ${copies} as copies`);
  // What the analytics-rollup and premium-month-close jobs do, over the copies' rows.
  await rollUpAnalytics(db);
  await closePremiumMonths(db, options.now);
  return { told, copies, applications: await countApplications(db) };
}

/** What replicateStory made of this database, or null when it did not. */
export async function replicationOf(db: Db): Promise<{ told: number; copies: number } | null> {
  const [exists] = rowsOf<{ found: boolean }>(
    await run(
      db,
      `select exists (select 1 from information_schema.tables where table_schema = '${SNAPSHOT}' and table_name = 'replication') as found`,
    ),
  );
  if (!exists?.found) return null;
  const [row] = rowsOf<{ told: number; copies: number }>(
    await run(db, `select told::int as told, copies::int as copies from ${SNAPSHOT}.replication`),
  );
  return row ?? null;
}
