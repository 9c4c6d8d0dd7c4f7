CREATE TABLE "stray_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"provider" varchar(32) NOT NULL,
	"provider_reference" varchar(64) NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"reason" varchar(32) NOT NULL,
	"status" varchar(16) NOT NULL,
	"refund_reference" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stray_charges" ADD CONSTRAINT "stray_charges_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stray_charges_charge_idx" ON "stray_charges" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "stray_charges_payment_idx" ON "stray_charges" USING btree ("payment_id");