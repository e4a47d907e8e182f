ALTER TABLE "applicants" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "restricted_at" timestamp with time zone;