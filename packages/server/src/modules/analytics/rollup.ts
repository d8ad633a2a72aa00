import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The analytics-rollup job (docs/decisions/0047 and 0051): folds the deltas the applications
 * trigger appended into the summaries /analytics reads (the day totals, and the breakdowns by day
 * and by month), each for the delta's brokerage and for 'all', in one statement: the deltas it
 * deletes are the ones it adds (a delta written meanwhile is not in its snapshot and waits for the
 * next run). Two runs at once cannot fold a delta twice: the second waits on the first's deleted
 * rows, then finds them gone. Upserts go in key order, so two runs never deadlock.
 */
export async function rollUpAnalytics(db: Db): Promise<{ deltas: number; days: number }> {
  const result = await db.execute(sql`
    with moved as (
      delete from analytics_deltas returning day, brokerage_id, product_id, province, payment_period,
        started, quoted, referred, rejected, converted, bound, premium_written_cents
    ), scoped as (
      select s.scope, m.* from moved m
      cross join lateral (values (m.brokerage_id::text), ('all')) as s(scope)
    ), day_sums as (
      select scope, day, sum(started)::int as started, sum(quoted)::int as quoted,
        sum(referred)::int as referred, sum(rejected)::int as rejected, sum(converted)::int as converted,
        sum(bound)::int as bound, sum(premium_written_cents)::bigint as premium_written_cents
      from scoped group by scope, day
    ), folded_days as (
      insert into analytics_day_totals as a (scope, day, started, quoted, referred, rejected, converted,
        bound, premium_written_cents)
      select * from day_sums order by scope, day
      on conflict (scope, day) do update set
        started = a.started + excluded.started, quoted = a.quoted + excluded.quoted,
        referred = a.referred + excluded.referred, rejected = a.rejected + excluded.rejected,
        converted = a.converted + excluded.converted, bound = a.bound + excluded.bound,
        premium_written_cents = a.premium_written_cents + excluded.premium_written_cents
      returning 1
    ), parts as (
      select s.scope, s.day, p.dimension, p.key, s.bound, s.premium_written_cents
      from scoped s
      cross join lateral (values ('product', s.product_id), ('province', s.province),
        ('period', s.payment_period)) as p(dimension, key)
      where s.bound <> 0 or s.premium_written_cents <> 0
    ), folded_part_days as (
      insert into analytics_day_breakdowns as a (scope, day, dimension, key, bound, premium_written_cents)
      select scope, day, dimension, key, sum(bound)::int, sum(premium_written_cents)::bigint
      from parts group by scope, day, dimension, key order by scope, day, dimension, key
      on conflict (scope, day, dimension, key) do update set
        bound = a.bound + excluded.bound,
        premium_written_cents = a.premium_written_cents + excluded.premium_written_cents
      returning 1
    ), folded_part_months as (
      insert into analytics_month_breakdowns as a (scope, month, dimension, key, bound, premium_written_cents)
      select scope, date_trunc('month', day::timestamp)::date as month, dimension, key, sum(bound)::int,
        sum(premium_written_cents)::bigint
      from parts group by 1, 2, 3, 4 order by 1, 2, 3, 4
      on conflict (scope, month, dimension, key) do update set
        bound = a.bound + excluded.bound,
        premium_written_cents = a.premium_written_cents + excluded.premium_written_cents
      returning 1
    )
    select (select count(*) from moved)::int as deltas,
      (select count(*) from day_sums where scope = 'all')::int as days,
      (select count(*) from folded_days)::int + (select count(*) from folded_part_days)::int
        + (select count(*) from folded_part_months)::int as written
  `);
  const row = (result as unknown as { rows: { deltas: number | string; days: number | string }[] }).rows[0];
  return { deltas: Number(row?.deltas ?? 0), days: Number(row?.days ?? 0) };
}
