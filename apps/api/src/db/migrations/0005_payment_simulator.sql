CREATE TABLE "payment_simulator_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"gross_amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_id" text NOT NULL,
	"payment_type" text,
	"items" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"finish_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"transaction_time" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_simulator_transactions_kind" CHECK ("payment_simulator_transactions"."kind" in ('snap', 'qris')),
	CONSTRAINT "payment_simulator_transactions_amount_non_negative" CHECK ("payment_simulator_transactions"."gross_amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_simulator_transactions_order_id_key" ON "payment_simulator_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_simulator_transactions_token_key" ON "payment_simulator_transactions" USING btree ("token");