DROP INDEX "applications_created_idx";--> statement-breakpoint
DROP INDEX "applications_brokerage_created_idx";--> statement-breakpoint
DROP INDEX "applications_policy_number_idx";--> statement-breakpoint
CREATE INDEX "applications_insured_name_idx" ON "applications" USING btree ("insured_name" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_effective_date_idx" ON "applications" USING btree ("policy_effective_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_expiry_date_idx" ON "applications" USING btree ("policy_expiry_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_total_premium_idx" ON "applications" USING btree ("total_premium_cents" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"brokerage_id","sales_status","status","product_id","province","payment_period","policy_number","insured_name","email");--> statement-breakpoint
CREATE INDEX "applications_brokerage_created_idx" ON "applications" USING btree ("brokerage_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"sales_status","status","product_id","province","payment_period","policy_number","insured_name","email");--> statement-breakpoint
CREATE INDEX "applications_policy_number_idx" ON "applications" USING btree ("policy_number" DESC NULLS LAST,"id" DESC NULLS LAST);