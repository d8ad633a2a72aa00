import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { InvoiceSearchQuery, InvoiceSearchResponse } from '@bm/contracts';
import { addDaysToDay, addMonthsToDay, INVOICE_KINDS, type InvoiceKind } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, invoiceDayTotals, invoiceMonthTotals, invoices } from '../../db/schema.ts';
import type { AccessScope } from '../applications/access.ts';

export type InvoiceTotals = InvoiceSearchResponse['totals'];

/**
 * The totals of the invoices a filter selects, exactly, from the invoices themselves: count over every
 * match, billed and paid over the ones that are not void, owing over the open ones (as the record's
 * Invoices card sums them). Reads every matching invoice: the page uses it only when a free-text
 * search has narrowed the match to a few (docs/decisions/0042).
 */
export async function exactInvoiceTotals(db: Db, where: SQL | undefined): Promise<InvoiceTotals> {
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      billed: sql<string>`coalesce(sum(${invoices.amountDue}) filter (where ${invoices.status} <> 'void'), 0)`,
      paid: sql<string>`coalesce(sum(${invoices.amountPaid}) filter (where ${invoices.status} <> 'void'), 0)`,
      owing: sql<string>`coalesce(sum(${invoices.amountDue} - ${invoices.amountPaid}) filter (where ${invoices.status} = 'open'), 0)`,
    })
    .from(invoices)
    .innerJoin(applications, eq(applications.id, invoices.applicationId))
    .where(where);
  return {
    count: totals?.count ?? 0,
    billed: Number(totals?.billed ?? 0),
    paid: Number(totals?.paid ?? 0),
    owing: Number(totals?.owing ?? 0),
  };
}

const monthOf = (day: string) => `${day.slice(0, 8)}01`;

/**
 * Which Vancouver due days a range covers, as whole months and the days at its ends: months in
 * [fromMonth, toMonth) (either end open when the range is), plus days in the listed [from, to] day
 * ranges (inclusive). Both ends inside one month, or a range shorter than a month: days only.
 */
export function dueRangeParts(
  dueFrom: string | undefined,
  dueTo: string | undefined,
): { months: { from?: string; to?: string } | null; days: { from?: string; to?: string }[] } {
  if (!dueFrom && !dueTo) return { months: {}, days: [] };
  // The first whole month on or after dueFrom, and the month after the last whole one up to dueTo.
  const fromMonth = dueFrom
    ? dueFrom.endsWith('-01')
      ? dueFrom
      : addMonthsToDay(monthOf(dueFrom), 1)
    : undefined;
  const dayAfterTo = dueTo ? addDaysToDay(dueTo, 1) : undefined;
  const toMonth = dayAfterTo ? (dayAfterTo.endsWith('-01') ? dayAfterTo : monthOf(dueTo!)) : undefined;
  if (fromMonth && toMonth && fromMonth >= toMonth) {
    return { months: null, days: [{ from: dueFrom, to: dueTo }] };
  }
  const days: { from?: string; to?: string }[] = [];
  if (dueFrom && fromMonth && dueFrom < fromMonth) days.push({ from: dueFrom, to: addDaysToDay(fromMonth, -1) });
  if (dueTo && toMonth && toMonth <= dueTo) days.push({ from: toMonth, to: dueTo });
  return { months: { from: fromMonth, to: toMonth }, days };
}

/**
 * The same totals as exactInvoiceTotals for the filters status, kind, brokerage, due days and the
 * access scope, summed from the few rows of invoice_month_totals and invoice_day_totals they select
 * (kept by triggers on every invoice write, migration 0018): whole months from the month rows, the
 * partial months at the ends of a due range from the day rows.
 */
export async function summaryInvoiceTotals(
  db: Db,
  scope: AccessScope,
  query: Pick<InvoiceSearchQuery, 'status' | 'kind' | 'brokerageId' | 'dueFrom' | 'dueTo'>,
): Promise<InvoiceTotals> {
  const none = { count: 0, billed: 0, paid: 0, owing: 0 };
  if (scope.kind === 'brokerage' && !scope.brokerageId) return none;
  if (scope.kind === 'brokerage' && query.brokerageId && query.brokerageId !== scope.brokerageId) return none;
  const brokerageId = scope.kind === 'brokerage' ? scope.brokerageId : query.brokerageId;
  const types = query.kind ? [...INVOICE_KINDS[query.kind as InvoiceKind].types] : null;
  const keys = (table: typeof invoiceDayTotals | typeof invoiceMonthTotals) => [
    brokerageId ? eq(table.brokerageId, brokerageId) : undefined,
    query.status ? eq(table.status, query.status) : undefined,
    types ? inArray(table.type, types) : undefined,
  ];
  const parts = dueRangeParts(query.dueFrom, query.dueTo);
  const selects: SQL[] = [];
  if (parts.months) {
    const m = invoiceMonthTotals;
    const where = and(
      ...keys(m),
      parts.months.from ? sql`${m.dueMonth} >= ${parts.months.from}::date` : undefined,
      parts.months.to ? sql`${m.dueMonth} < ${parts.months.to}::date` : undefined,
    );
    selects.push(
      sql`select ${m.status} as status, ${m.invoiceCount} as n, ${m.amountDue} as due, ${m.amountPaid} as paid from ${m} where ${where ?? sql`true`}`,
    );
  }
  for (const range of parts.days) {
    const d = invoiceDayTotals;
    const where = and(
      ...keys(d),
      range.from ? sql`${d.dueDay} >= ${range.from}::date` : undefined,
      range.to ? sql`${d.dueDay} <= ${range.to}::date` : undefined,
    );
    selects.push(
      sql`select ${d.status} as status, ${d.invoiceCount} as n, ${d.amountDue} as due, ${d.amountPaid} as paid from ${d} where ${where ?? sql`true`}`,
    );
  }
  if (selects.length === 0) return none;
  const result = await db.execute<{ count: number; billed: string; paid: string; owing: string }>(sql`
    select coalesce(sum(n), 0)::int as count,
           coalesce(sum(due) filter (where status <> 'void'), 0)::text as billed,
           coalesce(sum(paid) filter (where status <> 'void'), 0)::text as paid,
           coalesce(sum(due - paid) filter (where status = 'open'), 0)::text as owing
      from (${sql.join(selects, sql` union all `)}) as parts`);
  const row = (result as unknown as { rows: { count: number; billed: string; paid: string; owing: string }[] })
    .rows[0];
  return {
    count: Number(row?.count ?? 0),
    billed: Number(row?.billed ?? 0),
    paid: Number(row?.paid ?? 0),
    owing: Number(row?.owing ?? 0),
  };
}
