-- The mail sender claims one-time codes first, then the oldest mail. This partial index holds only the rows still
-- to send, in that order, so a claim reads the rows it takes: with 50,000 due rows on the embedded database the
-- claim took 189 ms sorting them all (the old index on status and due time could not give that order), 0.2 ms here.
-- It replaces that index, so a queued mail still updates one index besides the primary key.
DROP INDEX "mail_queue_due_idx";--> statement-breakpoint
CREATE INDEX "mail_queue_claim_idx" ON "mail_queue" USING btree (("kind" <> 'otp'),"id") WHERE "mail_queue"."status" in ('pending', 'sending');