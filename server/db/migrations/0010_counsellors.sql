CREATE TABLE "counsellor_days_off" (
	"counsellor_id" uuid NOT NULL,
	"date" text NOT NULL,
	CONSTRAINT "counsellor_days_off_counsellor_id_date_pk" PRIMARY KEY("counsellor_id","date")
);
--> statement-breakpoint
CREATE TABLE "counsellor_hours" (
	"id" uuid PRIMARY KEY NOT NULL,
	"counsellor_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counsellor_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"counsellor_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counsellors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"meeting_link" text,
	"status" text NOT NULL,
	"referral_code" text NOT NULL,
	"applicant_id" uuid,
	"certified_at" timestamp with time zone NOT NULL,
	"certified_by" text NOT NULL,
	"last_assigned_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debriefs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"counsellor_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_by" text,
	"cancel_reason" text,
	"private_notes" text,
	"parent_note" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "counsellor_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "counsellor_assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referred_by" uuid;--> statement-breakpoint
ALTER TABLE "counsellor_days_off" ADD CONSTRAINT "counsellor_days_off_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsellor_hours" ADD CONSTRAINT "counsellor_hours_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsellor_sessions" ADD CONSTRAINT "counsellor_sessions_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsellors" ADD CONSTRAINT "counsellors_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debriefs" ADD CONSTRAINT "debriefs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debriefs" ADD CONSTRAINT "debriefs_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counsellor_hours_counsellor_idx" ON "counsellor_hours" USING btree ("counsellor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "counsellor_sessions_token_hash_key" ON "counsellor_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "counsellors_email_key" ON "counsellors" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "counsellors_referral_code_key" ON "counsellors" USING btree ("referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "debriefs_booked_order_key" ON "debriefs" USING btree ("order_id") WHERE "debriefs"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "debriefs_booked_slot_key" ON "debriefs" USING btree ("counsellor_id","starts_at") WHERE "debriefs"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "debriefs_counsellor_idx" ON "debriefs" USING btree ("counsellor_id","starts_at");--> statement-breakpoint
CREATE INDEX "debriefs_order_idx" ON "debriefs" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_referred_by_counsellors_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."counsellors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_counsellor_idx" ON "orders" USING btree ("counsellor_id");