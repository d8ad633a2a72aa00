ALTER TABLE "job_runs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;