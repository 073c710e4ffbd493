-- The waitlist (issue 16): who waits for which service and day, the offers that hold a freed slot for one of
-- them for 15 minutes, and the hold itself on the slot's row (held_until, held_for), where the booking's one
-- conditional statement reads it. The partial unique indexes keep a slot offered to one customer at a time.
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"therapist_id" uuid,
	"day" date NOT NULL,
	"window_from" smallint,
	"window_to" smallint,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'booked', 'left', 'ended')),
	CONSTRAINT "waitlist_entries_window_check" CHECK (("waitlist_entries"."window_from" is null) = ("waitlist_entries"."window_to" is null)
        and ("waitlist_entries"."window_from" is null or ("waitlist_entries"."window_from" >= 0 and "waitlist_entries"."window_to" <= 1440 and "waitlist_entries"."window_from" < "waitlist_entries"."window_to")))
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"order_id" uuid,
	"claimed_until" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offers_status_check" CHECK ("waitlist_offers"."status" in ('open', 'taken', 'declined', 'lapsed', 'void'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "held_for" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_once" ON "waitlist_entries" USING btree ("user_id","service_id","day") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_waiting_idx" ON "waitlist_entries" USING btree ("service_id","day","created_at") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_live_day_idx" ON "waitlist_entries" USING btree ("day") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_service_day_idx" ON "waitlist_entries" USING btree ("service_id","day","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_open_slot" ON "waitlist_offers" USING btree ("appointment_id") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_open_entry" ON "waitlist_offers" USING btree ("entry_id") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_entry_slot" ON "waitlist_offers" USING btree ("entry_id","appointment_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_expiry_idx" ON "waitlist_offers" USING btree ("expires_at") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_offers_unsent_idx" ON "waitlist_offers" USING btree ("created_at") WHERE "waitlist_offers"."notified_at" is null and "waitlist_offers"."status" = 'open';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_held_for_users_id_fk" FOREIGN KEY ("held_for") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_hold_check" CHECK ("appointments"."held_for" is null or "appointments"."held_until" is not null);