ALTER TABLE "applications" ADD COLUMN "correspondence_language" text DEFAULT 'en-CA' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "correspondence_language_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing records by their province, as domain defaultCorrespondenceLocale decides for new ones
-- (decision 0079, "Whose language"): French for a Quebec address, English elsewhere.
UPDATE "applications" SET "correspondence_language" = 'fr-CA' WHERE upper(trim("province")) = 'QC';
