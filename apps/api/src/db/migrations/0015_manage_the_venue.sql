CREATE TYPE "public"."promo_scope" AS ENUM('room', 'fnb', 'all');--> statement-breakpoint
CREATE TYPE "public"."unit_status" AS ENUM('available', 'maintenance');--> statement-breakpoint
ALTER TABLE "fnbs" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "usage_limit_per_user" integer;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "min_spend" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "applies_to" "promo_scope" DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "unit_games" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "status" "unit_status" DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_min_spend_non_negative" CHECK ("promos"."min_spend" >= 0);--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_usage_limit_per_user_positive" CHECK ("promos"."usage_limit_per_user" is null or "promos"."usage_limit_per_user" > 0);