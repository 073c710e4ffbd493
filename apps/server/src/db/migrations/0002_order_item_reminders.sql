ALTER TABLE "order_items" ADD COLUMN "reminder_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "reminder_sent_at" timestamp with time zone;