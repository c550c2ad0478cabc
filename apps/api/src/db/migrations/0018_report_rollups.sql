CREATE TABLE "report_customer_days" (
	"day" date NOT NULL,
	"facet" text NOT NULL,
	"customer" text NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"bookings" bigint NOT NULL,
	"booking_ids" integer[],
	"hours" numeric NOT NULL,
	"amount" bigint NOT NULL,
	"last_booking" integer NOT NULL,
	CONSTRAINT "report_customer_days_day_facet_customer_pk" PRIMARY KEY("day","facet","customer")
);
--> statement-breakpoint
CREATE TABLE "report_day_versions" (
	"utc_day" date PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_days" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"version_sum" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_days_kind_day_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
CREATE TABLE "report_food_days" (
	"day" date NOT NULL,
	"fnb_id" integer NOT NULL,
	"pieces" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "report_food_days_day_fnb_id_pk" PRIMARY KEY("day","fnb_id")
);
--> statement-breakpoint
CREATE TABLE "report_money_days" (
	"day" date NOT NULL,
	"hour" integer NOT NULL,
	"source" text NOT NULL,
	"method" text NOT NULL,
	"gross" bigint NOT NULL,
	"refunds" bigint NOT NULL,
	"payments" bigint NOT NULL,
	"refund_count" bigint NOT NULL,
	CONSTRAINT "report_money_days_day_hour_source_method_pk" PRIMARY KEY("day","hour","source","method")
);
--> statement-breakpoint
CREATE TABLE "report_played_days" (
	"day" date NOT NULL,
	"unit_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"bookings" bigint NOT NULL,
	"hours" numeric NOT NULL,
	CONSTRAINT "report_played_days_day_unit_id_game_id_pk" PRIMARY KEY("day","unit_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "report_sold_days" (
	"day" date NOT NULL,
	"unit_id" integer NOT NULL,
	"hour" integer NOT NULL,
	"hours" numeric NOT NULL,
	"started" bigint NOT NULL,
	CONSTRAINT "report_sold_days_day_unit_id_hour_pk" PRIMARY KEY("day","unit_id","hour")
);
--> statement-breakpoint
CREATE INDEX "report_customer_days_customer_idx" ON "report_customer_days" USING btree ("facet","customer","day");--> statement-breakpoint
-- The reports' day rollups (docs/decisions/0031): every change to what a report reads bumps the version of
-- the UTC dates it touches, but only dates strictly before the database's UTC today (today's writes, the
-- booking path, never touch report_day_versions). A stored day is valid while the versions of the UTC
-- dates its window reads from still sum to what they summed to when it was computed.
CREATE OR REPLACE FUNCTION report_bump_day(changed_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF changed_at IS NULL OR (changed_at AT TIME ZONE 'UTC')::date >= (clock_timestamp() AT TIME ZONE 'UTC')::date THEN
    RETURN;
  END IF;
  INSERT INTO report_day_versions AS v (utc_day, version) VALUES ((changed_at AT TIME ZONE 'UTC')::date, 1)
  ON CONFLICT (utc_day) DO UPDATE SET version = v.version + 1;
END;
$$;
--> statement-breakpoint
-- Every UTC date from the one of `from_at` to the one of `to_at` (a booking's span).
CREATE OR REPLACE FUNCTION report_bump_span(from_at timestamptz, to_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF from_at IS NULL THEN
    RETURN;
  END IF;
  PERFORM report_bump_day(utc_midnight AT TIME ZONE 'UTC')
  FROM generate_series(date_trunc('day', from_at AT TIME ZONE 'UTC'), coalesce(to_at, from_at) AT TIME ZONE 'UTC',
    interval '1 day') AS utc_midnight;
END;
$$;
--> statement-breakpoint
-- The dates of a booking's money: its payments' and its refunds' (a change to its source, customer or food
-- lines changes every row of money and food it has).
CREATE OR REPLACE FUNCTION report_bump_booking(changed_booking integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_bump_day(paid_at) FROM payments WHERE booking_id = changed_booking AND paid_at IS NOT NULL;
  PERFORM report_bump_day(completed_at) FROM refunds WHERE booking_id = changed_booking AND completed_at IS NOT NULL;
END;
$$;
--> statement-breakpoint
-- The dates of one payment's money: when it was paid and when its refunds were given.
CREATE OR REPLACE FUNCTION report_bump_payment(changed_payment integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_bump_day(paid_at) FROM payments WHERE id = changed_payment;
  PERFORM report_bump_day(completed_at) FROM refunds WHERE payment_id = changed_payment AND completed_at IS NOT NULL;
END;
$$;
--> statement-breakpoint
-- A payment paid before today: its date, and its booking's other money (food counts at the first payment,
-- refunds carry its method).
CREATE OR REPLACE FUNCTION report_payment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.paid_at, OLD.status, OLD.gross_amount, OLD.method, OLD.booking_id)
      IS NOT DISTINCT FROM (NEW.paid_at, NEW.status, NEW.gross_amount, NEW.method, NEW.booking_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.paid_at < date_trunc('day', clock_timestamp() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' THEN
    PERFORM report_bump_day(OLD.paid_at);
    PERFORM report_bump_booking(OLD.booking_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.paid_at < date_trunc('day', clock_timestamp() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' THEN
    PERFORM report_bump_day(NEW.paid_at);
    PERFORM report_bump_booking(NEW.booking_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_payment_changed AFTER INSERT OR UPDATE OR DELETE ON payments
FOR EACH ROW EXECUTE FUNCTION report_payment_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_refund_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.completed_at, OLD.status, OLD.amount, OLD.payment_id, OLD.booking_id)
      IS NOT DISTINCT FROM (NEW.completed_at, NEW.status, NEW.amount, NEW.payment_id, NEW.booking_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_bump_day(OLD.completed_at);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_bump_day(NEW.completed_at);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_refund_changed AFTER INSERT OR UPDATE OR DELETE ON refunds
FOR EACH ROW EXECUTE FUNCTION report_refund_changed();
--> statement-breakpoint
-- An extension makes its payment's money (and its refunds') time added at the desk.
CREATE OR REPLACE FUNCTION report_extension_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.payment_id IS NOT DISTINCT FROM NEW.payment_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_bump_payment(OLD.payment_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_bump_payment(NEW.payment_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_extension_changed AFTER INSERT OR UPDATE OR DELETE ON booking_extensions
FOR EACH ROW EXECUTE FUNCTION report_extension_changed();
--> statement-breakpoint
-- A booking's hours are read on the dates it spans; its source and customer on its money's dates.
CREATE OR REPLACE FUNCTION report_booking_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.start_at, OLD.end_at, OLD.status, OLD.unit_id, OLD.game_id, OLD.booking_type,
      OLD.channel, OLD.user_id, OLD.name, OLD.phone) IS NOT DISTINCT FROM (NEW.start_at, NEW.end_at, NEW.status,
      NEW.unit_id, NEW.game_id, NEW.booking_type, NEW.channel, NEW.user_id, NEW.name, NEW.phone) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_bump_span(OLD.start_at, OLD.end_at);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_bump_span(NEW.start_at, NEW.end_at);
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.booking_type, OLD.channel, OLD.user_id, OLD.name, OLD.phone)
      IS DISTINCT FROM (NEW.booking_type, NEW.channel, NEW.user_id, NEW.name, NEW.phone)) THEN
    PERFORM report_bump_booking(OLD.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_booking_changed AFTER INSERT OR UPDATE OR DELETE ON bookings
FOR EACH ROW EXECUTE FUNCTION report_booking_changed();
--> statement-breakpoint
-- Food lines count on their booking's first payment's date.
CREATE OR REPLACE FUNCTION report_booking_fnb_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_bump_booking(OLD.booking_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR OLD.booking_id <> NEW.booking_id) THEN
    PERFORM report_bump_booking(NEW.booking_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_booking_fnb_changed AFTER INSERT OR UPDATE OR DELETE ON booking_fnbs
FOR EACH ROW EXECUTE FUNCTION report_booking_fnb_changed();
