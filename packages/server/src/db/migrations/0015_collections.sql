ALTER TABLE "nsf_invoices" ADD COLUMN "mpf_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "nsf_invoices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "nsf_invoices" ADD CONSTRAINT "nsf_invoices_mpf_invoice_id_invoices_id_fk" FOREIGN KEY ("mpf_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nsf_invoices_invoice_idx" ON "nsf_invoices" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "nsf_invoices_list_idx" ON "nsf_invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "nsf_invoices_status_idx" ON "nsf_invoices" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "nsf_invoices_application_idx" ON "nsf_invoices" USING btree ("application_id");