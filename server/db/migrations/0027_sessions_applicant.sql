CREATE INDEX "sessions_applicant_idx" ON "sessions" USING btree ("applicant_id");
