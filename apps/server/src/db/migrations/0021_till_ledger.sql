CREATE TABLE "day_closes" (
	"business_day" date PRIMARY KEY NOT NULL,
	"cash_expected_fils" integer NOT NULL,
	"cash_counted_fils" integer NOT NULL,
	"note" text,
	"report" jsonb NOT NULL,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_closes_counted_check" CHECK ("day_closes"."cash_counted_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"sale_id" uuid NOT NULL,
	"refers_to" uuid,
	"entry_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"supply_date" date NOT NULL,
	"total_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	"document" jsonb NOT NULL,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" >= 1),
	CONSTRAINT "invoices_credit_note_check" CHECK (("invoices"."kind" = 'credit-note') = ("invoices"."refers_to" is not null))
);
--> statement-breakpoint
CREATE TABLE "sale_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"quantity" integer,
	"unit_price_fils" integer,
	"description" text,
	"description_ar" text,
	"service_id" uuid,
	"appointment_id" uuid,
	"therapist_id" uuid,
	"method" text,
	"reference" text,
	"refers_to" uuid,
	"reason" text,
	"business_day" date NOT NULL,
	"idempotency_key" text,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_entries_kind_check" CHECK ("sale_entries"."kind" in ('line', 'line-void', 'discount', 'tip', 'payment', 'refund')),
	CONSTRAINT "sale_entries_method_check" CHECK ("sale_entries"."method" is null or "sale_entries"."method" in ('cash', 'card')),
	CONSTRAINT "sale_entries_amount_check" CHECK ("sale_entries"."amount_fils" between 0 and 100000000 and ("sale_entries"."amount_fils" > 0 or "sale_entries"."kind" in ('line', 'line-void'))),
	CONSTRAINT "sale_entries_line_check" CHECK ("sale_entries"."kind" <> 'line' or ("sale_entries"."quantity" between 1 and 99 and "sale_entries"."unit_price_fils" >= 0 and "sale_entries"."amount_fils" = "sale_entries"."quantity" * "sale_entries"."unit_price_fils" and "sale_entries"."description" is not null)),
	CONSTRAINT "sale_entries_void_check" CHECK ("sale_entries"."kind" <> 'line-void' or ("sale_entries"."refers_to" is not null and "sale_entries"."reason" is not null)),
	CONSTRAINT "sale_entries_discount_check" CHECK ("sale_entries"."kind" <> 'discount' or "sale_entries"."reason" is not null),
	CONSTRAINT "sale_entries_tip_check" CHECK ("sale_entries"."kind" <> 'tip' or "sale_entries"."therapist_id" is not null),
	CONSTRAINT "sale_entries_payment_check" CHECK ("sale_entries"."kind" <> 'payment' or "sale_entries"."method" is not null),
	CONSTRAINT "sale_entries_refund_check" CHECK ("sale_entries"."kind" <> 'refund' or ("sale_entries"."refers_to" is not null and "sale_entries"."method" is not null and "sale_entries"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_trn" text,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_customer_trn_check" CHECK ("sales"."customer_trn" is null or "sales"."customer_trn" ~ '^[0-9]{15}$')
);
--> statement-breakpoint
CREATE TABLE "till_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"sale_id" uuid,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"registered" boolean DEFAULT false NOT NULL,
	"trn" text,
	"rate_basis_points" integer DEFAULT 500 NOT NULL,
	"legal_name_en" text DEFAULT '' NOT NULL,
	"legal_name_ar" text DEFAULT '' NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"address_ar" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vat_settings_single_check" CHECK ("vat_settings"."id" = 1),
	CONSTRAINT "vat_settings_trn_check" CHECK ("vat_settings"."trn" is null or "vat_settings"."trn" ~ '^[0-9]{15}$'),
	CONSTRAINT "vat_settings_rate_check" CHECK ("vat_settings"."rate_basis_points" between 0 and 10000),
	CONSTRAINT "vat_settings_registered_check" CHECK (not "vat_settings"."registered" or "vat_settings"."trn" is not null)
);
--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refers_to_invoices_id_fk" FOREIGN KEY ("refers_to") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_entry_id_sale_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."sale_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_entries" ADD CONSTRAINT "sale_entries_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_entries" ADD CONSTRAINT "sale_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_entries" ADD CONSTRAINT "sale_entries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_entries" ADD CONSTRAINT "sale_entries_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_entries" ADD CONSTRAINT "sale_entries_refers_to_sale_entries_id_fk" FOREIGN KEY ("refers_to") REFERENCES "public"."sale_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_entries" ADD CONSTRAINT "sale_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_audit" ADD CONSTRAINT "till_audit_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_audit" ADD CONSTRAINT "till_audit_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_settings" ADD CONSTRAINT "vat_settings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_number_idx" ON "invoices" USING btree ("series","number");--> statement-breakpoint
CREATE INDEX "invoices_sale_idx" ON "invoices" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "sale_entries_sale_idx" ON "sale_entries" USING btree ("sale_id","created_at");--> statement-breakpoint
CREATE INDEX "sale_entries_day_idx" ON "sale_entries" USING btree ("business_day","kind");--> statement-breakpoint
CREATE INDEX "sale_entries_refers_idx" ON "sale_entries" USING btree ("refers_to");--> statement-breakpoint
CREATE INDEX "sale_entries_tips_idx" ON "sale_entries" USING btree ("therapist_id","business_day") WHERE "sale_entries"."kind" = 'tip';--> statement-breakpoint
CREATE UNIQUE INDEX "sale_entries_idempotency_idx" ON "sale_entries" USING btree ("sale_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sales_order_idx" ON "sales" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_created_idx" ON "sales" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "till_audit_created_idx" ON "till_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "till_audit_sale_idx" ON "till_audit" USING btree ("sale_id");--> statement-breakpoint
-- The ledger, the issued documents, the closed days and the audit trail are written once and never changed:
-- a correction is a new row that refers to the old (issue 29). Enforced here, for every writer. The one change
-- let through is the database's own: a link to a deleted account, service or slot set to null by its foreign key
-- (`on delete set null`), every other column as it was; the row keeps the name and words it recorded.
CREATE FUNCTION till_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  links constant text[] := ARRAY['recorded_by', 'service_id', 'appointment_id', 'therapist_id'];
  link text;
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - links) = (to_jsonb(OLD) - links) THEN
    FOREACH link IN ARRAY links LOOP
      IF to_jsonb(NEW) -> link IS DISTINCT FROM to_jsonb(OLD) -> link
         AND to_jsonb(NEW) -> link IS DISTINCT FROM 'null'::jsonb THEN
        RAISE EXCEPTION 'rows of % are never changed or deleted: record a correction instead', TG_TABLE_NAME
          USING ERRCODE = 'P0001', CONSTRAINT = TG_TABLE_NAME || '_append_only';
      END IF;
    END LOOP;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'rows of % are never changed or deleted: record a correction instead', TG_TABLE_NAME
    USING ERRCODE = 'P0001', CONSTRAINT = TG_TABLE_NAME || '_append_only';
