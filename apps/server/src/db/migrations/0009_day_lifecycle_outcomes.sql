ALTER TABLE "order_items" ADD COLUMN "outcome" text;--> statement-breakpoint
CREATE INDEX "orders_open_date_idx" ON "orders" USING btree ("date") WHERE "orders"."status" in ('pending', 'processing');--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_outcome_check" CHECK ("order_items"."outcome" is null or "order_items"."outcome" in ('completed', 'no-show'));--> statement-breakpoint
-- hand-written below
-- An outcome is set only on an appointment that has started, of an order that is not cancelled (issue 15).
-- The service says so first with its own message; this keeps the rule whatever path writes the column.
CREATE FUNCTION order_item_outcome_allowed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.outcome IS NOT NULL AND NEW.outcome IS DISTINCT FROM OLD.outcome AND (
    EXISTS (SELECT 1 FROM appointments a WHERE a.id = NEW.appointment_id AND a.starttime > now())
    OR EXISTS (SELECT 1 FROM orders o WHERE o.id = NEW.order_id AND o.status = 'cancelled')
  ) THEN
    RAISE EXCEPTION 'an outcome needs a started appointment of an order that is not cancelled'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'order_items_outcome_when_started';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER order_items_outcome_when_started BEFORE UPDATE OF outcome ON order_items
  FOR EACH ROW EXECUTE FUNCTION order_item_outcome_allowed();
