ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "therapists" ADD CONSTRAINT "therapists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "therapists_user_unique" ON "therapists" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_invite_role_check" CHECK (("account_tokens"."purpose" = 'invite') = ("account_tokens"."role" is not null));--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('verify-email', 'reset-password', 'google-code', 'complete-profile', 'invite'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_verified_check" CHECK ("users"."role" = 'user' or "users"."email_verified_at" is not null);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin', 'reception', 'therapist'));