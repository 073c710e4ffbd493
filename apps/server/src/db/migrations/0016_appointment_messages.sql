CREATE TABLE "message_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"to_phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_deliveries_channel_check" CHECK ("message_deliveries"."channel" in ('sms', 'whatsapp')),
	CONSTRAINT "message_deliveries_kind_check" CHECK ("message_deliveries"."kind" in ('confirmation', 'reminder-24h', 'reminder-2h')),
	CONSTRAINT "message_deliveries_status_check" CHECK ("message_deliveries"."status" in ('pending', 'sent', 'failed', 'dropped')),
	CONSTRAINT "message_deliveries_attempts_check" CHECK ("message_deliveries"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "messages_by_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "messages_by_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "messages_by_whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_deliveries_once" ON "message_deliveries" USING btree ("order_item_id","channel","kind","revision");--> statement-breakpoint
CREATE INDEX "message_deliveries_due_idx" ON "message_deliveries" USING btree ("next_attempt_at") WHERE "message_deliveries"."status" = 'pending';