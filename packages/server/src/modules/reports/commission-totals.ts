import { and, sql, type SQL } from 'drizzle-orm';
import type { CommissionReportFilters } from '@bm/contracts';
import { SUMMED_FIGURES } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { perShape } from '../../db/prepared.ts';
import { rangePartsParams, rangePartsShape, utcRangeParts } from '../../db/utc-range-parts.ts';
import {
  commissionBrokerageMonthTotals,
  commissionHourTotals,
  commissionMonthTotals,
} from '../../db/schema.ts';
import type { AccessScope } from '../policies/index.ts';

/** The count and each summed figure of the lines a filter selects, in integer cents. */
export type CommissionSums = { count: number } & Record<(typeof SUMMED_FIGURES)[number], number>;

export const NO_LINES: CommissionSums = {
  count: 0,
  ...(Object.fromEntries(SUMMED_FIGURES.map((key) => [key, 0])) as Record<
    (typeof SUMMED_FIGURES)[number],
    number
  >),
};

/** The filters the summary rows hold as keys (every filter of the report: none is free text). */
const DIMENSIONS = ['brokerId', 'productId', 'province', 'paymentPeriod'] as const;

/** What decides the SQL text of a totals statement; values travel as placeholders. */
interface TotalsShape {
  brokerage: boolean;
  dimensions: (typeof DIMENSIONS)[number][];
  paid: boolean;
  months: { from: boolean; to: boolean } | null;
  hours: { from: boolean; to: boolean }[];
}

/**
 * The report's totals for the access scope and filters, summed from the rows of the commission
 * summary tables (kept by triggers, migration 0024; docs/decisions/0048) instead of every line:
 * whole UTC months from the month rows (the brokerage months when no key but the brokerage and
 * Paid is filtered), the hours at a range's ends from the hour rows. Null when the range's ends are
 * not on whole UTC hours (the caller then sums the lines themselves).
 */
export async function summaryCommissionTotals(
  db: Db,
  scope: AccessScope,
  filters: CommissionReportFilters,
): Promise<CommissionSums | null> {
  const parts = utcRangeParts(filters.from, filters.to);
  if (!parts) return null;
  if (scope.kind === 'brokerage' && !scope.brokerageId) return NO_LINES;
  if (scope.kind === 'brokerage' && filters.brokerageId && filters.brokerageId !== scope.brokerageId)
    return NO_LINES;
  const brokerageId = scope.kind === 'brokerage' ? scope.brokerageId : filters.brokerageId;
  if (!parts.months && parts.hours.length === 0) return NO_LINES;
  const dimensions = DIMENSIONS.filter((key) => filters[key]);
  const shape: TotalsShape = {
    brokerage: Boolean(brokerageId),
    dimensions,
    paid: Boolean(filters.payoutStatus),
    ...rangePartsShape(parts),
  };
  const params: Record<string, unknown> = {
    ...(brokerageId ? { brokerageId } : {}),
    ...Object.fromEntries(dimensions.map((key) => [key, filters[key]])),
    ...(filters.payoutStatus ? { paid: filters.payoutStatus === 'Paid' } : {}),
    ...rangePartsParams(parts),
  };
  const [row] = (await totalsStatement(db, shape).execute(params)) as Record<string, unknown>[];
  return {
    count: Number(row?.count ?? 0),
    ...(Object.fromEntries(SUMMED_FIGURES.map((key) => [key, Number(row?.[key] ?? 0)])) as Record<
      (typeof SUMMED_FIGURES)[number],
      number
    >),
  };
}

type SummaryTable =
  typeof commissionHourTotals | typeof commissionMonthTotals | typeof commissionBrokerageMonthTotals;

function buildTotalsStatement(db: Db, shape: TotalsShape, name: string) {
  const keys = (table: SummaryTable) => [
    shape.brokerage ? sql`${table.brokerageId} = ${sql.placeholder('brokerageId')}::uuid` : undefined,
    ...shape.dimensions.map((key) => {
      const column = (table as typeof commissionHourTotals)[key];
      return key === 'brokerId'
        ? sql`${column} = ${sql.placeholder(key)}::uuid`
        : sql`${column} = ${sql.placeholder(key)}`;
    }),
    shape.paid ? sql`${table.paid} = ${sql.placeholder('paid')}::boolean` : undefined,
  ];
  const figures = (table: SummaryTable) =>
    sql.join(
      [
        sql`${table.lineCount} as count`,
        ...SUMMED_FIGURES.map((key) => sql`${table[key]} as ${sql.identifier(key)}`),
      ],
      sql`, `,
    );
  const selects: SQL[] = [];
  if (shape.months) {
    // Without a key the brokerage months do not hold, their few hundred rows answer.
    const m = shape.dimensions.length === 0 ? commissionBrokerageMonthTotals : commissionMonthTotals;
    const where = and(
      ...keys(m),
      shape.months.from ? sql`${m.createdMonth} >= ${sql.placeholder('monthFrom')}::date` : undefined,
      shape.months.to ? sql`${m.createdMonth} < ${sql.placeholder('monthTo')}::date` : undefined,
    );
    selects.push(sql`select ${figures(m)} from ${m} where ${where ?? sql`true`}`);
  }
  shape.hours.forEach((range, i) => {
    const h = commissionHourTotals;
    const where = and(
      ...keys(h),
      range.from ? sql`${h.createdHour} >= ${sql.placeholder(`hour${i}From`)}::timestamptz` : undefined,
      range.to ? sql`${h.createdHour} < ${sql.placeholder(`hour${i}To`)}::timestamptz` : undefined,
    );
    selects.push(sql`select ${figures(h)} from ${h} where ${where ?? sql`true`}`);
  });
  const sums = Object.fromEntries(
    SUMMED_FIGURES.map((key) => [key, sql<string>`coalesce(sum(${sql.identifier(key)}), 0)::text`]),
  );
  return db
    .select({ count: sql<string>`coalesce(sum(count), 0)::text`, ...sums })
    .from(sql`(${sql.join(selects, sql` union all `)}) as parts`)
    .prepare(name);
}

/** The prepared statement of a shape, built on first use (a bounded set: filters × range shapes). */
const totalsStatement = perShape('commission_totals', buildTotalsStatement);
