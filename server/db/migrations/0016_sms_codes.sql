ALTER TABLE "applicants" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "texted_at" timestamp with time zone;