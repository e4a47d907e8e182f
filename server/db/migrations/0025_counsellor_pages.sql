CREATE TABLE "counsellor_pages" (
	"counsellor_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"years_teaching" integer,
	"show_phone" boolean DEFAULT false NOT NULL,
	"show_email" boolean DEFAULT false NOT NULL,
	"indexable" boolean DEFAULT false NOT NULL,
	"photo_id" uuid,
	"published_at" timestamp with time zone,
	"taken_down_at" timestamp with time zone,
	"taken_down_reason" text,
	"taken_down_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counsellor_pages" ADD CONSTRAINT "counsellor_pages_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counsellor_pages_slug_key" ON "counsellor_pages" USING btree ("slug");--> statement-breakpoint
CREATE TABLE "counsellor_photos" (
	"id" uuid NOT NULL,
	"counsellor_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "counsellor_photos_id_variant_pk" PRIMARY KEY("id","variant")
);
--> statement-breakpoint
ALTER TABLE "counsellor_photos" ADD CONSTRAINT "counsellor_photos_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counsellor_photos_counsellor_idx" ON "counsellor_photos" USING btree ("counsellor_id");
