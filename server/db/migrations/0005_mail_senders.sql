-- Mail senders' heartbeats and the sender holding each `sending` row: a row whose sender stopped beating (a crash,
-- a SIGKILL) is taken over at once instead of after its whole lease. Plus a small partial index for /api/health's
-- count of undeliverable mail. Depends on nothing after 0002.
CREATE TABLE "mail_senders" (
	"id" text PRIMARY KEY NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "claimed_by" text;--> statement-breakpoint
CREATE INDEX "mail_queue_dead_idx" ON "mail_queue" USING btree ("id") WHERE "mail_queue"."status" = 'dead';