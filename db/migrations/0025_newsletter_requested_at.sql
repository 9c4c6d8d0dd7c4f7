ALTER TABLE "newsletter_subscriptions" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
-- Pending addresses from before the column: their last request is not known (a repeated request
-- renewed the link without a trace), so their time starts now: deleted a week and a day after
-- this migration at the earliest, never while a link sent before it still works (decision 093).
UPDATE "newsletter_subscriptions" SET "requested_at" = now() WHERE "status" = 'pending' AND "confirmed_at" IS NULL;
