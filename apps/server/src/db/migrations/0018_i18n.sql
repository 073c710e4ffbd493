ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "bio_ar" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'ar'));