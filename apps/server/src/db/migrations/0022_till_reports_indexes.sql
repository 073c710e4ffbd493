CREATE INDEX "invoices_supply_idx" ON "invoices" USING btree ("supply_date");--> statement-breakpoint
CREATE INDEX "sale_entries_created_idx" ON "sale_entries" USING btree ("created_at");