-- The job runner's owners and lanes (issue 48): the runner holding a `running` job (its id in mail_senders, the
-- table of owners alive) so a dead owner's job is taken over at once instead of after its lease; and the report
-- jobs of one scan found by an index (reports/reports.ts queueNewVersion: one waiting per scan, a parent's daily cap).
ALTER TABLE "jobs" ADD COLUMN "claimed_by" text;--> statement-breakpoint
CREATE INDEX "jobs_scan_idx" ON "jobs" USING btree (("payload" ->> 'scanId'),"created_at") WHERE "jobs"."kind" = 'report';
