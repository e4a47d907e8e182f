-- The audit log is insert-only: 0007's trigger refuses UPDATE and DELETE, but TRUNCATE fires no row or DELETE
-- trigger. A statement trigger on TRUNCATE refuses it too (the same function).
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
