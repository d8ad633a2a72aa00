import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsBreakdownRow, AnalyticsSummary } from '@bm/contracts';
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  ANALYTICS_MESSAGES,
  addAnalyticsCounts,
  addDaysToDay,
  analyticsFunnel,
  analyticsRangeParts,
  analyticsSeries,
  calendarDaysBetween,
  catalogueEntry,
  EMPTY_ANALYTICS_COUNTS,
  formatDate,
  isPaymentPeriod,
  PAYMENT_PERIOD_LABELS,
  PROVINCE_NAMES,
  type AnalyticsCounts,
  type AnalyticsGranularity,
  type Locale,
  type Province,
  vancouverDayStart,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { oncePerDb } from '../../db/prepared.ts';
import { badRequest } from '../../lib/errors.ts';
import { labelIn } from '../../lib/i18n/labels.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { accessScope } from '../policies/index.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

const counts = (row: Row): AnalyticsCounts => ({
  started: Number(row.started),
  quoted: Number(row.quoted),
  referred: Number(row.referred),
  rejected: Number(row.rejected),
  converted: Number(row.converted),
  bound: Number(row.bound),
  premiumWritten: Number(row.premium_written),
});

/** An empty range of days (its start after its end), for a part of a range that is not there. */
const NO_DAYS: readonly [string, string] = ['9999-12-31', '0001-01-01'];

/**
 * The one statement of the figures, prepared once per database (named, so PostgreSQL plans it once
 * rather than on every request): the deltas of the range not yet folded in, the day totals of the
 * range, and the breakdowns of its whole months (month rows) and edge days (day rows), for one
 * scope. Rows of dimension 'day' carry the series, a row per period (day, week or month, keyed by
 * its first day); the others the breakdowns.
 */
function buildFiguresStatement(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  return db
    .select({
      dimension: sql<string>`dimension`,
      key: sql<string>`key`,
      started: sql<string>`started`,
      quoted: sql<string>`quoted`,
      referred: sql<string>`referred`,
      rejected: sql<string>`rejected`,
      converted: sql<string>`converted`,
      bound: sql<string>`bound`,
      premium_written: sql<string>`premium_written`,
    })
    .from(
      sql`(
        with pending as (
          select day, product_id, province, payment_period, started, quoted, referred, rejected, converted,
            bound, premium_written_cents
          from analytics_deltas x
          where x.day between ${p('from')}::date and ${p('to')}::date
            and (${p('scope')}::text = 'all' or x.brokerage_id::text = ${p('scope')}::text)
        ), days as (
          select day, started, quoted, referred, rejected, converted, bound, premium_written_cents
          from analytics_day_totals
          where scope = ${p('scope')}::text and day between ${p('from')}::date and ${p('to')}::date
          union all
          select day, started, quoted, referred, rejected, converted, bound, premium_written_cents from pending
        ), parts as (
          select dimension, key, bound, premium_written_cents from analytics_month_breakdowns
          where scope = ${p('scope')}::text and month between ${p('monthFrom')}::date and ${p('monthTo')}::date
          union all
          select dimension, key, bound, premium_written_cents from analytics_day_breakdowns
          where scope = ${p('scope')}::text
            and (day between ${p('edge0From')}::date and ${p('edge0To')}::date
              or day between ${p('edge1From')}::date and ${p('edge1To')}::date)
          union all
          select v.dimension, v.key, x.bound, x.premium_written_cents from pending x
          cross join lateral (values ('product', x.product_id), ('province', x.province),
            ('period', x.payment_period)) as v(dimension, key)
        )
        select 'day' as dimension, to_char(period, 'YYYY-MM-DD') as key, sum(started) as started,
          sum(quoted) as quoted, sum(referred) as referred, sum(rejected) as rejected,
          sum(converted) as converted, sum(bound) as bound, sum(premium_written_cents) as premium_written
        from (
          -- Each day into the first day of its period (a Monday for weeks): fewer rows to send.
          select case ${p('granularity')}::text
              when 'month' then date_trunc('month', day::timestamp)::date
              when 'week' then date_trunc('week', day::timestamp)::date
              else day end as period,
            started, quoted, referred, rejected, converted, bound, premium_written_cents
          from days
        ) as by_period group by period
        union all
        select dimension, key, 0, 0, 0, 0, 0, sum(bound), sum(premium_written_cents)
        from parts group by dimension, key
      ) as figures`,
    )
    .prepare('analytics_figures');
}

const figuresStatement = oncePerDb(buildFiguresStatement);

