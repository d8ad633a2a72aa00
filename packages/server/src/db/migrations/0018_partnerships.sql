CREATE TABLE "brokerage_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brokerage_id" uuid NOT NULL,
	"email" text NOT NULL,
	"invited_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "brokerages" ADD COLUMN "marketplace_name" text;--> statement-breakpoint
ALTER TABLE "brokerages" ADD COLUMN "product_ids" text[];--> statement-breakpoint
ALTER TABLE "brokerages" ADD COLUMN "commission_rates" jsonb;--> statement-breakpoint
ALTER TABLE "brokerages" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "brokerage_invitations" ADD CONSTRAINT "brokerage_invitations_brokerage_id_brokerages_id_fk" FOREIGN KEY ("brokerage_id") REFERENCES "public"."brokerages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brokerage_invitations_email_idx" ON "brokerage_invitations" USING btree ("brokerage_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "brokerages_subdomain_idx" ON "brokerages" USING btree (lower("subdomain")) WHERE "brokerages"."subdomain" is not null;