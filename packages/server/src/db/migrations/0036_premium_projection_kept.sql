-- The premium report's projection kept current (decision 0096): premium_month_projections now holds
-- the months after its base from EVERY line booked so far, and each change that books a money-moving
-- history row adds its policy's delta in its own transaction (premium-months.ts applyToProjection).
-- The projections stored so far hold only the lines booked by their base month's end: dropped, and
-- the month-close job projects again at its next run (needsProjection).
DELETE FROM premium_month_projections;
--> statement-breakpoint
UPDATE premium_closed_months SET projected_months = 0 WHERE projected_months > 0;
--> statement-breakpoint
-- Drops the projection (the report computes the open months until the job projects again).
CREATE OR REPLACE FUNCTION premium_projection_drop() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM premium_month_projections;
  UPDATE premium_closed_months SET projected_months = 0 WHERE projected_months > 0;
END;
$$;
--> statement-breakpoint
-- A money-moving history row re-opens the closed months from the one it is booked in (as before);
-- booked after the projection's base, it moves the projection: the change that wrote it adds its
-- delta right after the insert (it says so by setting bm.premium_projection_delta to 'follows' in
-- its transaction, recordPolicyChange). A row written any other way (an import, a seed, SQL) drops
-- the projection instead, so the projection never misses a line.
CREATE OR REPLACE FUNCTION policy_transactions_premium_months_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  first_month text;
BEGIN
  SELECT to_char(vancouver_day(min(n.created_at)), 'YYYY-MM') INTO first_month
    FROM new_rows n WHERE n.report_figures IS NOT NULL;
  IF first_month IS NULL THEN RETURN NULL; END IF;
  PERFORM premium_months_reopen(first_month, NULL);
  IF coalesce(current_setting('bm.premium_projection_delta', true), '') <> 'follows' THEN
    PERFORM premium_projection_drop();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A transfer or a new expiry: as before, re-opens the closed months the policy has figures in; the
-- projection now holds the policy's figures under its old brokerage and term whenever it has figures
-- after the projection's base (or lines in or after it), so it is dropped then too.
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
  IF first_month IS NULL THEN RETURN NULL; END IF;
  PERFORM premium_months_reopen(first_month, last_month);
  IF EXISTS (SELECT 1 FROM premium_month_projections WHERE base < last_month) THEN
    PERFORM premium_projection_drop();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The report-figures backfill (decision 0050) gives an old row its figures, once: that moves every
-- month from the row's booking month on, closed or projected, like a row inserted back-dated.
CREATE OR REPLACE FUNCTION policy_transactions_premium_months_figures() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM premium_months_reopen(to_char(vancouver_day(NEW.created_at), 'YYYY-MM'), NULL);
  PERFORM premium_projection_drop();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER policy_transactions_premium_months_figures AFTER UPDATE OF report_figures ON policy_transactions
  FOR EACH ROW WHEN (OLD.report_figures IS DISTINCT FROM NEW.report_figures AND NEW.report_figures IS NOT NULL)
  EXECUTE FUNCTION policy_transactions_premium_months_figures();
