import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  InvoiceSearchItem,
  InvoiceSearchQuery,
  InvoiceSearchResponse,
  InvoiceStatus,
} from '@bm/contracts';
import {
  addDaysToDay,
  INVOICE_KINDS,
  invoiceKindOf,
  policyEffectiveInstant,
  type InvoiceKind,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, invoices } from '../../db/schema.ts';
import { decodeInstantCursor, encodeInstantCursor } from '../../lib/keyset-cursor.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { accessScope, scopeCondition } from '../applications/access.ts';
import { exactInvoiceTotals, summaryInvoiceTotals } from './search-totals.ts';

/** The start of a Vancouver day (a policy day starts one minute later, at 00:01). */
const dayStart = (day: string) => new Date(policyEffectiveInstant(day).getTime() - 60_000);

/** The filter of the query, shared by the page and the totals. */
export function invoiceFilters(user: AuthUser, query: InvoiceSearchQuery): SQL | undefined {
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const kind = query.kind as InvoiceKind | undefined;
  return and(
    scopeCondition(accessScope(user)),
    query.status ? eq(invoices.status, query.status) : undefined,
    kind ? inArray(invoices.type, [...INVOICE_KINDS[kind].types]) : undefined,
    query.brokerageId ? eq(applications.brokerageId, query.brokerageId) : undefined,
    query.dueFrom
      ? sql`${invoices.dueDate} >= ${dayStart(query.dueFrom).toISOString()}::timestamptz`
      : undefined,
    query.dueTo
      ? sql`${invoices.dueDate} < ${dayStart(addDaysToDay(query.dueTo, 1)).toISOString()}::timestamptz`
      : undefined,
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
  const where = invoiceFilters(user, query);
  const after = query.cursor ? decodeInstantCursor(query.cursor) : null;
  const rows = await db
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
    .where(
      and(
        where,
        after
          ? sql`(${invoices.dueDate}, ${invoices.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(invoices.dueDate), desc(invoices.id))
    .limit(query.limit + 1);
  // A free-text search narrows by policy number, insured name or invoice number, which the summary
  // rows do not hold: its totals are summed exactly over the few invoices it matches.
  const totals = query.search
    ? await exactInvoiceTotals(db, where)
    : await summaryInvoiceTotals(db, accessScope(user), query);
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
