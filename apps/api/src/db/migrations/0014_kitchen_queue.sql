CREATE TYPE "public"."kitchen_status" AS ENUM('new', 'preparing', 'served', 'cancelled');--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kitchen_status" "kitchen_status";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kitchen_updated_at" timestamp with time zone;