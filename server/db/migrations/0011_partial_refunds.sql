DROP INDEX "credit_notes_invoice_id_key";--> statement-breakpoint
DROP INDEX "refunds_payment_id_key";--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_refund_id_key" ON "credit_notes" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_id_auto_key" ON "refunds" USING btree ("payment_id") WHERE "refunds"."reason" <> 'staff';