CREATE TABLE "login_lockouts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_token_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "login_lockouts_last_failed_at_idx" ON "login_lockouts" USING btree ("last_failed_at");