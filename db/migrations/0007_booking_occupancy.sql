-- Issue 14 (docs/decisions/055-occupancy-and-booking-states.md): btree_gist lets one gist index compare the object number with = and the stay with && (PGlite loads the extension on every open, db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TYPE "public"."booking_actor" AS ENUM('guest', 'landlord', 'system', 'office');--> statement-breakpoint
CREATE TYPE "public"."booking_mail_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE SEQUENCE "public"."booking_display_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."customer_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500001 CACHE 1;--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" "booking_actor" NOT NULL,
	"transition" varchar(32) NOT NULL,
	"from_status" "booking_status",
	"to_status" "booking_status" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"dedupe_key" varchar(96) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"booking_id" integer,
	"enquiry_id" integer,
	"recipient" varchar(254) NOT NULL,
	"language" varchar(2) NOT NULL,
	"data" jsonb NOT NULL,
	"status" "booking_mail_status" DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_number" integer NOT NULL,
	"account_id" integer,
	"salutation" varchar(16),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"adults" smallint,
	"children" smallint,
	"pets" smallint,
	"language" varchar(2) DEFAULT 'de' NOT NULL,
	"uid" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"booking_id" integer,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupancy" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_number" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"stay" daterange NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occupancy_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
ALTER TABLE "booking_events" ALTER COLUMN "from_status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "booking_events" ALTER COLUMN "to_status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
-- The foundation's names of two states (no product code wrote them): an option is 'option', a booking awaiting its landlord 'requested'.
UPDATE "bookings" SET "status" = 'option' WHERE "status" = 'optioned';--> statement-breakpoint
UPDATE "bookings" SET "status" = 'requested' WHERE "status" = 'pending';--> statement-breakpoint
DROP TYPE "public"."booking_status";--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('requested', 'option', 'confirmed', 'paid', 'declined', 'cancelled', 'expired');--> statement-breakpoint
ALTER TABLE "booking_events" ALTER COLUMN "from_status" SET DATA TYPE "public"."booking_status" USING "from_status"::"public"."booking_status";--> statement-breakpoint
ALTER TABLE "booking_events" ALTER COLUMN "to_status" SET DATA TYPE "public"."booking_status" USING "to_status"::"public"."booking_status";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE "public"."booking_status" USING "status"::"public"."booking_status";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "total_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_method" varchar(16);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "insurance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "extras" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "option_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_mails" ADD CONSTRAINT "booking_mails_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_mails" ADD CONSTRAINT "booking_mails_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_object_number_objects_object_number_fk" FOREIGN KEY ("object_number") REFERENCES "public"."objects"("object_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancy" ADD CONSTRAINT "occupancy_object_number_objects_object_number_fk" FOREIGN KEY ("object_number") REFERENCES "public"."objects"("object_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancy" ADD CONSTRAINT "occupancy_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_mails_dedupe_idx" ON "booking_mails" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "booking_mails_due_idx" ON "booking_mails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "enquiries_object_idx" ON "enquiries" USING btree ("object_number");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "occupancy_expires_idx" ON "occupancy" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "bookings_status_expiry_idx" ON "bookings" USING btree ("status","option_expires_at");--> statement-breakpoint
-- Never a double booking: two stays of one object cannot overlap; '[)' ranges let a departure day be the next arrival.
ALTER TABLE "occupancy" ADD CONSTRAINT "occupancy_no_overlap" EXCLUDE USING gist ("object_number" WITH =, "stay" WITH &&);
