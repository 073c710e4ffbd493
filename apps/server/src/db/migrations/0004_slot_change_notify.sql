-- Every server process keeps the slots each service offers in memory. Any change to a slot tells every
-- process which service and which therapist it touched, as 'service_id:therapist_id': a booking by a
-- therapist hides the overlapping slots of all her services, so both are named. TRUNCATE names nothing,
-- which means "everything". Identical payloads within one transaction are delivered once, at commit.
CREATE FUNCTION "notify_slots_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('slots_changed', '');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('slots_changed', OLD.service_id || ':' || OLD.therapist_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('slots_changed', NEW.service_id || ':' || NEW.therapist_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "appointments_changed" AFTER INSERT OR UPDATE OR DELETE ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "notify_slots_changed"();
--> statement-breakpoint
CREATE TRIGGER "appointments_truncated" AFTER TRUNCATE ON "appointments"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_slots_changed"();
