CREATE TABLE "image_variants" (
	"image_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "image_variants_image_id_name_pk" PRIMARY KEY("image_id","name")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_user_idx";--> statement-breakpoint
DROP INDEX "orders_date_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_reserved_start_idx" ON "appointments" USING btree ("starttime") WHERE "appointments"."reserved";--> statement-breakpoint
CREATE INDEX "orders_user_date_idx" ON "orders" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "orders_date_created_idx" ON "orders" USING btree ("date","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_date_idx" ON "orders" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total");--> statement-breakpoint
CREATE INDEX "problems_status_created_idx" ON "problems" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "problems_created_idx" ON "problems" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_role_name_idx" ON "users" USING btree ("role","name");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
-- An order's total is the sum of its items' prices, kept by the database whatever path adds or removes an
-- item, so the dashboard filters and sorts orders by amount with one indexed condition.
UPDATE "orders" o SET "total" = t.total
FROM (SELECT order_id, sum(price) AS total FROM "order_items" GROUP BY order_id) t
WHERE t.order_id = o.id;--> statement-breakpoint
CREATE FUNCTION keep_order_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE orders SET total = (SELECT coalesce(sum(price), 0) FROM order_items WHERE order_id = OLD.order_id)
    WHERE id = OLD.order_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE orders SET total = (SELECT coalesce(sum(price), 0) FROM order_items WHERE order_id = NEW.order_id)
    WHERE id = NEW.order_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_items_keep_order_total
AFTER INSERT OR DELETE OR UPDATE OF price, order_id ON "order_items"
FOR EACH ROW EXECUTE FUNCTION keep_order_total();--> statement-breakpoint
-- Text search of the dashboard's lists: "contains" over names, phones (also as bare digits, so '050 123'
-- finds '+971 50 123 4567') and e-mails. These functions make the text; migration 0008 stores it in a
-- generated column of each table, with a trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE FUNCTION order_search_text(name text, phone text, email text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(coalesce(name, '') || ' ' || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '\D', '', 'g') || ' ' || coalesce(email, ''))
$$;--> statement-breakpoint
CREATE FUNCTION problem_search_text(title text, description text, email text, phone text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '\D', '', 'g'))
$$;
