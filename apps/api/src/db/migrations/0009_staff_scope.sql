ALTER TYPE "public"."user_role" ADD VALUE 'staff' BEFORE 'admin';--> statement-breakpoint
CREATE INDEX "bookings_list_time_idx" ON "bookings" USING btree (coalesce("start_at", "created_at"),"id");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("booking_id") WHERE "payments"."status" = 'pending';