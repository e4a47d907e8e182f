ALTER TABLE "scans" ADD COLUMN "context" jsonb;--> statement-breakpoint
ALTER TABLE "counsellors" ADD COLUMN "languages" text[] DEFAULT ARRAY['en']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "counsellors" ADD COLUMN "credential_id" text;
