CREATE TABLE "closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closures_range_check" CHECK ("closures"."starts_on" <= "closures"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "salon_hours" (
	"weekday" smallint PRIMARY KEY NOT NULL,
	"open" boolean NOT NULL,
	"opens_minute" smallint NOT NULL,
	"closes_minute" smallint NOT NULL,
	CONSTRAINT "salon_hours_weekday_check" CHECK ("salon_hours"."weekday" between 0 and 6),
	CONSTRAINT "salon_hours_times_check" CHECK ("salon_hours"."opens_minute" between 0 and 1440 and "salon_hours"."closes_minute" between 0 and 1440 and (not "salon_hours"."open" or "salon_hours"."opens_minute" < "salon_hours"."closes_minute"))
);
--> statement-breakpoint
CREATE TABLE "therapist_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"therapist_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "therapist_absences_range_check" CHECK ("therapist_absences"."starts_on" <= "therapist_absences"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "therapist_hours" (
	"therapist_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_minute" smallint NOT NULL,
	"closes_minute" smallint NOT NULL,
	CONSTRAINT "therapist_hours_therapist_id_weekday_pk" PRIMARY KEY("therapist_id","weekday"),
	CONSTRAINT "therapist_hours_weekday_check" CHECK ("therapist_hours"."weekday" between 0 and 6),
	CONSTRAINT "therapist_hours_times_check" CHECK ("therapist_hours"."opens_minute" >= 0 and "therapist_hours"."closes_minute" <= 1440 and "therapist_hours"."opens_minute" < "therapist_hours"."closes_minute")
);
--> statement-breakpoint
ALTER TABLE "therapist_absences" ADD CONSTRAINT "therapist_absences_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_hours" ADD CONSTRAINT "therapist_hours_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closures_ends_on_idx" ON "closures" USING btree ("ends_on");--> statement-breakpoint
CREATE INDEX "therapist_absences_therapist_ends_idx" ON "therapist_absences" USING btree ("therapist_id","ends_on");--> statement-breakpoint
-- hand-written below
-- The salon's week from its content: Tuesday to Sunday 09:00–20:00, Monday (1) closed.
INSERT INTO "salon_hours" ("weekday", "open", "opens_minute", "closes_minute")
SELECT d, d <> 1, 540, 1200 FROM generate_series(0, 6) AS d
ON CONFLICT DO NOTHING;
