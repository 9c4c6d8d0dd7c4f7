ALTER TABLE "enquiries" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "pid" varchar(32);