END $$;--> statement-breakpoint
CREATE TRIGGER sale_entries_append_only BEFORE UPDATE OR DELETE ON sale_entries FOR EACH ROW EXECUTE FUNCTION till_refuse_change();--> statement-breakpoint
CREATE TRIGGER invoices_append_only BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION till_refuse_change();--> statement-breakpoint
CREATE TRIGGER day_closes_append_only BEFORE UPDATE OR DELETE ON day_closes FOR EACH ROW EXECUTE FUNCTION till_refuse_change();--> statement-breakpoint
CREATE TRIGGER till_audit_append_only BEFORE UPDATE OR DELETE ON till_audit FOR EACH ROW EXECUTE FUNCTION till_refuse_change();--> statement-breakpoint
-- A business day's lock: every ledger row takes it shared while it is written, the day's close takes it
-- exclusively before it adds the day up, so no row lands on a day after its Z report was made.
CREATE FUNCTION till_lock_day(day date, exclusive boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF exclusive THEN
    PERFORM pg_advisory_xact_lock(hashtext('till-business-day'), day - date '2000-01-01');
  ELSE
    PERFORM pg_advisory_xact_lock_shared(hashtext('till-business-day'), day - date '2000-01-01');
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION sale_entries_refuse_closed_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM till_lock_day(NEW.business_day, false);
  IF EXISTS (SELECT 1 FROM day_closes WHERE business_day = NEW.business_day) THEN
    RAISE EXCEPTION 'business day % is closed', NEW.business_day
      USING ERRCODE = 'P0001', CONSTRAINT = 'sale_entries_day_closed';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER sale_entries_day_open BEFORE INSERT ON sale_entries FOR EACH ROW EXECUTE FUNCTION sale_entries_refuse_closed_day();--> statement-breakpoint
CREATE FUNCTION day_closes_lock_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM till_lock_day(NEW.business_day, true);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER day_closes_lock BEFORE INSERT ON day_closes FOR EACH ROW EXECUTE FUNCTION day_closes_lock_day();--> statement-breakpoint
INSERT INTO invoice_counters (series, last_number) VALUES ('invoice', 0), ('credit-note', 0), ('receipt', 0);--> statement-breakpoint
INSERT INTO vat_settings (id, registered, recorded_by_name) VALUES (1, false, 'system');
