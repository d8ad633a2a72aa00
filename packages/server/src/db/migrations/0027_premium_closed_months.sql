CREATE TABLE "premium_closed_months" (
	"month" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"projected_months" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premium_month_figures" (
	"month" text NOT NULL,
	"brokerage_id" uuid NOT NULL,
	"written_cents" bigint NOT NULL,
	"earned_cents" bigint NOT NULL,
	"unearned_cents" bigint NOT NULL,
	CONSTRAINT "premium_month_figures_month_brokerage_id_pk" PRIMARY KEY("month","brokerage_id")
);
--> statement-breakpoint
CREATE TABLE "premium_month_projections" (
	"base" text NOT NULL,
	"month" text NOT NULL,
	"brokerage_id" uuid NOT NULL,
	"written_cents" bigint NOT NULL,
	"earned_cents" bigint NOT NULL,
	"unearned_cents" bigint NOT NULL,
	CONSTRAINT "premium_month_projections_base_month_brokerage_id_pk" PRIMARY KEY("base","month","brokerage_id")
);
--> statement-breakpoint
ALTER TABLE "premium_month_figures" ADD CONSTRAINT "premium_month_figures_month_premium_closed_months_month_fk" FOREIGN KEY ("month") REFERENCES "public"."premium_closed_months"("month") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_month_figures" ADD CONSTRAINT "premium_month_figures_brokerage_id_brokerages_id_fk" FOREIGN KEY ("brokerage_id") REFERENCES "public"."brokerages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_month_projections" ADD CONSTRAINT "premium_month_projections_base_premium_closed_months_month_fk" FOREIGN KEY ("base") REFERENCES "public"."premium_closed_months"("month") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_month_projections" ADD CONSTRAINT "premium_month_projections_brokerage_id_brokerages_id_fk" FOREIGN KEY ("brokerage_id") REFERENCES "public"."brokerages"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Re-opens the closed months from first_month to last_month (YYYY-MM, both included; null last:
-- every later month) that a change moves; the month-close job closes them again (decision 0049).
-- Under the job's advisory lock, shared: changes do not wait for each other, but a change waits
-- while the job closes months and the job waits for the changes in flight, so the job never stores
-- a month from a snapshot that a concurrent change then moves.
CREATE OR REPLACE FUNCTION premium_months_reopen(first_month text, last_month text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF first_month IS NULL THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('premium-month-close', 0));
  DELETE FROM premium_closed_months
   WHERE month >= first_month AND (last_month IS NULL OR month <= last_month);
  -- A projection from a month the change is in or after: its lines (or their owner or term) moved.
  DELETE FROM premium_month_projections WHERE base >= first_month;
  UPDATE premium_closed_months SET projected_months = 0 WHERE month >= first_month AND projected_months > 0;
END;
$$;
--> statement-breakpoint
-- A money-moving history row moves the months from the one it is booked in (the booked-month rule):
-- normally the open month, so nothing is deleted; a row written back-dated (an import, a seed)
-- re-opens the closed months from its month on. One delete per statement. History rows are never
-- updated or deleted (migration 0001 refuses it), so inserts are all there is to watch.
CREATE OR REPLACE FUNCTION policy_transactions_premium_months_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM premium_months_reopen(
    (SELECT to_char(vancouver_day(min(n.created_at)), 'YYYY-MM') FROM new_rows n WHERE n.report_figures IS NOT NULL),
    NULL);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER policy_transactions_premium_months_insert AFTER INSERT ON policy_transactions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION policy_transactions_premium_months_insert();
--> statement-breakpoint
-- The exceptions to the booked-month rule: a transfer moves a policy's figures to its new brokerage
-- in every month, and a new expiry (an extension, a custom premium's later expiry) re-spreads its
-- earning over the new term. Either re-opens the months from its first booking to the last day
-- that can carry one of its figures (its last booking, effective day or expiry, old or new).
CREATE OR REPLACE FUNCTION applications_premium_months() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_month text;
  last_month text;
BEGIN
  SELECT to_char(vancouver_day(min(t.created_at)), 'YYYY-MM'),
         to_char(vancouver_day(greatest(max(t.created_at), max(t.effective_date),
                                        OLD.policy_expiry_date, NEW.policy_expiry_date)), 'YYYY-MM')
    INTO first_month, last_month
    FROM policy_transactions t
   WHERE t.application_id = NEW.id AND t.report_figures IS NOT NULL;
  PERFORM premium_months_reopen(first_month, last_month);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER applications_premium_months AFTER UPDATE OF brokerage_id, policy_expiry_date ON applications
  FOR EACH ROW WHEN (OLD.brokerage_id IS DISTINCT FROM NEW.brokerage_id
                     OR OLD.policy_expiry_date IS DISTINCT FROM NEW.policy_expiry_date)
  EXECUTE FUNCTION applications_premium_months();
