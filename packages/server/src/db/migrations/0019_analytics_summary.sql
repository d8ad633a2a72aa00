CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"brokerage_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"province" text NOT NULL,
	"payment_period" text NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"quoted" integer DEFAULT 0 NOT NULL,
	"referred" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"converted" integer DEFAULT 0 NOT NULL,
	"bound" integer DEFAULT 0 NOT NULL,
	"premium_written_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_brokerage_id_product_id_province_payment_period_pk" PRIMARY KEY("day","brokerage_id","product_id","province","payment_period")
);
--> statement-breakpoint
CREATE TABLE "analytics_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"brokerage_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"province" text NOT NULL,
	"payment_period" text NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"quoted" integer DEFAULT 0 NOT NULL,
	"referred" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"converted" integer DEFAULT 0 NOT NULL,
	"bound" integer DEFAULT 0 NOT NULL,
	"premium_written_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_brokerage_day_idx" ON "analytics_daily" USING btree ("brokerage_id","day");--> statement-breakpoint
CREATE INDEX "analytics_deltas_day_idx" ON "analytics_deltas" USING btree ("day");--> statement-breakpoint
-- Hand-written (decision 0047): the trigger that appends each application write's change to the
-- analytics summary, and the summary of the applications already there.
-- The Vancouver day of an instant by the app's own rule (domain formatDate: Pacific time, daylight
-- time from the second Sunday of March to the first Sunday of November since 2007, the first Sunday
-- of April to the last Sunday of October before), with no time zone data of the database: PGlite's
-- and a server's tz data may disagree with the app's (decision 0042 found one that does).
CREATE OR REPLACE FUNCTION vancouver_day(ts timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH u AS (
    SELECT ts AT TIME ZONE 'UTC' AS t, extract(year FROM ts AT TIME ZONE 'UTC')::int AS y
  ), bounds AS (
    SELECT t,
      CASE WHEN y >= 2007
        THEN make_timestamp(y, 3, 1, 10, 0, 0) + make_interval(days => (7 - extract(dow FROM make_date(y, 3, 1))::int) % 7 + 7)
        ELSE make_timestamp(y, 4, 1, 10, 0, 0) + make_interval(days => (7 - extract(dow FROM make_date(y, 4, 1))::int) % 7)
      END AS dst_start,
      CASE WHEN y >= 2007
        THEN make_timestamp(y, 11, 1, 9, 0, 0) + make_interval(days => (7 - extract(dow FROM make_date(y, 11, 1))::int) % 7)
        ELSE make_timestamp(y, 10, 31, 9, 0, 0) - make_interval(days => extract(dow FROM make_date(y, 10, 31))::int)
      END AS dst_end
    FROM u
  )
  SELECT (t - CASE WHEN t >= dst_start AND t < dst_end THEN interval '7 hours' ELSE interval '8 hours' END)::date
  FROM bounds
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_delta_of(r applications, sign integer) RETURNS void AS $$
DECLARE
  was_bound boolean := r.status IN ('bound', 'cancelled', 'lapsed');
BEGIN
  IF r.renewal_of_id IS NULL THEN
    INSERT INTO analytics_deltas (day, brokerage_id, product_id, province, payment_period,
      started, quoted, referred, rejected, converted)
    VALUES (vancouver_day(r.created_at), r.brokerage_id, r.product_id,
      coalesce(r.province, ''), r.payment_period, sign,
      sign * (r.status IN ('quoted', 'bound', 'cancelled', 'lapsed'))::int,
      sign * (r.status = 'referred')::int, sign * (r.status = 'rejected')::int, sign * was_bound::int);
  END IF;
  IF was_bound AND r.bound_date IS NOT NULL THEN
    INSERT INTO analytics_deltas (day, brokerage_id, product_id, province, payment_period, bound,
      premium_written_cents)
    VALUES (vancouver_day(r.bound_date), r.brokerage_id, r.product_id,
      coalesce(r.province, ''), r.payment_period, sign, sign * r.premiums_sum_cents);
  END IF;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION applications_analytics_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM analytics_delta_of(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM analytics_delta_of(NEW, 1); END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER applications_analytics_insert_delete AFTER INSERT OR DELETE ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_analytics_trigger();
--> statement-breakpoint
CREATE TRIGGER applications_analytics_update AFTER UPDATE ON applications FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.brokerage_id IS DISTINCT FROM NEW.brokerage_id
    OR OLD.product_id IS DISTINCT FROM NEW.product_id OR OLD.province IS DISTINCT FROM NEW.province
    OR OLD.payment_period IS DISTINCT FROM NEW.payment_period OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.bound_date IS DISTINCT FROM NEW.bound_date OR OLD.premiums_sum_cents IS DISTINCT FROM NEW.premiums_sum_cents
    OR OLD.renewal_of_id IS DISTINCT FROM NEW.renewal_of_id)
  EXECUTE FUNCTION applications_analytics_trigger();
--> statement-breakpoint
INSERT INTO analytics_daily (day, brokerage_id, product_id, province, payment_period, started, quoted,
  referred, rejected, converted, bound, premium_written_cents)
SELECT day, brokerage_id, product_id, province, payment_period, sum(started), sum(quoted), sum(referred),
  sum(rejected), sum(converted), sum(bound), sum(premium_written_cents)
FROM (
  SELECT vancouver_day(created_at) AS day, brokerage_id, product_id,
    coalesce(province, '') AS province, payment_period, 1 AS started,
    (status IN ('quoted', 'bound', 'cancelled', 'lapsed'))::int AS quoted, (status = 'referred')::int AS referred,
    (status = 'rejected')::int AS rejected, (status IN ('bound', 'cancelled', 'lapsed'))::int AS converted,
    0 AS bound, 0::bigint AS premium_written_cents
  FROM applications WHERE renewal_of_id IS NULL
  UNION ALL
  SELECT vancouver_day(bound_date), brokerage_id, product_id, coalesce(province, ''),
    payment_period, 0, 0, 0, 0, 0, 1, premiums_sum_cents
  FROM applications WHERE status IN ('bound', 'cancelled', 'lapsed') AND bound_date IS NOT NULL
) AS contributions
GROUP BY day, brokerage_id, product_id, province, payment_period;
