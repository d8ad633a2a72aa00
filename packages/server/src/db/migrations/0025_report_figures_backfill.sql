CREATE INDEX "policy_transactions_figures_pending_idx" ON "policy_transactions" USING btree ("created_at","id") WHERE "policy_transactions"."report_figures" is null and ("policy_transactions"."type" in ('New Business', 'Renewal') or "policy_transactions"."premium_delta_cents" <> 0 or "policy_transactions"."tax_delta_cents" <> 0 or "policy_transactions"."fee_delta_cents" <> 0 or "policy_transactions"."total_delta_cents" <> 0);--> statement-breakpoint
-- History rows stay immutable, with one exception (docs/decisions/0050): a row written before
-- report figures were stored (migration 0017) may have them filled in, once, by the backfill job;
-- nothing else about the row may change, and figures once stored never change.
CREATE OR REPLACE FUNCTION policy_transactions_immutable() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.report_figures IS NULL AND NEW.report_figures IS NOT NULL
     AND (to_jsonb(NEW) - 'report_figures') = (to_jsonb(OLD) - 'report_figures') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'policy_transactions rows are immutable (% refused)', TG_OP;
END;
$$ LANGUAGE plpgsql;
