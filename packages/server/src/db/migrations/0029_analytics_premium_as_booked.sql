-- Analytics' premium written is the accounting premium report's (docs/decisions/0067): the premium
-- of every money-moving history row (report_figures.premium: new business, renewal, endorsements up
-- and down, cancellation returns, reinstatements, extensions, ERPs, custom premiums) on the Vancouver
-- day it was booked, under the policy's brokerage, product, province and payment period now. It was
-- the policy's premiums sum on its bound day, which the accounting reports never see (a seeded or
-- cancelled policy, a later endorsement moving an old day). Policies bound still count by bound day.
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
    INSERT INTO analytics_deltas (day, brokerage_id, product_id, province, payment_period, bound)
    VALUES (vancouver_day(r.bound_date), r.brokerage_id, r.product_id,
      coalesce(r.province, ''), r.payment_period, sign);
  END IF;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The premium an application's history rows wrote, by booked day, under the application's keys.
CREATE OR REPLACE FUNCTION analytics_premium_of(r applications, sign integer) RETURNS void AS $$
BEGIN
  INSERT INTO analytics_deltas (day, brokerage_id, product_id, province, payment_period, premium_written_cents)
  SELECT vancouver_day(t.created_at), r.brokerage_id, r.product_id, coalesce(r.province, ''),
    r.payment_period, sign * sum(coalesce((t.report_figures->>'premium')::bigint, 0))
  FROM policy_transactions t
  WHERE t.application_id = r.id AND t.report_figures IS NOT NULL
  GROUP BY 1
  HAVING sum(coalesce((t.report_figures->>'premium')::bigint, 0)) <> 0;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- An application's counts as before; its premium moves only with the keys it is counted under (a
-- transfer, a province or plan changed): the history rows' own trigger counts each row's premium.
-- An application with history rows cannot be deleted (no cascade), so a delete moves no premium.
CREATE OR REPLACE FUNCTION applications_analytics_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM analytics_delta_of(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM analytics_delta_of(NEW, 1); END IF;
  IF TG_OP = 'UPDATE' AND (OLD.brokerage_id, OLD.product_id, coalesce(OLD.province, ''), OLD.payment_period)
      IS DISTINCT FROM (NEW.brokerage_id, NEW.product_id, coalesce(NEW.province, ''), NEW.payment_period) THEN
    PERFORM analytics_premium_of(OLD, -1);
    PERFORM analytics_premium_of(NEW, 1);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A history row's premium, on its booked day, when its figures are stored (at insert, or once by
-- the figures backfill of decision 0050: rows are otherwise immutable).
CREATE OR REPLACE FUNCTION policy_transactions_analytics_trigger() RETURNS trigger AS $$
BEGIN
  INSERT INTO analytics_deltas (day, brokerage_id, product_id, province, payment_period, premium_written_cents)
  SELECT vancouver_day(NEW.created_at), a.brokerage_id, a.product_id, coalesce(a.province, ''),
    a.payment_period, coalesce((NEW.report_figures->>'premium')::bigint, 0)
  FROM applications a
  WHERE a.id = NEW.application_id AND coalesce((NEW.report_figures->>'premium')::bigint, 0) <> 0;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER policy_transactions_analytics_insert AFTER INSERT ON policy_transactions FOR EACH ROW
  WHEN (NEW.report_figures IS NOT NULL)
  EXECUTE FUNCTION policy_transactions_analytics_trigger();
--> statement-breakpoint
CREATE TRIGGER policy_transactions_analytics_figures AFTER UPDATE ON policy_transactions FOR EACH ROW
  WHEN (OLD.report_figures IS NULL AND NEW.report_figures IS NOT NULL)
  EXECUTE FUNCTION policy_transactions_analytics_trigger();
--> statement-breakpoint
-- The figures already summed or pending: the old premium out (each bound policy's premiums sum on
-- its bound day), the history rows' premium in. Deltas, folded by the next analytics-rollup run and
-- read by /analytics until then.
INSERT INTO analytics_deltas (day, brokerage_id, product_id, province, payment_period, premium_written_cents)
SELECT vancouver_day(bound_date), brokerage_id, product_id, coalesce(province, ''), payment_period,
  -premiums_sum_cents
FROM applications
WHERE status IN ('bound', 'cancelled', 'lapsed') AND bound_date IS NOT NULL AND premiums_sum_cents <> 0;
--> statement-breakpoint
INSERT INTO analytics_deltas (day, brokerage_id, product_id, province, payment_period, premium_written_cents)
SELECT vancouver_day(t.created_at), a.brokerage_id, a.product_id, coalesce(a.province, ''), a.payment_period,
  sum(coalesce((t.report_figures->>'premium')::bigint, 0))
FROM policy_transactions t
JOIN applications a ON a.id = t.application_id
WHERE t.report_figures IS NOT NULL
GROUP BY 1, 2, 3, 4, 5
HAVING sum(coalesce((t.report_figures->>'premium')::bigint, 0)) <> 0;
