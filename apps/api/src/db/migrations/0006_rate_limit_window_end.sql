ALTER TABLE "rate_limits" ADD COLUMN "window_ends_at" timestamp with time zone;--> statement-breakpoint
-- Rows written before this column: their window ends at the latest after the longest window in use (1 hour).
UPDATE "rate_limits" SET "window_ends_at" = "window_started_at" + interval '1 hour';--> statement-breakpoint
ALTER TABLE "rate_limits" ALTER COLUMN "window_ends_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_window_ends_at_idx" ON "rate_limits" USING btree ("window_ends_at");
