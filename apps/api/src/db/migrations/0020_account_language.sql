CREATE TYPE "public"."user_language" AS ENUM('id', 'en');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "user_language";