-- An appointment marked done or no-show has happened: it is not moved to a time still ahead (issue 15). The
-- service refuses the move with its own message first; this keeps the rule whatever path writes the column.
CREATE FUNCTION appointment_outcome_stays_past() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.starttime IS DISTINCT FROM OLD.starttime AND NEW.starttime > now() AND EXISTS (
    SELECT 1 FROM order_items i WHERE i.appointment_id = NEW.id AND i.outcome IS NOT NULL
  ) THEN
    RAISE EXCEPTION 'an appointment marked done or no-show is not moved ahead'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'appointments_outcome_stays_past';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER appointments_outcome_stays_past BEFORE UPDATE OF starttime ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointment_outcome_stays_past();
