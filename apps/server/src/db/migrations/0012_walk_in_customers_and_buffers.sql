ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_note" text;--> statement-breakpoint
CREATE INDEX "users_phone_digits_idx" ON "users" USING btree (regexp_replace("phone", '[^0-9]', '', 'g'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_buffer_minutes_check" CHECK ("appointments"."buffer_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_buffer_minutes_check" CHECK ("services"."buffer_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_or_walk_in_check" CHECK ("users"."email" is not null or ("users"."phone" is not null and "users"."password_hash" is null and "users"."google_subject" is null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_note_length_check" CHECK (char_length("users"."staff_note") <= 1000);
--> statement-breakpoint
-- hand-written below
-- The minutes a therapist is busy with an appointment: from its start to its end plus its buffer. Adding
-- minutes to an instant never depends on the time zone, so the function is truly immutable, as an
-- exclusion constraint's expression must be (timestamptz + interval alone is only stable).
CREATE FUNCTION appointment_busy_range(starttime timestamptz, endtime timestamptz, buffer_minutes integer)
  RETURNS tstzrange LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT tstzrange(starttime, endtime + make_interval(mins => buffer_minutes), '[)')
$$;
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_reserved_no_overlap";
--> statement-breakpoint
ALTER TABLE "appointments"
  ADD CONSTRAINT "appointments_reserved_no_overlap"
  EXCLUDE USING gist ("therapist_id" WITH =, appointment_busy_range("starttime", "endtime", "buffer_minutes") WITH &&)
  WHERE ("reserved");
--> statement-breakpoint
-- Each slot keeps the buffer its service had when the slot was made (or moved to another service), so a
-- later change of the service's buffer never moves a booked appointment's end; free slots follow it.
CREATE FUNCTION appointments_copy_service_buffer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.buffer_minutes := (SELECT buffer_minutes FROM services WHERE id = NEW.service_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_copy_service_buffer
  BEFORE INSERT OR UPDATE OF service_id ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_copy_service_buffer();
--> statement-breakpoint
CREATE FUNCTION services_buffer_to_free_slots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE appointments SET buffer_minutes = NEW.buffer_minutes
  WHERE service_id = NEW.id AND NOT reserved AND buffer_minutes <> NEW.buffer_minutes;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER services_buffer_to_free_slots
  AFTER UPDATE OF buffer_minutes ON services
  FOR EACH ROW WHEN (OLD.buffer_minutes IS DISTINCT FROM NEW.buffer_minutes)
  EXECUTE FUNCTION services_buffer_to_free_slots();
