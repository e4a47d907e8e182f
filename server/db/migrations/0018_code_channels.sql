ALTER TABLE "otp_challenges" ADD COLUMN "sms_code_hash" text;
