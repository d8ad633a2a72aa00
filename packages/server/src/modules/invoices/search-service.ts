import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  InvoiceExportQuery,
  InvoiceFilterQuery,
  InvoiceSearchItem,
  InvoiceSearchQuery,
  InvoiceSearchResponse,
  InvoiceStatus,
} from '@bm/contracts';
import { addDaysToDay, INVOICE_KINDS, invoiceKindOf, type InvoiceKind, vancouverDayStart } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { perShape } from '../../db/prepared.ts';
import { applications, invoices } from '../../db/schema.ts';
import { decodeInstantCursor, encodeInstantCursor, type InstantCursor } from '../../lib/keyset-cursor.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { accessScope, scopeCondition } from '../policies/index.ts';
import {
  decodeOverdueFirstCursor,
  encodeOverdueFirstCursor,
  overdueFirstRows,
  type OverdueFirstCursor,
  type RowsOf,
} from './overdue-first.ts';
import { exactInvoiceTotals, summaryInvoiceTotals } from './search-totals.ts';

/** The conditions on the invoice's own columns: status, kind and due days. */
function invoiceConditions(query: InvoiceFilterQuery): (SQL | undefined)[] {
  const kind = query.kind as InvoiceKind | undefined;
  return [
    query.status ? eq(invoices.status, query.status) : undefined,
    kind ? inArray(invoices.type, [...INVOICE_KINDS[kind].types]) : undefined,
    query.dueFrom
      ? sql`${invoices.dueDate} >= ${vancouverDayStart(query.dueFrom).toISOString()}::timestamptz`
      : undefined,
    query.dueTo
      ? sql`${invoices.dueDate} < ${vancouverDayStart(addDaysToDay(query.dueTo, 1)).toISOString()}::timestamptz`
      : undefined,
  ];
}

/**
 * The filter of the query over invoices joined to their applications: the access scope, the
 * invoice's columns, the brokerage and the free-text search (policy number, insured, invoice number).
 * The exact totals read it; so does the page of a search.
 */
export function invoiceFilters(user: AuthUser, query: InvoiceFilterQuery): SQL | undefined {
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    scopeCondition(accessScope(user)),
    ...invoiceConditions(query),
    query.brokerageId ? eq(applications.brokerageId, query.brokerageId) : undefined,
    // The policies matching the term on their trigram indexes, or the invoice number on its own: an
    // OR across the join would read every invoice (decision 0042).
    search
      ? or(
          sql`${invoices.applicationId} = any(array(${sql`select ${applications.id} from ${applications} where ${or(ilike(applications.policyNumber, search), ilike(applications.insuredName, search))}`}))`,
          ilike(invoices.number, search),
        )
      : undefined,
  );
}

/** What decides the SQL text of a page without a search; values travel as placeholders. */
interface PageShape {
  status: boolean;
  /** How many invoice types the kind lists (0 without a kind). */
  types: number;
  brokerage: boolean;
  from: boolean;
  to: boolean;
  after: boolean;
}

const PAGE_COLUMNS = {
  id: invoices.id,
  number: invoices.number,
  type: invoices.type,
  status: invoices.status,
  description: invoices.description,
  amountDue: invoices.amountDue,
  amountPaid: invoices.amountPaid,
  dueDate: invoices.dueDate,
  isMpf: invoices.isMpf,
  applicationId: invoices.applicationId,
  policyNumber: applications.policyNumber,
  insuredName: applications.insuredName,
  brokerageName: applications.brokerageName,
};

const latestDueFirst = [desc(invoices.dueDate), desc(invoices.id)];

/**
 * A page without a search, on invoices alone: the keyset walk reads the due index of invoices and,
 * for a brokerage, each invoice's brokerage by primary key as it meets it; only the page's rows are
 * then joined to applications (decision 0042: a join over the whole walk gets a Memoize node sized
 * for every invoice, ~2 ms to set up per request). Prepared, as the CRM's pages are.
 */
