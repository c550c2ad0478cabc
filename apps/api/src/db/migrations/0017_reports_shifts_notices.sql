CREATE TYPE "public"."notice_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "customer_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"booking_id" integer,
	"refund_id" integer,
	"to_phone" text NOT NULL,
	"body" text NOT NULL,
	"status" "notice_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"opened_by" integer,
	"opened_by_name" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opening_cash" integer NOT NULL,
	"closed_by" integer,
	"closed_by_name" text,
	"closed_at" timestamp with time zone,
	"expected_cash" integer,
	"counted_cash" integer,
	"note" text,
	"totals" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_opening_cash_non_negative" CHECK ("shifts"."opening_cash" >= 0),
	CONSTRAINT "shifts_counted_cash_non_negative" CHECK ("shifts"."counted_cash" is null or "shifts"."counted_cash" >= 0),
	CONSTRAINT "shifts_closed_after_opened" CHECK ("shifts"."closed_at" is null or "shifts"."closed_at" >= "shifts"."opened_at")
);
--> statement-breakpoint
CREATE TABLE "staff_notice_reads" (
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_notice_reads_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "staff_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_transactions" ADD COLUMN "adjusted_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_notices" ADD CONSTRAINT "customer_notices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notices" ADD CONSTRAINT "customer_notices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notice_reads" ADD CONSTRAINT "staff_notice_reads_notice_id_staff_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."staff_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notice_reads" ADD CONSTRAINT "staff_notice_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_notices_dedupe_key" ON "customer_notices" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "customer_notices_due_idx" ON "customer_notices" USING btree ("next_attempt_at") WHERE "customer_notices"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "customer_notices_booking_idx" ON "customer_notices" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open_key" ON "shifts" USING btree (("closed_at" is null)) WHERE "shifts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "shifts_opened_at_idx" ON "shifts" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "staff_notice_reads_user_idx" ON "staff_notice_reads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_notices_dedupe_key" ON "staff_notices" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "staff_notices_created_idx" ON "staff_notices" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_adjusted_by_users_id_fk" FOREIGN KEY ("adjusted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_room_start_idx" ON "bookings" USING btree ("start_at") WHERE "bookings"."booking_type" = 'room';--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at") WHERE "payments"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "refunds_completed_at_idx" ON "refunds" USING btree ("completed_at") WHERE "refunds"."status" = 'succeeded';--> statement-breakpoint
-- The back office's bell is live like the board (docs/decisions/0022): a new staff notice is announced
-- on 'staff_notice_added' with its id.
CREATE OR REPLACE FUNCTION notify_staff_notice_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('staff_notice_added', NEW.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_notice_added AFTER INSERT ON staff_notices
FOR EACH ROW EXECUTE FUNCTION notify_staff_notice_added();
