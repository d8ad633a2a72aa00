CREATE TABLE "partner_payout_lines" (
	"transaction_id" uuid NOT NULL,
	"partner_type" text NOT NULL,
	"payout_id" uuid NOT NULL,
	CONSTRAINT "partner_payout_lines_transaction_id_partner_type_pk" PRIMARY KEY("transaction_id","partner_type")
);
--> statement-breakpoint
CREATE TABLE "partner_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"partner_type" text NOT NULL,
	"partner_id" text NOT NULL,
	"partner_name" text NOT NULL,
	"period" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"transfer_date" text,
	"completed_by" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_transactions" ADD COLUMN "report_figures" jsonb;--> statement-breakpoint
ALTER TABLE "partner_payout_lines" ADD CONSTRAINT "partner_payout_lines_transaction_id_policy_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."policy_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payout_lines" ADD CONSTRAINT "partner_payout_lines_payout_id_partner_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."partner_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_payout_lines_payout_idx" ON "partner_payout_lines" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_payouts_partner_period_idx" ON "partner_payouts" USING btree ("partner_type","partner_id","period");--> statement-breakpoint
CREATE INDEX "partner_payouts_period_idx" ON "partner_payouts" USING btree ("period","partner_type");--> statement-breakpoint
CREATE INDEX "policy_transactions_report_idx" ON "policy_transactions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "policy_transactions"."report_figures" is not null;