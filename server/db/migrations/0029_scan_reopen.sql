ALTER TABLE "scans" ADD COLUMN "reopened_at" timestamp with time zone;
