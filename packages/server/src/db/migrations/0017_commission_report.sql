ALTER TABLE "policy_transactions" ADD COLUMN "report_figures" jsonb;--> statement-breakpoint
ALTER TABLE "policy_transactions" ADD COLUMN "payout_paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "policy_transactions_report_idx" ON "policy_transactions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "policy_transactions"."report_figures" is not null;