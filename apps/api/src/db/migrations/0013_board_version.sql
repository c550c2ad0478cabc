-- The board's version (docs/decisions/0022): every change the board shows takes the next number of
-- one sequence and announces it on 'board_changed'. A sequence takes no row lock and ignores rollbacks,
-- so concurrent bookings do not queue on it; a rolled-back change costs boards one needless reload.
-- A board that polls compares `last_value`; a board that streams is told the number.
CREATE SEQUENCE IF NOT EXISTS "board_version";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_board_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('board_changed', nextval('board_version')::text);
  RETURN NULL;
END;
$$;
