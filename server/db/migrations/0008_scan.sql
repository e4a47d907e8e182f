CREATE TABLE "scan_answers" (
	"scan_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scan_answers_scan_id_question_id_pk" PRIMARY KEY("scan_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "scan_consents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"scan_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"notice_version" text NOT NULL,
	"email" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"status" text NOT NULL,
	"child_first_name" text,
	"child_class" integer,
	"school" text,
	"city" text,
	"link_sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"model_version" text,
	"profile" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scan_answers" ADD CONSTRAINT "scan_answers_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_consents" ADD CONSTRAINT "scan_consents_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_consents" ADD CONSTRAINT "scan_consents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_consents_scan_idx" ON "scan_consents" USING btree ("scan_id","given_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scans_order_id_key" ON "scans" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scans_token_hash_key" ON "scans" USING btree ("token_hash");