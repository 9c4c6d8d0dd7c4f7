DROP INDEX "payments_booking_kind_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "part_of" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_part_of_payments_payment_id_fk" FOREIGN KEY ("part_of") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_part_of_idx" ON "payments" USING btree ("part_of");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_kind_idx" ON "payments" USING btree ("booking_id","kind") WHERE "payments"."part_of" is null;