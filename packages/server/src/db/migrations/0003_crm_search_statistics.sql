-- Finer statistics for the searched text columns, so that the planner estimates how many rows an
-- ILIKE '%term%' matches: few (use the trigram indexes) or many (walk the created-at index).
ALTER TABLE "applications" ALTER COLUMN "insured_name" SET STATISTICS 300;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "email" SET STATISTICS 300;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "policy_number" SET STATISTICS 300;
