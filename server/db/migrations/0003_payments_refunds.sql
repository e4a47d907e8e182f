CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text,
	"status" text NOT NULL,
	"error_description" text,
	"created_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"authorized_at" timestamp with time zone,
	"captured_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"gateway_refund_id" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"initiated_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "invoices_year_sequence_key";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "series" text DEFAULT 'INV' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supplier_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supplier_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supplier_gstin" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supplier_state" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_id_key" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_refund_id_key" ON "refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" in ('due', 'creating', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_year_sequence_key" ON "invoices" USING btree ("series","financial_year","sequence");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
-- Payments recorded before this table existed: each order's one payment, captured when it was recorded.
INSERT INTO "payments" ("id", "order_id", "amount_paise", "currency", "status", "created_at", "recorded_at", "captured_at", "updated_at")
SELECT "payment_id", "id", "amount_paise", "currency", 'captured', "paid_at", "paid_at", "paid_at", "paid_at"
FROM "orders" WHERE "payment_id" IS NOT NULL AND "paid_at" IS NOT NULL;--> statement-breakpoint
-- Second payments for a plan already paid were only marked `duplicate`, never refunded: they are due now.
INSERT INTO "refunds" ("id", "payment_id", "order_id", "amount_paise", "reason", "status", "created_at", "updated_at")
SELECT gen_random_uuid(), "payment_id", "id", "amount_paise", 'duplicate', 'due', now(), now()
FROM "orders" WHERE "status" = 'duplicate' AND "payment_id" IS NOT NULL AND "paid_at" IS NOT NULL;
