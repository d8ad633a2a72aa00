import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { InvoiceSearchQuery, InvoiceSearchResponse } from '@bm/contracts';
import { INVOICE_KINDS, type InvoiceKind } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { perShape } from '../../db/prepared.ts';
import { rangePartsParams, rangePartsShape, utcRangeParts } from '../../db/utc-range-parts.ts';
import { applications, invoiceHourTotals, invoiceMonthTotals, invoices } from '../../db/schema.ts';
import type { AccessScope } from '../policies/index.ts';

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

/**
 * The same totals as exactInvoiceTotals for the filters status, kind, brokerage, due days and the
 * access scope, summed from the few rows of invoice_month_totals and invoice_hour_totals they select
 * (kept by triggers on every invoice write, migration 0018): whole UTC months from the month rows,
 * the rest of the range from the hour rows. Null when the range cannot be read from them.
 */
export async function summaryInvoiceTotals(
  db: Db,
  scope: AccessScope,
  query: Pick<InvoiceSearchQuery, 'status' | 'kind' | 'brokerageId' | 'dueFrom' | 'dueTo'>,
): Promise<InvoiceTotals | null> {
  const none = { count: 0, billed: 0, paid: 0, owing: 0 };
  const parts = utcRangeParts(query.dueFrom, query.dueTo);
  if (!parts) return null;
  if (scope.kind === 'brokerage' && !scope.brokerageId) return none;
  if (scope.kind === 'brokerage' && query.brokerageId && query.brokerageId !== scope.brokerageId) return none;
  const brokerageId = scope.kind === 'brokerage' ? scope.brokerageId : query.brokerageId;
  const types: string[] = query.kind ? [...INVOICE_KINDS[query.kind as InvoiceKind].types] : [];
  const shape: TotalsShape = {
    status: Boolean(query.status),
    types: types.length,
    brokerage: Boolean(brokerageId),
    ...rangePartsShape(parts),
  };
  const params: Record<string, unknown> = {
    ...(query.status ? { status: query.status } : {}),
    ...Object.fromEntries(types.map((type, i) => [`type${i}`, type])),
    ...(brokerageId ? { brokerageId } : {}),
    ...rangePartsParams(parts),
  };
  if (!shape.months && shape.hours.length === 0) return none;
  const [row] = await totalsStatement(db, shape).execute(params);
  return {
    count: Number(row?.count ?? 0),
    billed: Number(row?.billed ?? 0),
    paid: Number(row?.paid ?? 0),
    owing: Number(row?.owing ?? 0),
  };
}

/** What decides the SQL text of a totals statement; values travel as placeholders. */
interface TotalsShape {
  status: boolean;
  /** How many invoice types the kind lists (0 without a kind). */
  types: number;
  brokerage: boolean;
  months: { from: boolean; to: boolean } | null;
  hours: { from: boolean; to: boolean }[];
}

function buildTotalsStatement(db: Db, shape: TotalsShape, name: string) {
  const keys = (table: typeof invoiceHourTotals | typeof invoiceMonthTotals) => [
    shape.brokerage ? sql`${table.brokerageId} = ${sql.placeholder('brokerageId')}::uuid` : undefined,
    shape.status ? sql`${table.status} = ${sql.placeholder('status')}` : undefined,
    shape.types > 0
      ? sql`${table.type} in (${sql.join(
          Array.from({ length: shape.types }, (_, i) => sql`${sql.placeholder(`type${i}`)}`),
          sql`, `,
        )})`
      : undefined,
  ];
  const selects: SQL[] = [];
  if (shape.months) {
    const m = invoiceMonthTotals;
    const where = and(
      ...keys(m),
      shape.months.from ? sql`${m.dueMonth} >= ${sql.placeholder('monthFrom')}::date` : undefined,
      shape.months.to ? sql`${m.dueMonth} < ${sql.placeholder('monthTo')}::date` : undefined,
    );
    selects.push(
      sql`select ${m.status} as status, ${m.invoiceCount} as n, ${m.amountDue} as due, ${m.amountPaid} as paid from ${m} where ${where ?? sql`true`}`,
    );
  }
  shape.hours.forEach((range, i) => {
    const h = invoiceHourTotals;
    const where = and(
      ...keys(h),
      range.from ? sql`${h.dueHour} >= ${sql.placeholder(`hour${i}From`)}::timestamptz` : undefined,
      range.to ? sql`${h.dueHour} < ${sql.placeholder(`hour${i}To`)}::timestamptz` : undefined,
    );
    selects.push(
      sql`select ${h.status} as status, ${h.invoiceCount} as n, ${h.amountDue} as due, ${h.amountPaid} as paid from ${h} where ${where ?? sql`true`}`,
    );
  });
  return db
    .select({
      count: sql<number>`coalesce(sum(n), 0)::int`,
      billed: sql<string>`coalesce(sum(due) filter (where status <> 'void'), 0)::text`,
      paid: sql<string>`coalesce(sum(paid) filter (where status <> 'void'), 0)::text`,
      owing: sql<string>`coalesce(sum(due - paid) filter (where status = 'open'), 0)::text`,
    })
    .from(sql`(${sql.join(selects, sql` union all `)}) as parts`)
    .prepare(name);
}

/** The prepared statement of a shape, built on first use (a bounded set: filters × range shapes). */
const totalsStatement = perShape('invoice_totals', buildTotalsStatement);
