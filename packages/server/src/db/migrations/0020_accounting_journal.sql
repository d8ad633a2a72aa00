CREATE TABLE "accounting_connections" (
	"provider" text PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"status" text NOT NULL,
	"pending_state" text,
	"pending_state_expires_at" timestamp with time zone,
	"pending_code" text,
	"realm_id" text,
	"access_token" text,
	"refresh_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"connected_by" uuid,
	"connected_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"period" text NOT NULL,
	"user_id" uuid,
	"status" text NOT NULL,
	"entries_posted" integer DEFAULT 0 NOT NULL,
	"amount_posted_cents" bigint DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"application_id" uuid,
	"entry_date" date NOT NULL,
	"memo" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"sync_id" uuid,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_code" text NOT NULL,
	"account_name" text NOT NULL,
	"debit_cents" bigint NOT NULL,
	"credit_cents" bigint NOT NULL,
	CONSTRAINT "journal_lines_one_side_check" CHECK ("journal_lines"."debit_cents" >= 0 AND "journal_lines"."credit_cents" >= 0 AND ("journal_lines"."debit_cents" = 0) <> ("journal_lines"."credit_cents" = 0))
);
--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD CONSTRAINT "accounting_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_syncs" ADD CONSTRAINT "accounting_syncs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_sync_id_accounting_syncs_id_fk" FOREIGN KEY ("sync_id") REFERENCES "public"."accounting_syncs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_syncs_started_idx" ON "accounting_syncs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_syncs_one_running_idx" ON "accounting_syncs" USING btree ("provider") WHERE status = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_source_idx" ON "journal_entries" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("entry_date","number");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");