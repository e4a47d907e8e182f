-- The job that made a report (issue 48 point 1): a parent's or staff's new version run again after a crash past
-- its commit, or by a frozen owner after a takeover, finds its report and makes no second version or mail.
ALTER TABLE "reports" ADD COLUMN "job_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_job_key" ON "reports" USING btree ("job_id");
