CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "payment_simulator_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"body" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"abandoned_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "start_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_simulator_notifications_due_idx" ON "payment_simulator_notifications" USING btree ("next_attempt_at") WHERE "payment_simulator_notifications"."delivered_at" is null and "payment_simulator_notifications"."abandoned_at" is null;--> statement-breakpoint
CREATE INDEX "payment_simulator_notifications_order_idx" ON "payment_simulator_notifications" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_start_admin_key" ON "users" USING btree ("start_admin") WHERE "users"."start_admin";--> statement-breakpoint
-- The account the start-up created for ADMIN_USERNAME carries the start-up's placeholder phone (record 0034).
UPDATE "users" SET "start_admin" = true WHERE "phone" = '620000000000';
--> statement-breakpoint
-- The audit trail is only ever appended to, whoever connects (DESIGN.md "Staff side").
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- A session that ends (logout, block, deactivation, role change) is announced, so every process closes
-- that session's live streams at once.
CREATE OR REPLACE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('session_ended', OLD.id::text);
    RETURN OLD;
  END IF;
  PERFORM pg_notify('session_ended', NEW.id::text);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_revoked AFTER UPDATE OF "revoked_at" ON "sessions"
FOR EACH ROW WHEN (OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL)
EXECUTE FUNCTION notify_session_ended();
--> statement-breakpoint
CREATE TRIGGER session_deleted AFTER DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
