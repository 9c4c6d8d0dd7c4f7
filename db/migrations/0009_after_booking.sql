ALTER TYPE "public"."payment_method" ADD VALUE 'voucher';--> statement-breakpoint
CREATE SEQUENCE "public"."rating_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 50000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "landlord_answer_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "landlord_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "landlord_escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rating_invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "travel_vouchers" ADD COLUMN "remaining_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_vouchers" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "travel_vouchers" ADD COLUMN "reason" varchar(16) DEFAULT 'office' NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_travel_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."travel_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_idx" ON "voucher_redemptions" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_booking_idx" ON "voucher_redemptions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_booking_id_unique" UNIQUE("booking_id");--> statement-breakpoint
ALTER TABLE "travel_vouchers" ADD CONSTRAINT "travel_vouchers_remaining_check" CHECK ("remaining_cents" >= 0 AND "remaining_cents" <= "amount_cents");