/**
 * The figures of /analytics (issue 16 item 1; docs/decisions/0047 and 0051) for a range of
 * Vancouver days, from the summaries the analytics-rollup job keeps, for one scope (a brokerage, or
 * 'all'), and the deltas of the range not yet folded in: the series and the totals from the day
 * totals; the breakdowns from the month rows of the range's whole months and the day rows of the
 * days at its edges. One statement for the figures, one over the modal_open events of the range. A
 * broker sees their brokerage; the back-office every brokerage, or the one it filters by.
 */
export async function analyticsSummary(
  db: Db,
  user: AuthUser,
  query: { from?: string; to?: string; granularity: AnalyticsGranularity; brokerageId?: string },
  now: Date,
  /** The request's language: the breakdowns' labels (products, provinces, payment plans) are said in it. */
  locale: Locale,
): Promise<AnalyticsSummary> {
  const to = query.to ?? formatDate(now);
  const from = query.from ?? addDaysToDay(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  const span = calendarDaysBetween(from, to);
  if (span < 0) throw badRequest(ANALYTICS_MESSAGES.order);
  if (span + 1 > ANALYTICS_MAX_DAYS) throw badRequest(ANALYTICS_MESSAGES.tooLong);
  const scope = accessScope(user);
  const brokerageId = scope.kind === 'all' ? (query.brokerageId ?? null) : scope.brokerageId;
  // A user of no brokerage outside the back-office sees nothing.
  const none = scope.kind === 'brokerage' && !brokerageId;
  const own = (alias: string): SQL =>
    brokerageId ? sql`and ${sql.raw(alias)}.brokerage_id = ${brokerageId}` : none ? sql`and false` : sql``;
  const { months, edges } = analyticsRangeParts(from, to);
  const [edge0, edge1] = edges;
  // The figures and the top actions at once (two pooled connections on PostgreSQL).
  const [grouped, actionRows] = await Promise.all([
    figuresStatement(db).execute({
      from,
      to,
      granularity: query.granularity,
      // '' is no scope: a user of no brokerage outside the back-office.
      scope: none ? '' : (brokerageId ?? 'all'),
      monthFrom: (months ?? NO_DAYS)[0],
      monthTo: (months ?? NO_DAYS)[1],
      edge0From: (edge0 ?? NO_DAYS)[0],
      edge0To: (edge0 ?? NO_DAYS)[1],
      edge1From: (edge1 ?? NO_DAYS)[0],
      edge1To: (edge1 ?? NO_DAYS)[1],
    }),
    db.execute(sql`
      select e.properties->>'modalType' as modal_type, count(*) as opened
      from analytics_events e
      ${brokerageId || none ? sql`join users u on u.id = e.user_id ${own('u')}` : sql``}
      where e.name = 'modal_open'
        and e.created_at >= ${vancouverDayStart(from).toISOString()}::timestamptz
        and e.created_at < ${vancouverDayStart(addDaysToDay(to, 1)).toISOString()}::timestamptz
      group by 1 order by 2 desc, 1 limit 10
    `),
  ]);
  const actions = rowsOf(actionRows);
  // A row per period of the series, keyed by its first day (analyticsSeries puts it in its period).
  const days = grouped
    .filter((r) => r.dimension === 'day')
    .map((r) => ({ day: String(r.key), ...counts(r) }));
  const breakdown = (
    dimension: 'product' | 'province' | 'period',
    label: (k: string) => string,
  ): AnalyticsBreakdownRow[] =>
    grouped
      .filter((r) => r.dimension === dimension)
      .map((r) => ({ key: String(r.key), ...counts(r) }))
      .filter((r) => r.bound !== 0 || r.premiumWritten !== 0)
      .map((r) => ({
        key: r.key,
        label: labelIn(label(r.key), locale),
        bound: r.bound,
        premiumWritten: r.premiumWritten,
      }))
      .sort((a, b) => b.premiumWritten - a.premiumWritten || a.label.localeCompare(b.label));
  const totals = days.reduce<AnalyticsCounts>(
    (sum, { day: _day, ...c }) => addAnalyticsCounts(sum, c),
    EMPTY_ANALYTICS_COUNTS,
  );

  return {
    from,
    to,
    granularity: query.granularity,
    brokerageId,
    series: analyticsSeries(days, from, to, query.granularity),
    totals,
    funnel: analyticsFunnel(totals),
    byProduct: breakdown('product', (k) => catalogueEntry(k)?.name ?? k),
    byProvince: breakdown('province', (k) => (k ? (PROVINCE_NAMES[k as Province] ?? k) : 'No province yet')),
    byPaymentPeriod: breakdown('period', (k) => (isPaymentPeriod(k) ? PAYMENT_PERIOD_LABELS[k] : k)),
    topActions: actions.map((r) => ({ modalType: String(r.modal_type), opened: Number(r.opened) })),
  };
}
