CREATE TYPE "public"."extension_status" AS ENUM('pending', 'paid', 'released');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"actor_role" "user_role" NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_label" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_extensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	"amount" integer NOT NULL,
	"from_end_at" timestamp with time zone NOT NULL,
	"to_end_at" timestamp with time zone NOT NULL,
	"status" "extension_status" DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_extensions_minutes_positive" CHECK ("booking_extensions"."minutes" > 0),
	CONSTRAINT "booking_extensions_amount_non_negative" CHECK ("booking_extensions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"provider" text NOT NULL,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"refund_key" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "point_transactions_booking_type_key";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_in_by" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_simulator_transactions" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_extensions" ADD CONSTRAINT "booking_extensions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_extensions" ADD CONSTRAINT "booking_extensions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_extensions" ADD CONSTRAINT "booking_extensions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_extensions_payment_key" ON "booking_extensions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "booking_extensions_booking_idx" ON "booking_extensions" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_refund_key" ON "refunds" USING btree ("refund_key");--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_transactions_refund_key" ON "point_transactions" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_transactions_booking_type_key" ON "point_transactions" USING btree ("booking_id","type") WHERE "point_transactions"."booking_id" is not null and "point_transactions"."refund_id" is null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refunded_amount_non_negative" CHECK ("bookings"."refunded_amount" >= 0);--> statement-breakpoint
ALTER TABLE "payment_simulator_transactions" ADD CONSTRAINT "payment_simulator_transactions_refund_within_amount" CHECK ("payment_simulator_transactions"."refunded_amount" between 0 and "payment_simulator_transactions"."gross_amount");--> statement-breakpoint
-- The front desk's board is live (docs/decisions/0022): any change to what it shows, by any process or
-- by hand, announces itself on the channel 'board_changed', as catalogue changes do on theirs (0003).
-- Row triggers: a statement that changes nothing (the sweeper's idle runs) stays silent, and PostgreSQL
-- delivers one notification per transaction for identical payloads.
CREATE OR REPLACE FUNCTION notify_board_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('board_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  table_name text;
BEGIN
  FOREACH table_name IN ARRAY ARRAY['bookings', 'venue_blocks', 'payments', 'booking_extensions', 'refunds'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH ROW EXECUTE FUNCTION notify_board_changed()',
      table_name || '_board_changed', table_name
    );
  END LOOP;
END;
$$;
