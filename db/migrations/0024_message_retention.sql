CREATE INDEX "booking_mails_enquiry_idx" ON "booking_mails" USING btree ("enquiry_id") WHERE "booking_mails"."enquiry_id" is not null;--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");