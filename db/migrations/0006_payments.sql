CREATE TYPE "public"."payment_kind" AS ENUM('deposit', 'balance', 'full');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('card', 'bankTransfer', 'invoice', 'landlord');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('open', 'authorized', 'paid', 'failed', 'refunded', 'cancelled');--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(32) NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"payment_id" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"result" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" varchar(32) NOT NULL,
	"provider" varchar(32) NOT NULL,
	"provider_reference" varchar(64),
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"method" "payment_method" NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'EUR' NOT NULL,
	"due_date" date NOT NULL,
	"status" "payment_status" DEFAULT 'open' NOT NULL,
	"provider" varchar(32),
	"provider_reference" varchar(64),
	"card_last4" varchar(4),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"reference" varchar(40) PRIMARY KEY NOT NULL,
	"merchant_payment_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) NOT NULL,
	"card_last4" varchar(4) NOT NULL,
	"card_brand" varchar(16) NOT NULL,
	"event_id" varchar(40),
	"notify_attempts" smallint DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone,
	"refund_reference" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_event_idx" ON "payment_notifications" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_payment_idx" ON "payment_notifications" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_status_idx" ON "payment_refunds" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_kind_idx" ON "payments" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE INDEX "sandbox_charges_payment_idx" ON "sandbox_charges" USING btree ("merchant_payment_id");--> statement-breakpoint
CREATE INDEX "sandbox_charges_pending_idx" ON "sandbox_charges" USING btree ("notified_at","status");