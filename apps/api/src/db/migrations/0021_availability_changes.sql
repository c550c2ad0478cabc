-- The wizard's live slots (issue 31): every change to what occupies a unit announces the unit and the
-- period it touched on 'availability_changed', and nothing of who booked. A move announces the place it
-- left and the one it took; a unit's status or activity, the unit with no period (all of it). Only the
-- columns that decide availability wake the trigger: a payment, a check-in or a kitchen move does not.
CREATE OR REPLACE FUNCTION notify_availability_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.unit_id IS NOT NULL AND OLD.booking_type IN ('room', 'block') THEN
    PERFORM pg_notify('availability_changed',
      json_build_object('unit_id', OLD.unit_id, 'start', OLD.start_at, 'end', OLD.end_at)::text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.unit_id IS NOT NULL AND NEW.booking_type IN ('room', 'block') THEN
    PERFORM pg_notify('availability_changed',
      json_build_object('unit_id', NEW.unit_id, 'start', NEW.start_at, 'end', NEW.end_at)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_availability_changed"
  AFTER INSERT OR DELETE OR UPDATE OF "unit_id", "start_at", "end_at", "status", "hold_expires_at" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION notify_availability_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_unit_availability_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('availability_changed', json_build_object('unit_id', NEW.id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "units_availability_changed"
  AFTER UPDATE OF "status", "is_active", "room_id" ON "units"
  FOR EACH ROW EXECUTE FUNCTION notify_unit_availability_changed();
