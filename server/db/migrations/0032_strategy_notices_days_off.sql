ALTER TABLE "strategy_sessions" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "strategy_sessions" ADD COLUMN "staff_moves" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Until now only a refunded kit cancelled on the team's side ('staff'); staff in the back office now do too.
UPDATE "strategy_sessions" SET "cancelled_by" = 'refund' WHERE "cancelled_by" = 'staff';--> statement-breakpoint
CREATE TABLE "strategy_days_off" (
	"date" text PRIMARY KEY NOT NULL,
	"note" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strategy_notices" (
	"counsellor_id" uuid PRIMARY KEY NOT NULL,
	"told_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "strategy_notices" ADD CONSTRAINT "strategy_notices_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE cascade ON UPDATE no action;
