CREATE TABLE "application_search_tokens" (
	"application_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_search_tokens_application_id_token_pk" PRIMARY KEY("application_id","token")
);
--> statement-breakpoint
CREATE TABLE "search_tokens" (
	"token" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_search_tokens" ADD CONSTRAINT "application_search_tokens_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_search_tokens_order_idx" ON "application_search_tokens" USING btree ("token","created_at" DESC NULLS LAST,"application_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_tokens_trgm_idx" ON "search_tokens" USING gin ("token" gin_trgm_ops);--> statement-breakpoint
-- The search tokens of an application (see db/schema.ts, searchTokens): lower-case, split at ASCII
-- characters other than a-z and 0-9, without all-digit tokens; the same rule as the server's
-- isTokenSearchable (modules/applications/search-tokens.ts).
CREATE OR REPLACE FUNCTION search_tokens_of(policy_number text, insured_name text, email text)
RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT t
  FROM regexp_split_to_table(lower(concat_ws(' ', policy_number, insured_name, email)),
    '[\x01-\x2f\x3a-\x60\x7b-\x7f]+') AS t
  WHERE t <> '' AND t !~ '^[0-9]+$'
$$;
--> statement-breakpoint
-- Keeps application_search_tokens and search_tokens in step with applications, once per statement
-- (a seed of thousands of rows is one set-based insert). Unused search_tokens rows are harmless: a
-- token without applications finds none.
CREATE OR REPLACE FUNCTION applications_search_tokens_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Only the rows whose searched fields changed (most updates touch other columns).
    DELETE FROM application_search_tokens s
      USING changed_new n JOIN changed_old o ON o.id = n.id
      WHERE s.application_id = n.id AND (n.policy_number IS DISTINCT FROM o.policy_number
        OR n.insured_name IS DISTINCT FROM o.insured_name OR n.email IS DISTINCT FROM o.email
        OR n.created_at IS DISTINCT FROM o.created_at);
    INSERT INTO application_search_tokens (application_id, token, created_at)
      SELECT n.id, t, n.created_at
      FROM changed_new n JOIN changed_old o ON o.id = n.id,
        search_tokens_of(n.policy_number, n.insured_name, n.email) AS t
      WHERE n.policy_number IS DISTINCT FROM o.policy_number OR n.insured_name IS DISTINCT FROM o.insured_name
        OR n.email IS DISTINCT FROM o.email OR n.created_at IS DISTINCT FROM o.created_at
      ON CONFLICT DO NOTHING;
    INSERT INTO search_tokens (token)
      SELECT DISTINCT t
      FROM changed_new n JOIN changed_old o ON o.id = n.id,
        search_tokens_of(n.policy_number, n.insured_name, n.email) AS t
      WHERE n.policy_number IS DISTINCT FROM o.policy_number OR n.insured_name IS DISTINCT FROM o.insured_name
        OR n.email IS DISTINCT FROM o.email
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO application_search_tokens (application_id, token, created_at)
      SELECT n.id, t, n.created_at FROM changed_new n, search_tokens_of(n.policy_number, n.insured_name, n.email) AS t;
    INSERT INTO search_tokens (token)
      SELECT DISTINCT t FROM changed_new n, search_tokens_of(n.policy_number, n.insured_name, n.email) AS t
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER applications_search_tokens_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION applications_search_tokens_sync();
--> statement-breakpoint
CREATE TRIGGER applications_search_tokens_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION applications_search_tokens_sync();
--> statement-breakpoint
-- The applications already there.
INSERT INTO application_search_tokens (application_id, token, created_at)
  SELECT a.id, t, a.created_at FROM applications a, search_tokens_of(a.policy_number, a.insured_name, a.email) AS t;
--> statement-breakpoint
INSERT INTO search_tokens (token) SELECT DISTINCT token FROM application_search_tokens ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The tokens most like a term with a typo (`term <% token` on the trigram index), best first. The
-- word-similarity threshold is set for the calling transaction only, so that a single statement (no
-- explicit transaction) can use the operator with the caller's threshold.
CREATE OR REPLACE FUNCTION similar_search_tokens(term text, threshold real, max_tokens integer)
RETURNS text[] LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM set_config('pg_trgm.word_similarity_threshold', threshold::text, true);
  RETURN ARRAY(
    SELECT token FROM search_tokens WHERE term <% token
    ORDER BY word_similarity(term, token) DESC, token
    LIMIT max_tokens);
END;
$$;
