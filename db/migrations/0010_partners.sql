CREATE TABLE "partner_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"company" text NOT NULL,
	"salutation" varchar(16),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" text,
	"website" text,
	"street" text,
	"postal_code" varchar(16),
	"city" text,
	"country_code" varchar(2),
	"vat_id" varchar(32),
	"message" text,
	"language" varchar(2) DEFAULT 'de' NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"partner_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_groups" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"show_header" boolean DEFAULT true NOT NULL,
	"show_header_logo" boolean DEFAULT true NOT NULL,
	"partner_required" boolean DEFAULT false NOT NULL,
	"hosts" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_applications_status_idx" ON "partner_applications" USING btree ("status","created_at");