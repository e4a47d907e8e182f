ALTER TABLE "counsellors" ALTER COLUMN "certified_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "counsellors" ALTER COLUMN "certified_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "counsellors" ADD COLUMN "certification_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "course_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"joining_link" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_batches_seats_check" CHECK ("seats_taken" >= 0 AND "seats_taken" <= "seats")
);
--> statement-breakpoint
CREATE TABLE "course_enrolments" (
	"counsellor_id" uuid PRIMARY KEY NOT NULL REFERENCES "counsellors"("id") ON DELETE cascade,
	"order_id" uuid REFERENCES "orders"("id"),
	"batch_id" uuid REFERENCES "course_batches"("id"),
	"attended_days" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"last_lesson_id" text,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"close_reason" text
);
--> statement-breakpoint
CREATE INDEX "course_enrolments_batch_idx" ON "course_enrolments" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "course_enrolments_order_idx" ON "course_enrolments" USING btree ("order_id");--> statement-breakpoint
CREATE TABLE "course_progress" (
	"counsellor_id" uuid NOT NULL REFERENCES "counsellors"("id") ON DELETE cascade,
	"lesson_id" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_progress_pk" PRIMARY KEY("counsellor_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "course_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"counsellor_id" uuid NOT NULL REFERENCES "counsellors"("id") ON DELETE cascade,
	"number" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" integer,
	"passed" boolean,
	"topics" jsonb
);
--> statement-breakpoint
CREATE UNIQUE INDEX "course_attempts_number_key" ON "course_attempts" USING btree ("counsellor_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "course_attempts_open_key" ON "course_attempts" USING btree ("counsellor_id") WHERE "course_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE TABLE "course_practicals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"counsellor_id" uuid NOT NULL REFERENCES "counsellors"("id") ON DELETE cascade,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"scores" jsonb,
	"feedback" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "course_practicals_counsellor_idx" ON "course_practicals" USING btree ("counsellor_id","submitted_at");--> statement-breakpoint
CREATE INDEX "course_practicals_status_idx" ON "course_practicals" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE TABLE "course_credentials" (
	"id" text PRIMARY KEY NOT NULL,
	"counsellor_id" uuid NOT NULL REFERENCES "counsellors"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"status" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"superseded_by" text
);
--> statement-breakpoint
CREATE INDEX "course_credentials_counsellor_idx" ON "course_credentials" USING btree ("counsellor_id","issued_at");
--> statement-breakpoint
CREATE TABLE "course_lesson_videos" (
	"lesson_id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
