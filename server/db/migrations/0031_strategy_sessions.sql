CREATE TABLE "strategy_team" (
	"id" integer PRIMARY KEY NOT NULL,
	"meeting_link" text,
	"updated_by" text,
	"updated_at" timestamp with time zone,
	CONSTRAINT "strategy_team_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "strategy_team" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TABLE "strategy_hours" (
	"id" uuid PRIMARY KEY NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strategy_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"counsellor_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_by" text,
	"held_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "strategy_sessions" ADD CONSTRAINT "strategy_sessions_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "strategy_sessions_booked_counsellor_key" ON "strategy_sessions" USING btree ("counsellor_id") WHERE "strategy_sessions"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "strategy_sessions_booked_slot_key" ON "strategy_sessions" USING btree ("starts_at") WHERE "strategy_sessions"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "strategy_sessions_counsellor_idx" ON "strategy_sessions" USING btree ("counsellor_id");
