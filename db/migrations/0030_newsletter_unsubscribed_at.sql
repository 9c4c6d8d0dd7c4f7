ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
-- Addresses whose consent ended before this column: when is not recorded, so the migration's
-- time, the latest it can have been (their proof is kept three full years from now on, never
-- less). A confirmed address asked for again (pending) ended its consent before that request.
UPDATE "newsletter_subscriptions" SET "unsubscribed_at" = now() WHERE "status" = 'unsubscribed' OR ("status" = 'pending' AND "confirmed_at" IS NOT NULL);
