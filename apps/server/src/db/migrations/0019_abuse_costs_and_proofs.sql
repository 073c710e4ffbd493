-- Proof before trust: the phone number an account proved with a texted code (texts go only to it), the code's
-- token purpose, the account that wrote a contact message (its export shows only its own), and deliveries whose
-- number is wiped when their account is deleted.
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "message_deliveries" ALTER COLUMN "to_phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_phone" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problems_user_idx" ON "problems" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('verify-email', 'reset-password', 'google-code', 'complete-profile', 'invite', 'change-email', 'verify-phone'));