ALTER TABLE "otp_challenges" ADD COLUMN "sms_code_hash" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An erasure (server/privacy/privacy.ts) may blank the words of a ticket's answer kept by older rows (issue 45,
  -- S6): it sets dem.audit_erasure for its own transaction only. Nothing else may change or delete a row.
  IF TG_OP = 'UPDATE' AND current_setting('dem.audit_erasure', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'audit_log is insert-only';
END;
$$;
