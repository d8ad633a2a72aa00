import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  InvoiceSearchItem,
  InvoiceSearchQuery,
  InvoiceSearchResponse,
  InvoiceStatus,
} from '@bm/contracts';
import { addDaysToDay, INVOICE_KINDS, invoiceKindOf, type InvoiceKind } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, invoices } from '../../db/schema.ts';
import { decodeInstantCursor, encodeInstantCursor } from '../../lib/keyset-cursor.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { accessScope, scopeCondition } from '../applications/access.ts';
import { exactInvoiceTotals, summaryInvoiceTotals, vancouverDayStart } from './search-totals.ts';

/** The conditions on the invoice's own columns: status, kind and due days. */
function invoiceConditions(query: InvoiceSearchQuery): (SQL | undefined)[] {
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
export function invoiceFilters(user: AuthUser, query: InvoiceSearchQuery): SQL | undefined {
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    scopeCondition(accessScope(user)),
    ...invoiceConditions(query),
    query.brokerageId ? eq(applications.brokerageId, query.brokerageId) : undefined,
    search
      ? or(
          ilike(applications.policyNumber, search),
          ilike(applications.insuredName, search),
          ilike(invoices.number, search),
        )
      : undefined,
  );
}

/**
 * The same filter without a search, on invoices alone: the brokerage of each invoice is read by
 * primary key as the walk down the due index meets it (at most one application per invoice), so that
 * the page's ids come from invoices alone and only the page's rows are joined (decision 0042: a join
 * over the whole walk gets a Memoize node sized for every invoice, ~2 ms to set up per request).
 */
function invoiceOnlyFilters(user: AuthUser, query: InvoiceSearchQuery): SQL | undefined {
  const scope = accessScope(user);
  const brokerageOf = sql`(select ${applications.brokerageId} from ${applications} where ${applications.id} = ${invoices.applicationId})`;
  const brokerages = [
    ...(scope.kind === 'brokerage' ? [scope.brokerageId] : []),
    ...(query.brokerageId ? [query.brokerageId] : []),
  ];
  return and(
    ...invoiceConditions(query),
    ...brokerages.map((id) => (id ? sql`${brokerageOf} = ${id}::uuid` : sql`false`)),
  );
}

/**
 * GET /api/invoices: the invoices of every policy the user may see (brokerage scope), latest due
 * first in keyset pages on (due date, id), and the totals of all that match: billed and paid over
 * the invoices that are not void, owing over the open ones, as the record's Invoices card sums them.
 * The totals come from the summary rows of migration 0018 unless a free-text search narrows the
 * match (docs/decisions/0042).
 */
export async function searchInvoices(
  db: Db,
  user: AuthUser,
  query: InvoiceSearchQuery,
): Promise<InvoiceSearchResponse> {
  const after = query.cursor ? decodeInstantCursor(query.cursor) : null;
  const keyset = after
    ? sql`(${invoices.dueDate}, ${invoices.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const where = query.search ? invoiceFilters(user, query) : invoiceOnlyFilters(user, query);
  const pageIds = db.select({ id: invoices.id }).from(invoices).$dynamic();
  if (query.search) pageIds.innerJoin(applications, eq(applications.id, invoices.applicationId));
  const ids = pageIds
    .where(and(where, keyset))
    .orderBy(desc(invoices.dueDate), desc(invoices.id))
    .limit(query.limit + 1);
  const pageRows = db
    .select({
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
    })
    .from(invoices)
    .innerJoin(applications, eq(applications.id, invoices.applicationId))
    // `id = any(array(...))`: the page's ids first, then their rows by primary key.
    .where(sql`${invoices.id} = any(array(${ids}))`)
    .orderBy(desc(invoices.dueDate), desc(invoices.id));
  // A free-text search narrows by policy number, insured name or invoice number, which the summary
  // rows do not hold: its totals are summed exactly over the few invoices it matches.
  // So is a due range whose ends are not on whole UTC hours (none for Vancouver days).
  const totalsOf = async () =>
    (query.search ? null : await summaryInvoiceTotals(db, accessScope(user), query)) ??
    (await exactInvoiceTotals(db, invoiceFilters(user, query)));
  // Two statements at once (two pooled connections on PostgreSQL; one after the other on PGlite).
  const [rows, totals] = await Promise.all([pageRows, totalsOf()]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const items: InvoiceSearchItem[] = page.map((row) => ({
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
  }));
  return {
    items,
    nextCursor:
      rows.length > query.limit && last ? encodeInstantCursor({ at: last.dueDate, id: last.id }) : null,
    totals,
  };
}
