ALTER TABLE "contact_messages" ADD COLUMN "decision" varchar(8);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_messages_rating_idx" ON "contact_messages" USING btree ("rating_number","created_at") WHERE "contact_messages"."rating_number" is not null;