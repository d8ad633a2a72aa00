CREATE TABLE "analytics_day_breakdowns" (
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"bound" integer DEFAULT 0 NOT NULL,
	"premium_written_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_day_breakdowns_scope_day_dimension_key_pk" PRIMARY KEY("scope","day","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_day_totals" (
	"scope" text NOT NULL,
	"day" date NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"quoted" integer DEFAULT 0 NOT NULL,
	"referred" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"converted" integer DEFAULT 0 NOT NULL,
	"bound" integer DEFAULT 0 NOT NULL,
	"premium_written_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_day_totals_scope_day_pk" PRIMARY KEY("scope","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_month_breakdowns" (
	"month" date NOT NULL,
	"scope" text NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"bound" integer DEFAULT 0 NOT NULL,
	"premium_written_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_month_breakdowns_scope_month_dimension_key_pk" PRIMARY KEY("scope","month","dimension","key")
);
--> statement-breakpoint
-- Hand-written (decision 0051): the new summaries from the folded rows of analytics_daily (the
-- deltas not yet folded stay in analytics_deltas for the rollup), each for its brokerage and for
-- 'all'; then analytics_daily goes.
INSERT INTO analytics_day_totals (scope, day, started, quoted, referred, rejected, converted, bound,
  premium_written_cents)
SELECT s.scope, d.day, sum(d.started), sum(d.quoted), sum(d.referred), sum(d.rejected), sum(d.converted),
  sum(d.bound), sum(d.premium_written_cents)
FROM analytics_daily d CROSS JOIN LATERAL (VALUES (d.brokerage_id::text), ('all')) AS s(scope)
GROUP BY s.scope, d.day;
--> statement-breakpoint
INSERT INTO analytics_day_breakdowns (scope, day, dimension, key, bound, premium_written_cents)
SELECT s.scope, d.day, p.dimension, p.key, sum(d.bound), sum(d.premium_written_cents)
FROM analytics_daily d
CROSS JOIN LATERAL (VALUES (d.brokerage_id::text), ('all')) AS s(scope)
CROSS JOIN LATERAL (VALUES ('product', d.product_id), ('province', d.province), ('period', d.payment_period)) AS p(dimension, key)
WHERE d.bound <> 0 OR d.premium_written_cents <> 0
GROUP BY s.scope, d.day, p.dimension, p.key;
--> statement-breakpoint
INSERT INTO analytics_month_breakdowns (scope, month, dimension, key, bound, premium_written_cents)
SELECT scope, date_trunc('month', day::timestamp)::date, dimension, key, sum(bound), sum(premium_written_cents)
FROM analytics_day_breakdowns
GROUP BY scope, date_trunc('month', day::timestamp)::date, dimension, key;
--> statement-breakpoint
DROP TABLE "analytics_daily" CASCADE;
