-- The policy's transaction history is append-only: nothing updates or deletes its rows.
CREATE OR REPLACE FUNCTION policy_transactions_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'policy_transactions rows are immutable (% refused)', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER policy_transactions_no_update_delete
  BEFORE UPDATE OR DELETE ON policy_transactions
  FOR EACH ROW EXECUTE FUNCTION policy_transactions_immutable();