function buildPageStatement(db: Db, shape: PageShape, name: string) {
  const brokerageOf = sql`(select ${applications.brokerageId} from ${applications} where ${applications.id} = ${invoices.applicationId})`;
  const ids = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        shape.status ? sql`${invoices.status} = ${sql.placeholder('status')}` : undefined,
        shape.types > 0
          ? sql`${invoices.type} in (${sql.join(
              Array.from({ length: shape.types }, (_, i) => sql`${sql.placeholder(`type${i}`)}`),
              sql`, `,
            )})`
          : undefined,
        shape.brokerage ? sql`${brokerageOf} = ${sql.placeholder('brokerageId')}::uuid` : undefined,
        shape.from ? sql`${invoices.dueDate} >= ${sql.placeholder('dueFrom')}::timestamptz` : undefined,
        shape.to ? sql`${invoices.dueDate} < ${sql.placeholder('dueTo')}::timestamptz` : undefined,
        shape.after
          ? sql`(${invoices.dueDate}, ${invoices.id}) < (${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...latestDueFirst)
    .limit(sql.placeholder('limit'));
  return db
    .select(PAGE_COLUMNS)
    .from(invoices)
    .innerJoin(applications, eq(applications.id, invoices.applicationId))
    .where(sql`${invoices.id} = any(array(${ids}))`)
    .orderBy(...latestDueFirst)
    .prepare(name);
}

type PageStatement = ReturnType<typeof buildPageStatement>;
type PageRow = Awaited<ReturnType<PageStatement['execute']>>[number];
/** The prepared statement of a shape, built on first use (a bounded set: the filters in use). */
const pageStatement = perShape('invoice_page', buildPageStatement);

/** The brokerage a query is narrowed to, or null when the user may see none of what it asks. */
function brokerageOf(user: AuthUser, query: InvoiceFilterQuery): { brokerageId: string | undefined } | null {
  const scope = accessScope(user);
  if (scope.kind !== 'brokerage') return { brokerageId: query.brokerageId };
  // No brokerage, or another brokerage than one's own: nothing to see.
  if (!scope.brokerageId || (query.brokerageId && query.brokerageId !== scope.brokerageId)) return null;
  return { brokerageId: scope.brokerageId };
}

/** The joined rows of the invoices matching `where`, in `order` (a search's page, the overdue-first walk). */
function joinedRows(db: Db): RowsOf<PageRow> {
  return (where, order, limit) =>
    db
      .select(PAGE_COLUMNS)
      .from(invoices)
      .innerJoin(applications, eq(applications.id, invoices.applicationId))
      .where(where)
      .orderBy(...order)
      .limit(limit);
}

/** Up to `limit` matching invoices after `after`, latest due first. */
function pageRowsOf(
  db: Db,
  user: AuthUser,
  query: InvoiceExportQuery,
  brokerageId: string | undefined,
  after: InstantCursor | null,
  limit: number,
): Promise<PageRow[]> {
  if (query.search) {
    return joinedRows(db)(
      and(
        invoiceFilters(user, query),
        after
          ? sql`(${invoices.dueDate}, ${invoices.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
      latestDueFirst,
      limit,
    );
  }
  const types: string[] = query.kind ? [...INVOICE_KINDS[query.kind as InvoiceKind].types] : [];
  const shape: PageShape = {
    status: Boolean(query.status),
    types: types.length,
    brokerage: Boolean(brokerageId),
    from: Boolean(query.dueFrom),
    to: Boolean(query.dueTo),
    after: Boolean(after),
  };
  return pageStatement(db, shape).execute({
    ...(query.status ? { status: query.status } : {}),
    ...Object.fromEntries(types.map((type, i) => [`type${i}`, type])),
    ...(brokerageId ? { brokerageId } : {}),
    ...(query.dueFrom ? { dueFrom: vancouverDayStart(query.dueFrom).toISOString() } : {}),
    ...(query.dueTo ? { dueTo: vancouverDayStart(addDaysToDay(query.dueTo, 1)).toISOString() } : {}),
    ...(after ? { cursorAt: after.at.toISOString(), cursorId: after.id } : {}),
    limit,
  });
}

