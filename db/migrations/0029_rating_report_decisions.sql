ALTER TABLE "contact_messages" ADD COLUMN "decision" varchar(8);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_messages_rating_idx" ON "contact_messages" USING btree ("rating_number","created_at") WHERE "contact_messages"."rating_number" is not null;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_decision_check" CHECK (("contact_messages"."decision" is null and "contact_messages"."decided_at" is null) or ("contact_messages"."decision" in ('hidden', 'kept') and "contact_messages"."decided_at" is not null));;--> statement-breakpoint
-- Reports made under decision 096 of a rating hidden since are decided already: the office hid it
-- (their senders were answered by hand then). Open stays only what is open (decision 097).
UPDATE "contact_messages" SET "decision" = 'hidden', "decided_at" = now() WHERE "rating_number" IS NOT NULL AND "rating_number" IN (SELECT "rating_number" FROM "ratings" WHERE NOT "published");
