ALTER TABLE "nsf_invoices" ADD COLUMN "letter_delivered_on" date;--> statement-breakpoint
-- The 15 days of a notice of cancellation for non-payment run from the letter's delivery
-- (docs/decisions/0059). A pending notice dated from its sending has no lawful cancellation date
-- until finance records its delivery: the non-payment-cancellations job cancels nothing without one.
UPDATE "nsf_invoices" SET "cancellation_date" = NULL
WHERE "status" = 'pending' AND "register_letter_sent_at" IS NOT NULL AND "letter_delivered_on" IS NULL;
