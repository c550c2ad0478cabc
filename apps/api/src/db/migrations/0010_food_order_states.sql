ALTER TYPE "public"."booking_status" ADD VALUE 'preparing' BEFORE 'ongoing';--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'served' BEFORE 'ongoing';