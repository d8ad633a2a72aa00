CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("payment_id") WHERE payment_id is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_refund_idx" ON "ledger_entries" USING btree ("refund_id") WHERE refund_id is not null;--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "sim_charges_card_idx" ON "sim_charges" USING btree ("card_id");