function toSearchItem(row: PageRow): InvoiceSearchItem {
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    kind: invoiceKindOf(row.type),
    status: row.status as InvoiceStatus,
    description: row.description,
    amountDue: row.amountDue,
    amountPaid: row.amountPaid,
    owing: row.status === 'open' ? row.amountDue - row.amountPaid : 0,
    dueDate: row.dueDate.toISOString(),
    isMPF: row.isMpf,
    applicationId: row.applicationId,
    policyNumber: row.policyNumber,
    insuredName: row.insuredName,
    brokerageName: row.brokerageName,
  };
}

/** One page in the list's order, and the cursor of the page after it (null on the last). */
async function pageOf(
  db: Db,
  user: AuthUser,
  query: InvoiceExportQuery,
  brokerageId: string | undefined,
  cursor: string | undefined,
  limit: number,
  now: Date,
): Promise<{ rows: PageRow[]; nextCursor: string | null }> {
  if (query.sort === 'overdue-first') {
    const after: OverdueFirstCursor | null = cursor ? decodeOverdueFirstCursor(cursor) : null;
    const asOf = after?.asOf ?? now;
    const found = await overdueFirstRows(joinedRows(db), invoiceFilters(user, query), asOf, after, limit + 1);
    const page = found.slice(0, limit);
    const last = page.at(-1);
    return {
      rows: page.map((item) => item.row),
      nextCursor:
        found.length > limit && last
          ? encodeOverdueFirstCursor({ asOf, part: last.part, at: last.row.dueDate, id: last.row.id })
          : null,
    };
  }
  const after = cursor ? decodeInstantCursor(cursor) : null;
  const rows = await pageRowsOf(db, user, query, brokerageId, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? encodeInstantCursor({ at: last.dueDate, id: last.id }) : null,
  };
}

/**
 * GET /api/invoices: the invoices of every policy the user may see (brokerage scope), latest due
 * first (or overdue first) in keyset pages on (due date, id), and the totals of all that match:
 * billed and paid over the invoices that are not void, owing over the open ones, as the record's
 * Invoices card sums them. The totals come from the summary rows of migration 0018 unless a
 * free-text search narrows the match (docs/decisions/0042).
 */
export async function searchInvoices(
  db: Db,
  user: AuthUser,
  query: InvoiceSearchQuery,
  now: Date,
): Promise<InvoiceSearchResponse> {
  const visible = brokerageOf(user, query);
  if (!visible) return { items: [], nextCursor: null, totals: { count: 0, billed: 0, paid: 0, owing: 0 } };
  // A bad cursor is refused before anything is read.
  if (query.cursor)
    (query.sort === 'overdue-first' ? decodeOverdueFirstCursor : decodeInstantCursor)(query.cursor);
  const page = pageOf(db, user, query, visible.brokerageId, query.cursor, query.limit, now);
  // A free-text search narrows by policy number, insured name or invoice number, which the summary
  // rows do not hold: its totals are summed exactly over the few invoices it matches.
  // So is a due range whose ends are not on whole UTC hours (none for Vancouver days).
  const totalsOf = async () =>
    (query.search ? null : await summaryInvoiceTotals(db, accessScope(user), query)) ??
    (await exactInvoiceTotals(db, invoiceFilters(user, query)));
  // Two statements at once (two pooled connections on PostgreSQL; one after the other on PGlite).
  const [{ rows, nextCursor }, totals] = await Promise.all([page, totalsOf()]);
  return { items: rows.map(toSearchItem), nextCursor, totals };
}

/**
 * Every invoice matching the search and filters, in the list's order, read in keyset batches so an
 * export of the whole list holds one batch at a time (GET /api/invoices.csv).
 */
export async function* matchingInvoices(
  db: Db,
  user: AuthUser,
  query: InvoiceExportQuery,
  now: Date,
  batchSize = 1_000,
): AsyncGenerator<InvoiceSearchItem> {
  const visible = brokerageOf(user, query);
  if (!visible) return;
  let cursor: string | undefined;
  for (;;) {
    const { rows, nextCursor } = await pageOf(db, user, query, visible.brokerageId, cursor, batchSize, now);
    for (const row of rows) yield toSearchItem(row);
    if (!nextCursor) return;
    cursor = nextCursor;
  }
}
