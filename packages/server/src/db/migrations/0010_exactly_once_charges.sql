-- What a payment is for (a bind's plan, an endorsement), so that reconciliation can finish it.
ALTER TABLE "payments" ADD COLUMN "purpose" jsonb;--> statement-breakpoint
-- One payment of an application with the processor at a time (docs/decisions/0018). Before this
-- migration two attempts could both be left processing; should an application have two such rows,
-- this index cannot be built: settle them by hand against the processor first.
CREATE UNIQUE INDEX "payments_one_processing_idx" ON "payments" USING btree ("application_id") WHERE status = 'processing';