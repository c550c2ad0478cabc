-- No double booking, ever (DESIGN.md): two active bookings or blocks of one unit may not overlap.
-- Periods are half-open, so a booking that ends at 15:00 and the next that starts at 15:00 both fit.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "unit_id" WITH =,
  tstzrange("start_at", "end_at", '[)') WITH &&
) WHERE ("booking_type" IN ('room', 'block') AND "status" IN ('pending', 'confirmed', 'ongoing'));
