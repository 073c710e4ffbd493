-- An earlier build of 0007 indexed the search functions themselves; the stored columns below replace them.
DROP INDEX IF EXISTS "orders_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "problems_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_total_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (order_search_text(customer_name, customer_phone, customer_email)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "search_text" text GENERATED ALWAYS AS (problem_search_text(title, description, email, phone)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (order_search_text(name, phone, email)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_start_idx" ON "appointments" USING btree ("starttime");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_total_date_idx" ON "orders" USING btree ("total","date");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "problems_search_trgm_idx" ON "problems" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Order ids are searched by their end, as the screens show them ('#1a2b3c4d'): a prefix of the reversed id.
CREATE INDEX "orders_id_suffix_idx" ON "orders" (reverse("id"::text) text_pattern_ops);
