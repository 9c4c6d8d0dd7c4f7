CREATE TABLE "account_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"account_id" integer,
	"email" varchar(254) NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"persistent" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "visitor_contacts" (
	"uid" varchar(64) PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "accounts_confirm_idx";--> statement-breakpoint
DROP INDEX "accounts_reset_idx";--> statement-breakpoint
DROP INDEX "accounts_email_idx";--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "kind" varchar(16) DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "salutation" varchar(8);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "zipcode" varchar(10);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "country" varchar(2);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "phone" varchar(30);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "newsletter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "newsletter_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "privacy_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "uid" varchar(64) DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_idx" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_email_idx" ON "account_tokens" USING btree ("purpose",lower("email"));--> statement-breakpoint
CREATE INDEX "account_tokens_account_idx" ON "account_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "account_tokens_expires_idx" ON "account_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "visitor_contacts_updated_idx" ON "visitor_contacts" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_partner_idx" ON "accounts" USING btree ("partner_id") WHERE "accounts"."kind" = 'partner';--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_uid_idx" ON "accounts" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_idx" ON "accounts" USING btree (lower("email")) WHERE "accounts"."kind" = 'customer';--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "confirm_id";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "reset_id";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "reset_expires_at";