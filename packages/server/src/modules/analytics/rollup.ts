import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The analytics-rollup job (docs/decisions/0047): folds the deltas the applications trigger
 * appended into analytics_daily, in one statement: the deltas it deletes are the ones it adds (a
 * delta written meanwhile is not in its snapshot and waits for the next run). Two runs at once
 * cannot fold a delta twice: the second waits on the first's deleted rows, then finds them gone.
 */
export async function rollUpAnalytics(db: Db): Promise<{ deltas: number; days: number }> {
  const result = await db.execute(sql`
    with moved as (
      delete from analytics_deltas returning day, brokerage_id, product_id, province, payment_period,
        started, quoted, referred, rejected, converted, bound, premium_written_cents
    ), summed as (
      select day, brokerage_id, product_id, province, payment_period, sum(started)::int as started,
        sum(quoted)::int as quoted, sum(referred)::int as referred, sum(rejected)::int as rejected,
        sum(converted)::int as converted, sum(bound)::int as bound,
        sum(premium_written_cents)::bigint as premium_written_cents, count(*)::int as n
      from moved group by day, brokerage_id, product_id, province, payment_period
    ), folded as (
      insert into analytics_daily as a (day, brokerage_id, product_id, province, payment_period, started,
        quoted, referred, rejected, converted, bound, premium_written_cents)
      select day, brokerage_id, product_id, province, payment_period, started, quoted, referred, rejected,
        converted, bound, premium_written_cents
      from summed order by day, brokerage_id, product_id, province, payment_period
      on conflict (day, brokerage_id, product_id, province, payment_period) do update set
        started = a.started + excluded.started, quoted = a.quoted + excluded.quoted,
        referred = a.referred + excluded.referred, rejected = a.rejected + excluded.rejected,
        converted = a.converted + excluded.converted, bound = a.bound + excluded.bound,
        premium_written_cents = a.premium_written_cents + excluded.premium_written_cents
      returning 1
    )
    select coalesce((select sum(n) from summed), 0)::int as deltas, (select count(*) from folded)::int as days
  `);
  const row = (result as unknown as { rows: { deltas: number | string; days: number | string }[] }).rows[0];
  return { deltas: Number(row?.deltas ?? 0), days: Number(row?.days ?? 0) };
}
