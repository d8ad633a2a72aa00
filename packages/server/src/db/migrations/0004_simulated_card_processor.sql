CREATE TABLE "sim_card_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"postal_code" text NOT NULL,
	"fingerprint" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"card_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"amount_refunded_cents" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"failure_field" text,
	"description" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sim_refunds" ADD CONSTRAINT "sim_refunds_charge_id_sim_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sim_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sim_charges_idempotency_idx" ON "sim_charges" USING btree ("account","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_refunds_idempotency_idx" ON "sim_refunds" USING btree ("account","idempotency_key");--> statement-breakpoint
CREATE INDEX "sim_refunds_charge_idx" ON "sim_refunds" USING btree ("charge_id");