CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Hand-added (the schema file cannot say it): every counted request updates its counter's row; with room on the
-- page the update stays on it (HOT, no new index entry), as for otp_challenges and applicants (0001).
ALTER TABLE "rate_limit_counters" SET (fillfactor = 50);
