-- A therapist cannot be in two places at once: two *reserved* appointments of one therapist may not
-- overlap in time. Unreserved slots may overlap freely, because the weekly scheduler offers one slot
-- per service at the same hour and only the one that gets booked takes the therapist's time.
-- Half-open ranges '[)' let one appointment end exactly when the next begins.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointments"
  ADD CONSTRAINT "appointments_reserved_no_overlap"
  EXCLUDE USING gist ("therapist_id" WITH =, tstzrange("starttime", "endtime", '[)') WITH &&)
  WHERE ("reserved");
